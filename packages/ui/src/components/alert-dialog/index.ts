export { AlertDialog, type AlertDialogConfirmVariant, type AlertDialogProps } from './alert-dialog';
