export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from './Dialog.tsx';
