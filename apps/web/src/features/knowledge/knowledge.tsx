/** What the knowledge screens share: their queries, the words for states and reasons, sizes. */
import {
  AUTH_MESSAGES,
  KNOWLEDGE_EXTENSIONS,
  KNOWLEDGE_NAME_REQUIRED,
  KNOWLEDGE_PASSAGE_NOT_FOUND,
  KNOWLEDGE_QUERY_REQUIRED,
  KNOWLEDGE_QUESTION_NOT_FOUND,
  KNOWLEDGE_QUESTION_PASSAGES,
  KNOWLEDGE_QUESTIONS_FULL,
  KNOWLEDGE_QUOTA_EXCEEDED,
  KNOWLEDGE_UPLOAD,
  type KnowledgeBase,
  type KnowledgeIngestStage,
  type KnowledgePlan,
} from '@legion/api';
import { UsageMeter } from '@legion/screens';
import { Button, ErrorState, formatBytes, Link, Spinner, StatusPage } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
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

/** a message to put inside a sentence: without its own full stop */
export const sentence = (message: string) => message.replace(/[。.！!]+$/u, '');

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
      case KNOWLEDGE_QUESTION_PASSAGES:
        return t`请选择 1–5 个这个问题应该找到的文本段`;
      case KNOWLEDGE_QUESTIONS_FULL:
        return t`一个知识库最多保存 100 个测试问题，删除不再需要的问题后再保存`;
      case KNOWLEDGE_QUESTION_NOT_FOUND:
        return t`这个测试问题已被删除`;
      case KNOWLEDGE_PASSAGE_NOT_FOUND:
        return t`这个文本段已不在知识库中，请重新检索后再保存`;
      case AUTH_MESSAGES.serverError:
        return t`服务器出错了，请稍后再试`;
      default:
        return field(message);
    }
  };
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
  if (bases.isPending) return <Spinner area="page" label={t`正在加载知识库`} />;
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
            <Link href="/pricing" className="lu:text-primary lu:font-medium lu:hover:underline">
              {t`升级套餐获得更多空间`}
            </Link>
          </>
        ) : null
      }
    />
  );
}
