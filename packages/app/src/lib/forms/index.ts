export { useZodForm } from './use-zod-form';
