export { CountdownButton, type CountdownButtonProps, type CountdownButtonState } from './countdown-button';
