/** Shows an agent's id and its new secret once, with copy buttons; the secret never comes back. */
import { Button, Dialog, DialogContent, DialogDescription, DialogTitle, toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { Copy, TriangleAlert } from 'lucide-react';

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

export function SecretDialog({
  agentKey,
  agentSecret,
  onClose,
}: {
  agentKey: string;
  agentSecret: string | null;
  onClose: () => void;
}) {
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
