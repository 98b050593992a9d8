/**
 * A knowledge base's saved test questions (decision 0092): the pass rate, when they last ran
 * and what change that followed, and each question with its state: found at which place,
 * missed, or a regression (found at the run before, missed now), the passage it should find
 * and, when the first hit changed since the run before, the new one. Regressions and misses
 * come first. While the base changes they wait to run again, and say so.
 */
import {
  KNOWLEDGE_QUESTION_LIMITS,
  type KnowledgeCheckCause,
  type KnowledgePassage,
  type KnowledgeQuestion,
  type KnowledgeQuestions,
  questionOutcome,
} from '@legion/api';
import {
  Badge,
  Button,
  Card,
  cn,
  dateTimeFormat,
  EmptyState,
  ErrorState,
  numberFormat,
  ProgressBar,
  Skeleton,
  SkeletonGroup,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ListChecks, LoaderCircle, RotateCcw, Search, Trash2 } from 'lucide-react';

export type KnowledgeTestQuestionsProps = {
  /** the questions; undefined while they load */
  questions?: KnowledgeQuestions;
  /** they failed to load */
  loadError?: boolean;
  onReload?: () => void;
  /** runs every question again now */
  onCheck: () => void;
  /** a run asked for here is on its way */
  checkPending?: boolean;
  onDelete: (question: KnowledgeQuestion) => void;
  /** the question being deleted */
  deletingId?: string | null;
  /** puts the question in the retrieval test, to see its hits */
  onSearch?: (question: KnowledgeQuestion) => void;
  /** opens a passage's document at it (decision 0094) */
  onOpenPassage?: (passage: KnowledgePassage) => void;
  className?: string;
};

type Outcome = ReturnType<typeof questionOutcome>;
/** regressions first, then misses, then the ones that pass; newest first within each */
const order = (outcome: Outcome) => (outcome.regression ? 0 : outcome.passed ? 2 : 1);

export function KnowledgeTestQuestions({
  questions,
  loadError = false,
  onReload,
  onCheck,
  checkPending = false,
  onDelete,
  deletingId = null,
  onSearch,
  onOpenPassage,
  className,
}: KnowledgeTestQuestionsProps) {
  const { t, i18n } = useLingui();
  const causes: Record<KnowledgeCheckCause, string> = {
    saved: t`保存了问题`,
    upload: t`上传了文档`,
    delete: t`删除了文档`,
    enable: t`启用了文档`,
    disable: t`禁用了文档`,
    dictionary: t`修改了词典`,
    reindex: t`重建了索引`,
    manual: t`手动运行`,
  };
  const when = (iso: string) =>
    dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const heading = (
    <h2 className="lu:text-foreground lu:flex lu:items-center lu:gap-2 lu:font-medium">
      <ListChecks aria-hidden="true" className="lu:text-primary lu:size-4" />
      {t`测试问题`}
    </h2>
  );
  if (loadError) {
    return (
      <Card className={cn('lu:space-y-3', className)}>
        {heading}
        <ErrorState message={t`测试问题加载失败`} onRetry={onReload} />
      </Card>
    );
  }
  if (!questions) {
    return (
      <Card className={cn('lu:space-y-3', className)}>
        {heading}
        <SkeletonGroup label={t`正在加载测试问题`} className="lu:space-y-3">
          <Skeleton className="lu:block lu:h-5 lu:w-48" />
          <Skeleton className="lu:block lu:h-16 lu:w-full" />
          <Skeleton className="lu:block lu:h-16 lu:w-full" />
        </SkeletonGroup>
      </Card>
    );
  }
  const list = questions.questions
    .map((question) => ({ question, outcome: questionOutcome(question) }))
    .sort((a, b) => order(a.outcome) - order(b.outcome));
  const total = list.length;
  const passed = list.filter((item) => item.outcome.passed).length;
  const regressions = list.filter((item) => item.outcome.regression).length;
  const share = numberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    total === 0 ? 0 : passed / total,
  );
  const limit = KNOWLEDGE_QUESTION_LIMITS.rank;
  return (
    <Card
      asChild
      className={cn('lu:space-y-4', className)}
      data-slot="knowledge-test-questions"
      aria-busy={questions.checking || checkPending}
    >
      <section aria-label={t`测试问题`}>
        <div className="lu:flex lu:flex-wrap lu:items-start lu:justify-between lu:gap-3">
          <div className="lu:min-w-0 lu:space-y-1">
            {heading}
            {total > 0 ? (
              <p className="lu:text-muted-foreground lu:text-xs">
                {t`每个问题的文本段出现在前 ${limit} 个结果中即为通过。上传、删除、启用或禁用文档、修改词典后，它们会自动重新运行。`}
              </p>
            ) : null}
          </div>
          {total > 0 ? (
            <Button
              variant="outline"
              size="sm"
              onClick={onCheck}
              disabled={checkPending || questions.checking}
            >
              <RotateCcw aria-hidden="true" />
              {checkPending ? t`运行中…` : t`全部重新运行`}
            </Button>
          ) : null}
        </div>
        {total === 0 ? (
          <EmptyState
            titleAs="p"
            icon={<ListChecks aria-hidden="true" />}
            title={t`还没有测试问题`}
            description={t`在上方检索一个真实的问题，选中它应该找到的文本段，保存为测试问题。之后知识库每次变化，它们都会自动重新运行，哪个问题找不到了一眼可见。`}
          />
        ) : (
          <>
            <div className="lu:space-y-2">
              <p className="lu:flex lu:flex-wrap lu:items-baseline lu:gap-x-3 lu:gap-y-1 lu:text-sm">
                <span className="lu:text-foreground lu:font-medium lu:tabular-nums">
                  {t`通过 ${passed}/${total}（${share}）`}
                </span>
                {regressions > 0 ? (
                  <Badge tone="danger">
                    {plural(regressions, { other: '# 个问题不再找到它的文本段' })}
                  </Badge>
                ) : null}
              </p>
              <ProgressBar
                label={t`测试问题通过率`}
                value={(passed / total) * 100}
                tone={passed === total ? 'success' : 'warning'}
              />
              <p
                className="lu:text-muted-foreground lu:flex lu:items-center lu:gap-1.5 lu:text-xs"
                role="status"
              >
                {questions.checking ? (
                  <>
                    <LoaderCircle
                      aria-hidden="true"
                      className="lu:size-3.5 lu:motion-safe:animate-spin"
                    />
                    {t`知识库有变化，文档处理完后会自动重新运行…`}
                  </>
                ) : questions.checkedAt && questions.cause ? (
                  t`上次全部运行：${when(questions.checkedAt)}，因为${causes[questions.cause]}`
                ) : (
                  t`保存后各自运行过一次；知识库变化后会全部重新运行。`
                )}
              </p>
            </div>
            <ol className="lu:divide-border lu:border-border lu:divide-y lu:border-t">
              {list.map(({ question, outcome }) => (
                <QuestionRow
                  key={question.id}
                  question={question}
                  outcome={outcome}
                  onDelete={onDelete}
                  deleting={deletingId === question.id}
                  onSearch={onSearch}
                  onOpenPassage={onOpenPassage}
                />
              ))}
            </ol>
          </>
        )}
      </section>
    </Card>
  );
}

function QuestionRow({
  question,
  outcome,
  onDelete,
  deleting,
  onSearch,
  onOpenPassage,
}: {
  question: KnowledgeQuestion;
  outcome: Outcome;
  onDelete: (question: KnowledgeQuestion) => void;
  deleting: boolean;
  onSearch?: (question: KnowledgeQuestion) => void;
  onOpenPassage?: (passage: KnowledgePassage) => void;
}) {
  const { t } = useLingui();
  const { last, previous } = question;
  const rank = last?.rank ?? 0;
  const before = previous?.rank ?? 0;
  const status =
    last === null
      ? { label: t`尚未运行`, tone: 'neutral' as const }
      : outcome.regression
        ? { label: t`回归`, tone: 'danger' as const }
        : outcome.passed
          ? { label: t`通过 · 第 ${rank} 位`, tone: 'success' as const }
          : { label: t`未找到`, tone: 'warning' as const };
  const text = question.question;
  return (
    <li className="lu:space-y-2 lu:py-3" aria-label={question.question}>
      <div className="lu:flex lu:items-start lu:gap-2">
        <Badge tone={status.tone} className="lu:mt-0.5 lu:shrink-0">
          {status.label}
        </Badge>
        <p className="lu:text-foreground lu:min-w-0 lu:flex-1 lu:text-sm lu:font-medium lu:break-words">
          {question.question}
        </p>
        <div className="lu:-my-1 lu:flex lu:shrink-0 lu:items-center">
          {onSearch ? (
            <Button
              variant="ghost"
              size="icon-sm"
              onClick={() => onSearch(question)}
              aria-label={t`检索“${text}”`}
            >
              <Search aria-hidden="true" />
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="icon-sm"
            className="lu:text-danger lu:hover:text-danger"
            onClick={() => onDelete(question)}
            disabled={deleting}
            aria-label={t`删除测试问题“${text}”`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {outcome.regression ? (
        <p className="lu:text-danger lu:text-xs">
          {t`上次运行时它的文本段排在第 ${before} 位，现在前 5 个结果里没有它。`}
        </p>
      ) : null}
      <PassageLine label={t`应找到`} passage={question.expected} onOpen={onOpenPassage} />
      {outcome.newTop && last?.top ? (
        <PassageLine label={t`新的首位结果`} passage={[last.top]} emphasis onOpen={onOpenPassage} />
      ) : null}
    </li>
  );
}

/** "应找到：产品介绍.pdf 第 2 段 — 支持 PDF、DOCX…" for each passage */
function PassageLine({
  label,
  passage,
  emphasis = false,
  onOpen,
}: {
  label: string;
  passage: readonly KnowledgePassage[];
  emphasis?: boolean;
  /** opens the passage's document at it; a deleted document's cannot be opened */
  onOpen?: ((passage: KnowledgePassage) => void) | undefined;
}) {
  const { t } = useLingui();
  return (
    <div className="lu:text-xs">
      <p
        className={cn('lu:font-medium', emphasis ? 'lu:text-primary' : 'lu:text-muted-foreground')}
      >
        {label}
      </p>
      <ul className="lu:mt-1 lu:space-y-1">
        {passage.map((item) => {
          const number = item.chunkIndex + 1;
          const name = item.documentName;
          return (
            <li
              key={`${item.documentId}-${item.chunkIndex}`}
              className="lu:bg-muted/60 lu:rounded-md lu:px-2 lu:py-1.5"
            >
              {onOpen && name !== null ? (
                <button
                  type="button"
                  onClick={() => onOpen(item)}
                  className="lu:text-foreground lu:hover:text-primary lu:focus-visible:outline-ring lu:cursor-pointer lu:rounded-sm lu:text-left lu:font-medium lu:break-all lu:underline-offset-2 lu:hover:underline lu:focus-visible:outline-2"
                >
                  {name}
                  <span className="lu:sr-only">{t`（在原文中查看第 ${number} 段）`}</span>
                </button>
              ) : (
                <span className="lu:text-foreground lu:font-medium lu:break-all">
                  {name ?? t`（文档已删除）`}
                </span>
              )}{' '}
              <span className="lu:text-muted-foreground lu:tabular-nums">{t`第 ${number} 段`}</span>
              <span className="lu:text-muted-foreground lu:mt-0.5 lu:line-clamp-2 lu:whitespace-pre-line">
                {item.text}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
