export { useZodForm } from './use-zod-form';
export { useValidateOnLeave } from './use-validate-on-leave';
