import type { KnowledgeDocument, KnowledgeFailureReason, KnowledgeIngestStage } from '@legion/api';
import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX, LoaderCircle, PauseCircle } from 'lucide-react';
import { Badge } from '../Badge/Badge.tsx';
import { cn } from '../lib/cn.ts';

/** the step of ingest a processing document is at, in words */
export function useIngestStageText() {
  const { t } = useLingui();
  return (stage: KnowledgeIngestStage | null) =>
    ({
      queued: t`排队等待处理`,
      parsing: t`正在解析文本`,
      chunking: t`正在切分段落`,
      indexing: t`正在建立索引`,
    })[stage ?? 'queued'];
}

/** why a document failed, in the reader's language, with what to do about it */
export function useFailureReasonText() {
  const { t } = useLingui();
  return (document: Pick<KnowledgeDocument, 'failureReason' | 'failure'>) => {
    const reasons: Record<KnowledgeFailureReason, string> = {
      empty: t`文件里没有可以读取的文字（可能是空文件或扫描图片），请上传含文字的版本。`,
      encrypted: t`文件设置了密码保护，请去掉密码后重新上传。`,
      corrupt: t`文件已损坏或格式与扩展名不符，请用原程序重新导出后上传。`,
      unsupported: t`暂不支持这种文件格式，请转换为支持的格式后上传。`,
      'too-large': t`文件解析后的内容过大，请拆分成几个较小的文件上传。`,
      interrupted: t`处理被服务重启中断，请重试。`,
      internal: t`处理时出现意外错误，请重试。`,
    };
    return document.failureReason ? reasons[document.failureReason] : (document.failure ?? '');
  };
}

const TONE = {
  available: 'success',
  disabled: 'neutral',
  processing: 'primary',
  failed: 'danger',
} as const;

export type KnowledgeDocumentStatusProps = {
  document: Pick<KnowledgeDocument, 'status' | 'stage'>;
  className?: string;
};

/** A knowledge document's state as a word and an icon; a processing one names its step. */
export function KnowledgeDocumentStatus({ document, className }: KnowledgeDocumentStatusProps) {
  const { t } = useLingui();
  const stageText = useIngestStageText();
  const label = {
    available: t`可用`,
    disabled: t`已禁用`,
    processing: stageText(document.stage),
    failed: t`处理失败`,
  }[document.status];
  const Icon = {
    available: CircleCheck,
    disabled: PauseCircle,
    processing: LoaderCircle,
    failed: CircleX,
  }[document.status];
  return (
    <Badge
      data-slot="knowledge-document-status"
      data-status={document.status}
      tone={TONE[document.status]}
      className={className}
    >
      <Icon
        aria-hidden="true"
        className={cn(document.status === 'processing' && 'motion-safe:animate-spin')}
      />
      {label}
    </Badge>
  );
}
