import type { ComponentProps } from 'react';
import type { Dialog, DialogContent } from './Dialog.tsx';

export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from './Dialog.tsx';

// props of the components whose props have no name of their own
export type DialogProps = ComponentProps<typeof Dialog>;
export type DialogContentProps = ComponentProps<typeof DialogContent>;
