export {
  StrengthMeter,
  strengthMeterLevelVariants,
  strengthMeterSegmentVariants,
  type StrengthMeterProps,
} from './strength-meter';
export {
  MIN_PASSWORD_LENGTH,
  passwordHints,
  strengthLevel,
  type PasswordHints,
  type PasswordScore,
  type StrengthLevel,
} from './strength';
