/** What the knowledge screens share: their queries, the words for states and reasons, sizes. */
import {
  KNOWLEDGE_EXTENSIONS,
  KNOWLEDGE_NAME_REQUIRED,
  KNOWLEDGE_QUERY_REQUIRED,
  KNOWLEDGE_QUOTA_EXCEEDED,
  KNOWLEDGE_UPLOAD,
  type KnowledgeBase,
  type KnowledgeDocument,
  type KnowledgeFailureReason,
  type KnowledgeIngestStage,
  type KnowledgePlan,
} from '@legion/api';
import {
  Button,
  cn,
  ErrorState,
  formatBytes,
  Link,
  Spinner,
  StatusPage,
  UsageMeter,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, LoaderCircle, PauseCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { api } from '../../api.ts';
import { useFieldMessage } from '../console.tsx';

import { BASES_KEY, USAGE_KEY } from './keys.ts';

export { BASES_KEY, documentsKey, KNOWLEDGE_KEY, USAGE_KEY } from './keys.ts';

export function useBases() {
  return useQuery({ queryKey: BASES_KEY, queryFn: () => api.call('knowledgeBases') });
}

/** one of the caller's bases, from their list (a user keeps a handful) */
export function useBase(id: string) {
  const bases = useBases();
  const base = bases.data?.find((entry) => entry.id === id);
  return { ...bases, base, missing: bases.isSuccess && !base };
}

export function useUsage() {
  return useQuery({ queryKey: USAGE_KEY, queryFn: () => api.call('knowledgeUsage') });
}

export function usePlanName() {
  const { t } = useLingui();
  return (plan: KnowledgePlan) =>
    ({ free: t`免费版`, premium: t`高级版`, enterprise: t`企业版` })[plan];
}

export function useFormatBytes() {
  const { i18n } = useLingui();
  return (bytes: number) => formatBytes(bytes, i18n.locale);
}

/** ".txt,.md,…" for the file picker */
export const ACCEPT = KNOWLEDGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
/** "TXT、MARKDOWN、…" in Chinese, "TXT, MARKDOWN, …" in English */
export function useFormatsText() {
  const { i18n } = useLingui();
  const separator = i18n.locale.startsWith('zh') ? '、' : ', ';
  return KNOWLEDGE_EXTENSIONS.map((extension) => extension.toUpperCase()).join(separator);
}
export const MAX_FILE_BYTES = KNOWLEDGE_UPLOAD.maxBytes;

/** the extension of a file name in lower case, or '' */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isAcceptedName(name: string): boolean {
  return (KNOWLEDGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

/** how far along each step of ingest is, for the processing bar */
export const STAGE_PROGRESS: Record<KnowledgeIngestStage, number> = {
  queued: 10,
  parsing: 35,
  chunking: 65,
  indexing: 90,
};

export function useStageText() {
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
export function useFailureText() {
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

/** the knowledge contract's messages in the interface language (others as the console's) */
export function useKnowledgeMessage() {
  const { t } = useLingui();
  const field = useFieldMessage();
  return (message: string | undefined) => {
    switch (message) {
      case KNOWLEDGE_NAME_REQUIRED:
        return t`请输入名称`;
      case KNOWLEDGE_QUERY_REQUIRED:
        return t`请输入检索内容`;
      case KNOWLEDGE_QUOTA_EXCEEDED:
        return t`知识库空间已满，这个文件放不下了。删除不用的文档或升级套餐后再上传。`;
      default:
        return field(message);
    }
  };
}

const STATUS_LOOK = {
  available: 'bg-success/15 text-success-strong',
  disabled: 'bg-muted text-muted-foreground',
  processing: 'bg-primary-soft text-primary',
  failed: 'bg-danger/10 text-danger',
} as const;

/** a document's state as a word and an icon */
export function DocumentStatus({
  document,
  className,
}: {
  document: Pick<KnowledgeDocument, 'status' | 'stage'>;
  className?: string;
}) {
  const { t } = useLingui();
  const stageText = useStageText();
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
    <span
      data-status={document.status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        STATUS_LOOK[document.status],
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-3.5', document.status === 'processing' && 'motion-safe:animate-spin')}
      />
      {label}
    </span>
  );
}

/** the page a missing (or someone else's) base shows, and the frame while the base loads */
export function BaseGate({
  id,
  children,
}: {
  id: string;
  children: (base: KnowledgeBase) => ReactNode;
}) {
  const { t } = useLingui();
  const bases = useBase(id);
  if (bases.isPending) return <Spinner className="w-full py-24" label={t`正在加载知识库`} />;
  if (bases.isError)
    return <ErrorState message={t`知识库加载失败`} onRetry={() => void bases.refetch()} />;
  if (!bases.base) {
    return (
      <StatusPage
        code="404"
        title={t`知识库不存在`}
        description={t`它可能已被删除，或者不属于当前账号。`}
        actions={
          <Button asChild variant="outline">
            <Link href="/knowledge">{t`返回知识库列表`}</Link>
          </Button>
        }
      />
    );
  }
  return children(bases.base);
}

/** the knowledge space against the plan's quota, with a way to more when it runs short */
export function KnowledgeUsage({ className }: { className?: string }) {
  const { t } = useLingui();
  const usage = useUsage();
  const planName = usePlanName();
  if (usage.isPending) return <Spinner className={className} label={t`正在加载空间用量`} />;
  if (usage.isError) return null;
  const { usedBytes, quotaBytes, plan } = usage.data;
  const tight = usedBytes / quotaBytes >= 0.8;
  return (
    <UsageMeter
      className={className}
      label={t`知识库空间`}
      plan={planName(plan)}
      used={usedBytes}
      quota={quotaBytes}
      action={
        tight && plan !== 'enterprise' ? (
          <>
            {usedBytes >= quotaBytes ? t`空间已满，新文件无法上传。` : t`空间即将用完。`}{' '}
            <Link href="/pricing" className="text-primary font-medium hover:underline">
              {t`升级套餐获得更多空间`}
            </Link>
          </>
        ) : null
      }
    />
  );
}
