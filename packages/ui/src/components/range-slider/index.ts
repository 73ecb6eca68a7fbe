export { RangeSlider, type RangeSliderProps, type RangeSliderValue } from './range-slider';
