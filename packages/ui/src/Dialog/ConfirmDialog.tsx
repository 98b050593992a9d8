/**
 * Asks before an action that cannot be undone (delete, remove, clear, reset): a title, what
 * will be lost, Cancel, and the action's button, disabled while it runs.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './Dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** what the action takes away */
  description: ReactNode;
  /** the action's button: its icon (if any) and label */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** the action is running: its button is disabled */
  pending?: boolean;
  /** the way out without the action; "取消" (Cancel) unless a clearer word fits, e.g. "继续编辑" */
  cancelLabel?: ReactNode;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  cancelLabel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} className="lu:max-w-md lu:space-y-4">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="lu:flex lu:justify-end lu:gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {cancelLabel ?? t`取消`}
          </Button>
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
