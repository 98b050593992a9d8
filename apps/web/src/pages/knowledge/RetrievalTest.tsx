/**
 * The retrieval test ("hit testing"): a question or keywords in, the best matching text
 * chunks of the base's available documents out, with their scores and documents. Each query
 * that returns a document adds one to its match count; disabled documents never match.
 */
import type { KnowledgeBase } from '@legion/api';
import { Button, Input } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Search, SearchX, Target } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../api.ts';
import { documentsKey, useKnowledgeMessage } from '../../features/knowledge/knowledge.tsx';

const MAX_QUERY = 200;

export function RetrievalTest({ base }: { base: KnowledgeBase }) {
  const { t, i18n } = useLingui();
  const message = useKnowledgeMessage();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const retrieve = useMutation({
    mutationFn: (text: string) => api.call('knowledgeRetrieval', { id: base.id, query: text }),
    // the documents returned now count one match more
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: documentsKey(base.id) }),
    onError: (error) => setProblem(message(error.message) ?? error.message),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const text = query.trim();
    if (!text) return setProblem(t`请输入检索内容`);
    if (text.length > MAX_QUERY) return setProblem(t`最多 ${MAX_QUERY} 个字符`);
    setProblem(null);
    retrieve.mutate(text);
  }
  const score = (value: number) =>
    new Intl.NumberFormat(i18n.locale, {
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    }).format(value);
  const hits = retrieve.data?.hits;
  return (
    <div className="space-y-4">
      <form
        noValidate
        onSubmit={submit}
        aria-label={t`命中测试`}
        className="border-border bg-surface space-y-2 rounded-lg border p-4"
      >
        <label htmlFor={inputId} className="text-foreground text-sm font-medium">
          {t`输入一个问题或关键词`}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            value={query}
            maxLength={MAX_QUERY}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t`例如：退货政策是什么？`}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${inputId}-message`}
          />
          <Button type="submit" disabled={retrieve.isPending} className="sm:w-28">
            <Search aria-hidden="true" />
            {retrieve.isPending ? t`检索中…` : t`检索`}
          </Button>
        </div>
        {problem ? (
          <p id={`${inputId}-message`} role="alert" className="text-danger text-xs">
            {problem}
          </p>
        ) : (
          <p id={`${inputId}-message`} className="text-muted-foreground text-xs">
            {t`返回最匹配的 10 个文本段。每次被返回的文档，命中次数加一；已禁用的文档不参与检索。`}
          </p>
        )}
      </form>
      <section aria-label={t`检索结果`} aria-live="polite" aria-busy={retrieve.isPending}>
        {hits === undefined ? (
          <div className="border-border text-muted-foreground flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-12 text-center text-sm">
            <Target aria-hidden="true" className="size-8" />
            <p>{t`用真实的问题测试一下，看看知识库会返回哪些内容。`}</p>
          </div>
        ) : hits.length === 0 ? (
          <div className="border-border flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-12 text-center">
            <SearchX aria-hidden="true" className="text-muted-foreground size-8" />
            <p className="text-foreground font-medium">{t`没有匹配的文本段`}</p>
            <p className="text-muted-foreground max-w-sm text-sm">
              {t`换个说法或更具体的关键词试试，并确认相关文档已处理完成且处于启用状态。`}
            </p>
          </div>
        ) : (
          <>
            <h2 className="text-muted-foreground mb-2 text-sm">
              {t`找到 ${plural(hits.length, { other: '# 个匹配的文本段' })}`}
            </h2>
            <ol className="space-y-3">
              {hits.map((hit, rank) => (
                <li
                  key={`${hit.documentId}-${hit.chunkIndex}`}
                  className="border-border bg-surface rounded-lg border p-4"
                >
                  <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
                    <span className="bg-primary-soft text-primary rounded px-1.5 py-0.5 font-medium tabular-nums">
                      #{rank + 1}
                    </span>
                    <span className="text-foreground font-medium break-all">
                      {hit.documentName}
                    </span>
                    <span className="text-muted-foreground tabular-nums">
                      {t`第 ${hit.chunkIndex + 1} 段`}
                    </span>
                    <span className="text-muted-foreground ml-auto tabular-nums">
                      {t`相关度 ${score(hit.score)}`}
                    </span>
                  </div>
                  <p className="text-foreground line-clamp-6 text-sm leading-relaxed whitespace-pre-wrap">
                    {hit.text}
                  </p>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
