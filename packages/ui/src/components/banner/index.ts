export { Banner, bannerVariants, type BannerProps, type BannerVariant } from './banner';
