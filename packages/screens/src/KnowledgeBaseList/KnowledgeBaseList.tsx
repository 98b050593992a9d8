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
    <Card asChild padding="lg" className={cn('lu:flex lu:flex-col lu:shadow-sm', className)}>
      <li data-slot="knowledge-base-card">
        <div className="lu:flex lu:items-start lu:gap-3">
          <span className="lu:bg-primary-soft lu:text-primary lu:flex lu:size-10 lu:shrink-0 lu:items-center lu:justify-center lu:rounded-lg">
            <BookOpen aria-hidden="true" className="lu:size-5" />
          </span>
          <div className="lu:min-w-0 lu:flex-1">
            <h2 className="lu:text-foreground lu:truncate lu:font-medium">
              <Link href={href} className="lu:hover:text-primary">
                {base.name}
              </Link>
            </h2>
            <p className="lu:text-muted-foreground lu:mt-1 lu:line-clamp-2 lu:text-sm">
              {base.description || t`暂无描述`}
            </p>
          </div>
        </div>
        <p className="lu:text-muted-foreground lu:mt-4 lu:flex lu:flex-wrap lu:gap-x-3 lu:gap-y-1 lu:text-xs lu:tabular-nums">
          <span className="lu:inline-flex lu:items-center lu:gap-1">
            <FileText aria-hidden="true" className="lu:size-3.5" />
            {t`${plural(documents, { other: '# 个文档' })}`}
          </span>
          <span>{formatBytes(base.bytes, i18n.locale)}</span>
          {base.questionCount > 0 ? (
            <span
              className={cn(
                'lu:inline-flex lu:items-center lu:gap-1',
                base.questionsPassed < base.questionCount && 'lu:text-warning-strong',
              )}
            >
              <ListChecks aria-hidden="true" className="lu:size-3.5" />
              {t`测试问题 ${base.questionsPassed}/${base.questionCount} 通过`}
            </span>
          ) : null}
          <span>{t`创建于 ${created}`}</span>
        </p>
        <div className="lu:border-border lu:mt-4 lu:flex lu:flex-wrap lu:items-center lu:gap-1 lu:border-t lu:pt-3">
          <Button asChild variant="outline" size="sm">
            <Link href={uploadHref}>
              <FilePlus2 aria-hidden="true" />
              {t`上传文档`}
            </Link>
          </Button>
          <span className="lu:flex-1" />
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t`编辑“${base.name}”`}>
            <Pencil aria-hidden="true" />
            <span className="lu:hidden lu:sm:inline">{t`编辑`}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="lu:text-danger lu:hover:text-danger"
            onClick={onDelete}
            aria-label={t`删除“${base.name}”`}
          >
            <Trash2 aria-hidden="true" />
            <span className="lu:hidden lu:sm:inline">{t`删除`}</span>
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
  if (!bases) return <Spinner className="lu:w-full lu:py-12" label={t`正在加载知识库`} />;
  if (bases.length === 0)
    return (
      <EmptyState
        className="lu:py-16"
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
      className={cn(
        'lu:grid lu:grid-cols-1 lu:gap-4 lu:md:grid-cols-2 lu:xl:grid-cols-3',
        className,
      )}
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
