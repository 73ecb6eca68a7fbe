export {
  ChoiceChips,
  choiceChipVariants,
  type ChoiceChipOption,
  type ChoiceChipsMultipleProps,
  type ChoiceChipsProps,
  type ChoiceChipsSingleProps,
} from './choice-chips';
