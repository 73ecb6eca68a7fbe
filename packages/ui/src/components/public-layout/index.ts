export { PublicLayout, publicLayoutVariants, type PublicLayoutProps } from './public-layout';
export { LanguageSelect, type LanguageOption, type LanguageSelectProps } from './language-select';
