export {
  SegmentedControl,
  segmentedControlVariants,
  segmentedControlItemVariants,
  type SegmentedControlProps,
  type SegmentedControlOption,
} from './segmented-control';
