/**
 * Short notices after an action ("Saved", "Could not delete"): sonner's toaster, drawn with the
 * library's tokens in both themes, its labels translated. Render one `Toaster` near the root and
 * call `toast` from anywhere.
 */
import { useLingui } from '@lingui/react/macro';
import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from 'sonner';
import { cn } from '../lib/cn.ts';
import type { ThemeMode } from '../theme/theme.ts';

export { type ExternalToast as ToastOptions, toast } from 'sonner';

export type ToasterProps = Omit<SonnerToasterProps, 'theme' | 'richColors'> & {
  /** the page's colour theme; toasts follow it */
  theme?: ThemeMode;
};

// our tokens, so toasts read well in both themes (sonner's rich colours fail contrast)
const classNames = {
  toast: 'lu:!border-border lu:!bg-surface-raised lu:!text-foreground lu:!shadow-lg',
  description: 'lu:!text-muted-foreground',
  success: 'lu:[&_[data-icon]]:!text-success',
  error: 'lu:[&_[data-icon]]:!text-danger',
  actionButton: 'lu:!bg-primary lu:!text-primary-foreground',
};

/** Where toasts appear: top centre with a close button unless told otherwise. */
export function Toaster({
  theme = 'light',
  position = 'top-center',
  closeButton = true,
  toastOptions,
  className,
  ...props
}: ToasterProps) {
  const { t } = useLingui();
  return (
    <SonnerToaster
      theme={theme}
      position={position}
      closeButton={closeButton}
      containerAriaLabel={t`通知`}
      // the page's own typeface, as a guest should: sonner sets a system-ui stack of its own,
      // which also resolves differently between Chromium's desktop and headless builds
      className={cn('lu:![font-family:inherit]', className)}
      toastOptions={{
        closeButtonAriaLabel: t`关闭通知`,
        ...toastOptions,
        classNames: { ...classNames, ...toastOptions?.classNames },
      }}
      {...props}
    />
  );
}
