import {
  Button,
  ConfirmDialog,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  toast,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { Copy, KeyRound, Lock, RotateCcw, TriangleAlert } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';

export type AgentCredentialsProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** the agent's public id, used with its secret to sign calls */
  agentKey: string;
  /** whether this person may reset the secret (only the agent's owner may) */
  canRotate: boolean;
  /** the reset is under way */
  rotating?: boolean | undefined;
  /**
   * Resets the secret after the person confirms. The confirmation closes when the promise
   * resolves, and stays open (to try again) when it rejects; report the failure yourself.
   */
  onRotate: () => Promise<unknown>;
};

/**
 * An agent's credentials beside its form: its id, and resetting its secret behind a
 * confirmation. The secret itself is never shown here; show a new one with AgentSecretDialog.
 */
export function AgentCredentials({
  agentKey,
  canRotate,
  rotating = false,
  onRotate,
  className,
  ...props
}: AgentCredentialsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      data-slot="agent-credentials"
      aria-labelledby={headingId}
      className={cn('border-border bg-surface space-y-3 rounded-lg border p-4', className)}
      {...props}
    >
      <h2 id={headingId} className="text-foreground flex items-center gap-2 font-medium">
        <KeyRound aria-hidden="true" className="size-4" />
        {t`插件凭证`}
      </h2>
      <div className="space-y-1">
        <p className="text-muted-foreground text-xs">{t`插件 ID`}</p>
        <code className="text-foreground font-mono text-sm break-all">{agentKey}</code>
      </div>
      <p className="text-muted-foreground text-xs">{t`密钥只在创建和重置时显示一次。`}</p>
      {canRotate ? (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <RotateCcw aria-hidden="true" />
          {t`重置密钥`}
        </Button>
      ) : (
        <p className="text-muted-foreground flex items-center gap-1 text-xs">
          <Lock aria-hidden="true" className="size-3.5" />
          {t`只有插件所有者可以重置密钥`}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`重置插件密钥？`}
        description={t`重置后旧密钥立即失效，使用旧密钥的调用都会失败。`}
        confirmLabel={t`重置密钥`}
        pending={rotating}
        onConfirm={() =>
          void onRotate().then(
            () => setConfirming(false),
            () => {},
          )
        }
      />
    </section>
  );
}

function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  return (
    <div className="space-y-1">
      <p className="text-muted-foreground text-xs">{label}</p>
      <div className="border-border bg-muted flex items-center gap-2 rounded-md border px-3 py-2">
        <code className="text-foreground min-w-0 flex-1 font-mono text-sm break-all">{value}</code>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`复制${label}`}
          onClick={() => {
            navigator.clipboard?.writeText(value).then(
              () => toast.success(t`已复制`),
              () => toast.error(t`复制失败，请手动选择复制`),
            );
          }}
        >
          <Copy aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

export interface AgentSecretDialogProps {
  agentKey: string;
  /** the new secret; the dialog is open while there is one */
  agentSecret: string | null;
  onClose: () => void;
}

/** Shows an agent's id and its new secret once, with copy buttons: the secret never comes back. */
export function AgentSecretDialog({ agentKey, agentSecret, onClose }: AgentSecretDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={agentSecret !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t`关闭`} className="max-w-lg space-y-4">
        <DialogTitle>{t`插件凭证`}</DialogTitle>
        <DialogDescription>{t`插件用 ID 和密钥签名调用平台接口。`}</DialogDescription>
        <p className="bg-warning/15 text-warning-strong flex gap-2 rounded-md px-3 py-2 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t`密钥只显示这一次，请立即复制并妥善保存。遗失后只能重置。`}
        </p>
        <CopyRow label={t`插件 ID`} value={agentKey} />
        <CopyRow label={t`插件密钥`} value={agentSecret ?? ''} />
        <div className="flex justify-end">
          <Button onClick={onClose}>{t`我已保存`}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
