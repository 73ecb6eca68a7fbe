export {
  CountryFlag,
  countryFlagCodes,
  countryFlagVariants,
  hasCountryFlag,
  normalizeCountryCode,
  type CountryFlagProps,
} from './country-flag';
