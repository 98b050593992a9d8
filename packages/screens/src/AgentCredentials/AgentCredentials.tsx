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
      className={cn(
        'lu:border-border lu:bg-surface lu:space-y-3 lu:rounded-lg lu:border lu:p-4',
        className,
      )}
      {...props}
    >
      <h2
        id={headingId}
        className="lu:text-foreground lu:flex lu:items-center lu:gap-2 lu:font-medium"
      >
        <KeyRound aria-hidden="true" className="lu:size-4" />
        {t`智能体凭证`}
      </h2>
      <div className="lu:space-y-1">
        <p className="lu:text-muted-foreground lu:text-xs">{t`智能体 ID`}</p>
        <code className="lu:text-foreground lu:font-mono lu:text-sm lu:break-all">{agentKey}</code>
      </div>
      <p className="lu:text-muted-foreground lu:text-xs">{t`密钥只在创建和重置时显示一次。`}</p>
      {canRotate ? (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <RotateCcw aria-hidden="true" />
          {t`重置密钥`}
        </Button>
      ) : (
        <p className="lu:text-muted-foreground lu:flex lu:items-center lu:gap-1 lu:text-xs">
          <Lock aria-hidden="true" className="lu:size-3.5" />
          {t`只有智能体所有者可以重置密钥`}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`重置智能体密钥？`}
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
    <div className="lu:space-y-1">
      <p className="lu:text-muted-foreground lu:text-xs">{label}</p>
      <div className="lu:border-border lu:bg-muted lu:flex lu:items-center lu:gap-2 lu:rounded-md lu:border lu:px-3 lu:py-2">
        <code className="lu:text-foreground lu:min-w-0 lu:flex-1 lu:font-mono lu:text-sm lu:break-all">
          {value}
        </code>
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
      <DialogContent closeLabel={t`关闭`} className="lu:max-w-lg lu:space-y-4">
        <DialogTitle>{t`智能体凭证`}</DialogTitle>
        <DialogDescription>{t`平台用智能体密钥签名发给你的服务的每个请求，你的服务用它确认请求来自平台。`}</DialogDescription>
        <p className="lu:bg-warning/15 lu:text-warning-strong lu:flex lu:gap-2 lu:rounded-md lu:px-3 lu:py-2 lu:text-sm">
          <TriangleAlert aria-hidden="true" className="lu:mt-0.5 lu:size-4 lu:shrink-0" />
          {t`密钥只显示这一次，请立即复制并妥善保存。遗失后只能重置。`}
        </p>
        <CopyRow label={t`智能体 ID`} value={agentKey} />
        <CopyRow label={t`智能体密钥`} value={agentSecret ?? ''} />
        <div className="lu:flex lu:justify-end">
          <Button onClick={onClose}>{t`我已保存`}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
