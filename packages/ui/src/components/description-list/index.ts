export {
  DescriptionList,
  descriptionListItemVariants,
  descriptionListVariants,
  isMissingValue,
  type DescriptionListItem,
  type DescriptionListProps,
} from './description-list';
