export { Toaster, toastVariants, useToast, type ToasterProps } from './toast';
export {
  createToastStore,
  defaultToastStore,
  toast,
  type ToastActionOptions,
  type ToastItem,
  type ToastOptions,
  type ToastStore,
  type ToastVariant,
} from './store';
