export { FlipCard, flipCardFaceVariants, type FlipCardProps, type FlipCardSide } from './flip-card';
