export {
  Tile,
  TileGroup,
  tileHintVariants,
  tileVariants,
  type TileGroupProps,
  type TileProps,
  type TileTrend,
} from './tile';
