/**
 * A person's knowledge bases as a grid of cards: each with its name (a link to its
 * documents), description, document count, size and creation date, an upload link and its
 * edit and delete buttons. While loading, after a failure and when there are none, the grid's
 * place says so.
 */
import type { KnowledgeBase } from '@legion/api';
import {
  Button,
  Card,
  cn,
  dateTimeFormat,
  EmptyState,
  ErrorState,
  formatBytes,
  Link,
  Spinner,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  BookOpen,
  FilePlus2,
  FileText,
  Library,
  ListChecks,
  Pencil,
  Plus,
  Trash2,
} from 'lucide-react';

export type KnowledgeBaseCardProps = {
  base: KnowledgeBase;
  /** where the name goes: the base's documents */
  href: string;
  /** where the upload button goes */
  uploadHref: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
};

/** One knowledge base as a card, in a list (it renders an `li`). */
export function KnowledgeBaseCard({
  base,
  href,
  uploadHref,
  onEdit,
  onDelete,
  className,
}: KnowledgeBaseCardProps) {
  const { t, i18n } = useLingui();
  const created = dateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(
    new Date(base.createdAt),
  );
  const documents = base.documentCount;
  return (
    <Card asChild padding="lg" className={cn('flex flex-col shadow-sm', className)}>
      <li data-slot="knowledge-base-card">
        <div className="flex items-start gap-3">
          <span className="bg-primary-soft text-primary flex size-10 shrink-0 items-center justify-center rounded-lg">
            <BookOpen aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 className="text-foreground truncate font-medium">
              <Link href={href} className="hover:text-primary">
                {base.name}
              </Link>
            </h2>
            <p className="text-muted-foreground mt-1 line-clamp-2 text-sm">
              {base.description || t`暂无描述`}
            </p>
          </div>
        </div>
        <p className="text-muted-foreground mt-4 flex flex-wrap gap-x-3 gap-y-1 text-xs tabular-nums">
          <span className="inline-flex items-center gap-1">
            <FileText aria-hidden="true" className="size-3.5" />
            {t`${plural(documents, { other: '# 个文档' })}`}
          </span>
          <span>{formatBytes(base.bytes, i18n.locale)}</span>
          {base.questionCount > 0 ? (
            <span
              className={cn(
                'inline-flex items-center gap-1',
                base.questionsPassed < base.questionCount && 'text-warning-strong',
              )}
            >
              <ListChecks aria-hidden="true" className="size-3.5" />
              {t`测试问题 ${base.questionsPassed}/${base.questionCount} 通过`}
            </span>
          ) : null}
          <span>{t`创建于 ${created}`}</span>
        </p>
        <div className="border-border mt-4 flex flex-wrap items-center gap-1 border-t pt-3">
          <Button asChild variant="outline" size="sm">
            <Link href={uploadHref}>
              <FilePlus2 aria-hidden="true" />
              {t`上传文档`}
            </Link>
          </Button>
          <span className="flex-1" />
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t`编辑“${base.name}”`}>
            <Pencil aria-hidden="true" />
            <span className="hidden sm:inline">{t`编辑`}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:text-danger"
            onClick={onDelete}
            aria-label={t`删除“${base.name}”`}
          >
            <Trash2 aria-hidden="true" />
            <span className="hidden sm:inline">{t`删除`}</span>
          </Button>
        </div>
      </li>
    </Card>
  );
}

export type KnowledgeBaseListProps = {
  /** the bases; undefined while they load */
  bases?: ReadonlyArray<KnowledgeBase>;
  /** they failed to load: the message and a retry instead of the grid */
  error?: boolean;
  onReload?: () => void;
  /** where a base's name goes (its documents) */
  documentsHref: (base: KnowledgeBase) => string;
  uploadHref: (base: KnowledgeBase) => string;
  onEdit: (base: KnowledgeBase) => void;
  onDelete: (base: KnowledgeBase) => void;
  /** makes the first base: the empty list's button */
  onCreate: () => void;
  className?: string;
};

export function KnowledgeBaseList({
  bases,
  error = false,
  onReload,
  documentsHref,
  uploadHref,
  onEdit,
  onDelete,
  onCreate,
  className,
}: KnowledgeBaseListProps) {
  const { t } = useLingui();
  if (error) return <ErrorState message={t`知识库加载失败`} onRetry={onReload} />;
  if (!bases) return <Spinner className="w-full py-12" label={t`正在加载知识库`} />;
  if (bases.length === 0)
    return (
      <EmptyState
        className="py-16"
        icon={<Library aria-hidden="true" />}
        title={t`还没有知识库`}
        description={t`新建一个知识库，上传 PDF、Word、Excel、网页或文本文件，就能检索其中的内容。`}
        action={
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            {t`新建知识库`}
          </Button>
        }
      />
    );
  return (
    <ul
      data-slot="knowledge-base-list"
      className={cn('grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3', className)}
    >
      {bases.map((base) => (
        <KnowledgeBaseCard
          key={base.id}
          base={base}
          href={documentsHref(base)}
          uploadHref={uploadHref(base)}
          onEdit={() => onEdit(base)}
          onDelete={() => onDelete(base)}
        />
      ))}
    </ul>
  );
}
