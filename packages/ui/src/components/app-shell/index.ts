export {
  AppShell,
  appShellNavLinkVariants,
  type AppShellLinkProps,
  type AppShellNavItem,
  type AppShellProps,
  type AppShellSocialLink,
} from './app-shell';
export { BrandWordmark, type BrandWordmarkProps } from './brand-wordmark';
export {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  NavAccountIcon,
  NavHomeIcon,
  NavInvestmentsIcon,
  NavMyInvestmentsIcon,
  NavPerformanceIcon,
  NavWalletIcon,
  XTwitterIcon,
} from './icons';
