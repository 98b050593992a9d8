import type { KnowledgeDocument, KnowledgeFailureReason, KnowledgeIngestStage } from '@legion/api';
import { Badge, cn, formatBytes, numberFormat } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX, LoaderCircle, PauseCircle } from 'lucide-react';

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
      empty: t`文件里没有可以读取的文字，请上传含文字的版本。`,
      'no-text-layer': t`没有文字层：这个文件是文字的图片（扫描件或照片），里面没有可以检索的文字。请先做文字识别（OCR，例如 Adobe Acrobat 的“识别文本”或 ocrmypdf），再上传生成的 PDF；或者上传扫描前的原始文档。`,
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

/** a waiting document's place in the queue and how long until it is processed, in words */
export function useQueueText() {
  const { t } = useLingui();
  return (document: Pick<KnowledgeDocument, 'queue'>): string | null => {
    if (!document.queue) return null;
    const { position, seconds } = document.queue;
    const wait =
      seconds < 60
        ? plural(seconds, { other: '约 # 秒' })
        : plural(Math.ceil(seconds / 60), { other: '约 # 分钟' });
    return t`排在第 ${position} 位，预计${wait}后处理完`;
  };
}

/**
 * why an ingested document's text is far less than its size suggests, in words (decision 0093);
 * null when it is not
 */
export function useLowTextText() {
  const { t, i18n } = useLingui();
  return (document: Pick<KnowledgeDocument, 'lowText' | 'characters' | 'bytes'>): string | null => {
    const low = document.lowText;
    if (!low) return null;
    if (low.imagePages > 0) {
      const { imagePages, pages } = low;
      return t`${pages} 页中有 ${imagePages} 页是图片，没有文字层，这些页里的文字检索不到。`;
    }
    if (document.characters === 0) return t`没有提取到文字：文件里可能只有图片或空白页。`;
    const characters = numberFormat(i18n.locale).format(document.characters);
    const size = formatBytes(document.bytes, i18n.locale);
    return t`文件有 ${size}，却只提取到 ${characters} 个字符：内容可能主要是图片，图片里的文字检索不到。`;
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
        className={cn(document.status === 'processing' && 'lu:motion-safe:animate-spin')}
      />
      {label}
    </Badge>
  );
}
