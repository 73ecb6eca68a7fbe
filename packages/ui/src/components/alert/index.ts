export { Alert, alertVariants, type AlertProps, type AlertVariant } from './alert';
