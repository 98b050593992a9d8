/**
 * The retrieval test ("hit testing") of a knowledge base: a question or keywords in, the
 * best matching text chunks out, each with its rank, document and chunk number, the words it
 * matched highlighted, and a relevance band whose reason (which words matched, how much of the
 * question they cover) shows on hover, focus or tap; the raw score only under "details".
 */
import {
  KNOWLEDGE_BAND_COVERAGE,
  KNOWLEDGE_QUESTION_LIMITS,
  type KnowledgeHit,
  type KnowledgeRelevanceBand,
} from '@legion/api';
import { Badge, Button, Card, cn, EmptyState, Input, numberFormat, Tooltip } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BookOpenText, Check, ListPlus, Search, SearchX, Target } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useLocationText } from '../KnowledgePassageViewer/location.ts';

export type KnowledgeRetrievalPanelProps = {
  /** asks for the chunks that best match the query (trimmed, checked for length) */
  onSearch: (query: string) => void;
  /** the hits of the last search; undefined before the first */
  hits?: ReadonlyArray<KnowledgeHit>;
  /** a search is on its way */
  pending?: boolean;
  /** why the last search failed, in words */
  error?: string | null;
  /** the longest query accepted; 200 by default */
  maxLength?: number;
  /** how many chunks a search returns, for the hint under the field */
  limit?: number;
  /** the text in the field, when the page sets it (e.g. a saved question to try again) */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** the query `hits` answer, when the page searched without this form (the last one sent here otherwise) */
  hitsQuery?: string;
  /**
   * saves the last search as a test question with the hits chosen as what it should find; the
   * choice is cleared once the returned promise resolves (it stays when it fails)
   */
  onSaveQuestion?: (question: string, hits: KnowledgeHit[]) => Promise<unknown>;
  /** a save is on its way */
  savingQuestion?: boolean;
  /** opens the hit's document at the passage (decision 0094) */
  onOpenHit?: (hit: KnowledgeHit) => void;
  /** why the last save failed, in words */
  saveQuestionError?: string | null;
  className?: string;
};

export function KnowledgeRetrievalPanel({
  onSearch,
  hits,
  pending = false,
  error = null,
  maxLength = 200,
  limit = 10,
  query: shownQuery,
  onQueryChange,
  hitsQuery,
  onSaveQuestion,
  savingQuestion = false,
  saveQuestionError = null,
  onOpenHit,
  className,
}: KnowledgeRetrievalPanelProps) {
  const { t, i18n } = useLingui();
  const locationText = useLocationText();
  const inputId = useId();
  const [ownQuery, setOwnQuery] = useState('');
  const query = shownQuery ?? ownQuery;
  const setQuery = onQueryChange ?? setOwnQuery;
  const [invalid, setInvalid] = useState<string | null>(null);
  /** the query the hits answer, and the hits chosen as what it should find */
  const [sentHere, setSentHere] = useState('');
  const searched = hitsQuery ?? sentHere;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [chosenFor, setChosenFor] = useState(hits);
  if (chosenFor !== hits) {
    // new hits: the choice was of the old ones
    setChosenFor(hits);
    setChosen(new Set());
  }
  const problem = invalid ?? error;
  function submit(event: FormEvent) {
    event.preventDefault();
    const text = query.trim();
    if (!text) return setInvalid(t`请输入检索内容`);
    if (text.length > maxLength) return setInvalid(t`最多 ${maxLength} 个字符`);
    setInvalid(null);
    setSentHere(text);
    onSearch(text);
  }
  const keyOf = (hit: KnowledgeHit) => `${hit.documentId}-${hit.chunkIndex}`;
  const most = KNOWLEDGE_QUESTION_LIMITS.passages;
  function choose(hit: KnowledgeHit) {
    const next = new Set(chosen);
    if (!next.delete(keyOf(hit))) next.add(keyOf(hit));
    setChosen(next);
  }
  function saveQuestion() {
    const picked = (hits ?? []).filter((hit) => chosen.has(keyOf(hit)));
    if (!onSaveQuestion || picked.length === 0 || !searched) return;
    onSaveQuestion(searched, picked).then(
      () => setChosen(new Set()),
      () => {},
    );
  }
  const count = chosen.size;
  const score = (value: number) =>
    numberFormat(i18n.locale, {
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    }).format(value);
  const percent = (value: number) =>
    numberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);
  const bands: Record<
    KnowledgeRelevanceBand,
    { label: string; tone: 'success' | 'warning' | 'neutral' }
  > = {
    high: { label: t`高相关`, tone: 'success' },
    medium: { label: t`中相关`, tone: 'warning' },
    low: { label: t`低相关`, tone: 'neutral' },
  };
  const highShare = percent(KNOWLEDGE_BAND_COVERAGE.high);
  const words = (list: readonly string[]) => list.join(t`、`);
  const reason = (hit: KnowledgeHit) => {
    const total = hit.matchedWords.length + hit.missingWords.length;
    const matched = hit.matchedWords.length;
    const covered = percent(hit.coverage);
    const held =
      matched === 0
        ? t`没有完整命中问题中的词，只命中了部分字词。`
        : t`命中 ${total} 个词中的 ${matched} 个：${words(hit.matchedWords)}。`;
    const missing = hit.missingWords.length > 0 ? t`未命中：${words(hit.missingWords)}。` : '';
    // what lifts a passage in the order beyond its score
    const emphasised =
      hit.emphasisedWords.length > 0 ? t`出现在标题或定义中：${words(hit.emphasisedWords)}。` : '';
    const phrases =
      hit.phrases.length > 0
        ? t`相邻出现：${words(hit.phrases.map((phrase) => t`“${phrase}”`))}。`
        : '';
    return `${held}${missing}${emphasised}${phrases}${t`覆盖问题的 ${covered}。`}`;
  };
  return (
    <div data-slot="knowledge-retrieval-panel" className={cn('lu:space-y-4', className)}>
      <Card asChild className="lu:space-y-2">
        <form noValidate onSubmit={submit} aria-label={t`命中测试`}>
          <label htmlFor={inputId} className="lu:text-foreground lu:text-sm lu:font-medium">
            {t`输入一个问题或关键词`}
          </label>
          <div className="lu:flex lu:flex-col lu:gap-2 lu:sm:flex-row">
            <Input
              id={inputId}
              value={query}
              maxLength={maxLength}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t`例如：退货政策是什么？`}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${inputId}-message`}
            />
            <Button type="submit" disabled={pending} className="lu:sm:w-28">
              <Search aria-hidden="true" />
              {pending ? t`检索中…` : t`检索`}
            </Button>
          </div>
          {problem ? (
            <p id={`${inputId}-message`} role="alert" className="lu:text-danger lu:text-xs">
              {problem}
            </p>
          ) : (
            <p id={`${inputId}-message`} className="lu:text-muted-foreground lu:text-xs">
              {t`问题会被切分成词语：包含全部词语的文本段排在前面，其余按命中词语的多少和稀有程度排序；“高相关”表示命中的词语覆盖了问题的 ${highShare} 以上。返回最匹配的 ${limit} 个文本段，每次被返回的文档命中次数加一；已禁用的文档不参与检索。`}
            </p>
          )}
        </form>
      </Card>
      <section aria-label={t`检索结果`} aria-live="polite" aria-busy={pending}>
        {hits === undefined ? (
          <EmptyState
            icon={<Target aria-hidden="true" />}
            titleAs="p"
            description={t`用真实的问题测试一下，看看知识库会返回哪些内容。`}
          />
        ) : hits.length === 0 ? (
          <EmptyState
            icon={<SearchX aria-hidden="true" />}
            titleAs="p"
            title={t`没有匹配的文本段`}
            description={t`换个说法或更具体的关键词试试，并确认相关文档已处理完成且处于启用状态。`}
          />
        ) : (
          <>
            <h2 className="lu:text-muted-foreground lu:mb-2 lu:text-sm">
              {t`找到 ${plural(hits.length, { other: '# 个匹配的文本段' })}`}
            </h2>
            {onSaveQuestion && searched ? (
              <div className="lu:border-primary/30 lu:bg-primary-soft/40 lu:mb-3 lu:space-y-2 lu:rounded-lg lu:border lu:p-3 lu:text-sm">
                <p className="lu:text-foreground">
                  {t`把“${searched}”保存为测试问题：选中它应该找到的文本段（最多 ${most} 段）。知识库每次变化后它都会自动重新运行。`}
                </p>
                <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
                  <Button
                    size="sm"
                    onClick={saveQuestion}
                    disabled={count === 0 || count > most || savingQuestion}
                  >
                    <ListPlus aria-hidden="true" />
                    {savingQuestion ? t`保存中…` : t`保存测试问题（已选 ${count} 段）`}
                  </Button>
                  {count > most ? (
                    <p className="lu:text-danger lu:text-xs">{t`最多选 ${most} 段`}</p>
                  ) : null}
                </div>
                {saveQuestionError ? (
                  <p role="alert" className="lu:text-danger lu:text-xs">
                    {saveQuestionError}
                  </p>
                ) : null}
              </div>
            ) : null}
            <ol className="lu:space-y-3">
              {hits.map((hit, rank) => (
                <Card
                  asChild
                  key={keyOf(hit)}
                  className={cn(
                    chosen.has(keyOf(hit)) && 'lu:border-primary lu:ring-primary/30 lu:ring-2',
                  )}
                >
                  <li>
                    <div className="lu:mb-2 lu:flex lu:flex-wrap lu:items-center lu:gap-x-3 lu:gap-y-1 lu:text-xs">
                      <span className="lu:bg-primary-soft lu:text-primary lu:rounded lu:px-1.5 lu:py-0.5 lu:font-medium lu:tabular-nums">
                        #{rank + 1}
                      </span>
                      <span className="lu:text-foreground lu:font-medium lu:break-all">
                        {hit.documentName}
                      </span>
                      <span className="lu:text-muted-foreground lu:tabular-nums">
                        {[t`第 ${hit.chunkIndex + 1} 段`, locationText(hit.location)]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                      <Tooltip content={reason(hit)}>
                        <button
                          type="button"
                          className="lu:focus-visible:outline-ring lu:ml-auto lu:rounded-full lu:focus-visible:outline-2"
                        >
                          <Badge tone={bands[hit.band].tone}>{bands[hit.band].label}</Badge>
                        </button>
                      </Tooltip>
                    </div>
                    <p className="lu:text-foreground lu:line-clamp-6 lu:text-sm lu:leading-relaxed lu:whitespace-pre-wrap">
                      <Highlighted text={hit.text} ranges={hit.highlights} />
                    </p>
                    <div className="lu:mt-2 lu:flex lu:flex-wrap lu:items-start lu:justify-between lu:gap-2">
                      <details className="lu:text-muted-foreground lu:text-xs">
                        <summary className="lu:w-fit lu:cursor-pointer lu:select-none">{t`详情`}</summary>
                        <p className="lu:mt-1">{reason(hit)}</p>
                        <p className="lu:mt-1 lu:tabular-nums">
                          {t`得分 ${score(hit.score)}（BM25，按满分归一到 0–1）· 覆盖 ${percent(hit.coverage)}`}
                        </p>
                      </details>
                      <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
                        {onOpenHit ? (
                          <Button
                            variant="ghost"
                            size="sm"
                            className="lu:h-7"
                            onClick={() => onOpenHit(hit)}
                          >
                            <BookOpenText aria-hidden="true" />
                            {t`查看原文`}
                            <span className="lu:sr-only">{t`（第 ${rank + 1} 个结果）`}</span>
                          </Button>
                        ) : null}
                        {onSaveQuestion && searched ? (
                          <Button
                            variant={chosen.has(keyOf(hit)) ? 'primary' : 'outline'}
                            size="sm"
                            className="lu:h-7"
                            aria-pressed={chosen.has(keyOf(hit))}
                            onClick={() => choose(hit)}
                          >
                            <Check aria-hidden="true" />
                            {t`应找到此段`}
                            <span className="lu:sr-only">{t`（第 ${rank + 1} 个结果）`}</span>
                          </Button>
                        ) : null}
                      </div>
                    </div>
                  </li>
                </Card>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}

/** the text with its [start, end) ranges marked */
function Highlighted({
  text,
  ranges,
}: {
  text: string;
  ranges: ReadonlyArray<readonly [number, number]>;
}) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length || start >= end) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="lu:bg-warning/25 lu:text-foreground lu:rounded-sm lu:px-0.5">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
