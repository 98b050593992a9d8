/**
 * A knowledge base's dictionary (decision 0091): its own terms, kept whole when text and
 * questions are cut into words (上海交通大学), one a line; and groups of synonyms (退款 = 退钱),
 * one group a line. Checked here line by line, with the line named, before it is saved; saving
 * indexes the base's documents again in the background, and the progress shows here. What was
 * typed stays when the save fails.
 */
import { KNOWLEDGE_DICTIONARY_LIMITS, type KnowledgeDictionary } from '@legion/api';
import {
  Button,
  Callout,
  Card,
  cn,
  ErrorState,
  ProgressBar,
  SkeletonCard,
  TextAreaField,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';

export type KnowledgeDictionaryEditorProps = {
  /** the saved dictionary; undefined while it loads */
  dictionary?: KnowledgeDictionary;
  /** how many of the base's documents still wait to be indexed again, of how many */
  reindex?: { pending: number; total: number };
  /** the dictionary could not be loaded */
  loadError?: boolean;
  onReload?: () => void;
  /** saves the checked dictionary */
  onSave: (dictionary: KnowledgeDictionary) => void;
  saving?: boolean;
  /** why the last save failed, in words */
  error?: string | null;
  className?: string;
};

/** what a line holds: its words, trimmed, without repeats */
const wordsOf = (line: string) => [
  ...new Set(
    line
      .split(/[=,，、;；|]/)
      .map((word) => word.trim())
      .filter(Boolean),
  ),
];
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line, at) => ({ line: line.trim(), number: at + 1 }))
    .filter(({ line }) => line !== '');

export function KnowledgeDictionaryEditor({
  dictionary,
  reindex,
  loadError = false,
  onReload,
  onSave,
  saving = false,
  error = null,
  className,
}: KnowledgeDictionaryEditorProps) {
  const { t } = useLingui();
  if (loadError) {
    return <ErrorState message={t`词典加载失败`} onRetry={onReload} className={className} />;
  }
  if (!dictionary) {
    return (
      <div className={cn('lu:space-y-4', className)} aria-busy="true">
        <SkeletonCard lines={4} />
        <SkeletonCard lines={4} />
      </div>
    );
  }
  return (
    <Editor
      // a newly saved dictionary is the starting point again
      key={JSON.stringify(dictionary)}
      dictionary={dictionary}
      reindex={reindex}
      onSave={onSave}
      saving={saving}
      error={error}
      className={className}
    />
  );
}

function Editor({
  dictionary,
  reindex,
  onSave,
  saving,
  error,
  className,
}: Required<Pick<KnowledgeDictionaryEditorProps, 'dictionary' | 'onSave' | 'saving'>> &
  Pick<KnowledgeDictionaryEditorProps, 'reindex' | 'error' | 'className'>) {
  const { t } = useLingui();
  const [termsText, setTermsText] = useState(dictionary.terms.join('\n'));
  const [synonymsText, setSynonymsText] = useState(
    dictionary.synonyms.map((group) => group.join(' = ')).join('\n'),
  );
  const [problems, setProblems] = useState<{ terms?: string; synonyms?: string }>({});
  const max = KNOWLEDGE_DICTIONARY_LIMITS.wordChars;

  function check(): KnowledgeDictionary | null {
    const found: { terms?: string; synonyms?: string } = {};
    const terms = linesOf(termsText);
    const longTerm = terms.find(({ line }) => Array.from(line).length > max);
    if (longTerm) found.terms = t`第 ${longTerm.number} 行：每个词最多 ${max} 个字符`;
    else if (terms.length > KNOWLEDGE_DICTIONARY_LIMITS.terms) {
      found.terms = t`最多 ${KNOWLEDGE_DICTIONARY_LIMITS.terms} 个专有词`;
    }
    const groups = linesOf(synonymsText).map(({ line, number }) => ({
      words: wordsOf(line),
      number,
    }));
    const lonely = groups.find(({ words }) => words.length < 2);
    const long = groups.find(({ words }) => words.some((word) => Array.from(word).length > max));
    const crowded = groups.find(
      ({ words }) => words.length > KNOWLEDGE_DICTIONARY_LIMITS.groupWords,
    );
    if (lonely) found.synonyms = t`第 ${lonely.number} 行：每组至少要有两个不同的词`;
    else if (long) found.synonyms = t`第 ${long.number} 行：每个词最多 ${max} 个字符`;
    else if (crowded) {
      found.synonyms = t`第 ${crowded.number} 行：每组最多 ${KNOWLEDGE_DICTIONARY_LIMITS.groupWords} 个词`;
    } else if (groups.length > KNOWLEDGE_DICTIONARY_LIMITS.groups) {
      found.synonyms = t`最多 ${KNOWLEDGE_DICTIONARY_LIMITS.groups} 组同义词`;
    }
    setProblems(found);
    if (found.terms || found.synonyms) return null;
    return {
      terms: [...new Set(terms.map(({ line }) => line))],
      synonyms: groups.map(({ words }) => words),
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = check();
    if (checked) onSave(checked);
  }

  const pending = reindex?.pending ?? 0;
  const total = reindex?.total ?? 0;
  const done = total - pending;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t`词典`}
      data-slot="knowledge-dictionary-editor"
      className={cn('lu:space-y-4', className)}
    >
      <Card className="lu:space-y-3">
        <h2 className="lu:text-foreground lu:text-base lu:font-semibold">{t`专有词语`}</h2>
        <TextAreaField
          label={t`每行一个词`}
          hint={t`建立索引和检索时，这些词不会被拆开，例如“上海交通大学”“扫码支付”。`}
          rows={6}
          value={termsText}
          error={problems.terms}
          onChange={(event) => setTermsText(event.target.value)}
          // examples in the reader's language: words they would keep whole
          placeholder={t`上海交通大学\n扫码支付`}
        />
      </Card>
      <Card className="lu:space-y-3">
        <h2 className="lu:text-foreground lu:text-base lu:font-semibold">{t`同义词`}</h2>
        <TextAreaField
          label={t`每行一组，词之间用“=”或逗号隔开`}
          hint={t`检索其中任意一个词时，也会找到含有同组其他词的文本段，例如“退款 = 退钱 = 退费”。`}
          rows={6}
          value={synonymsText}
          error={problems.synonyms}
          onChange={(event) => setSynonymsText(event.target.value)}
          placeholder={t`退款 = 退钱 = 退费\n发票, 票据`}
        />
      </Card>
      {pending > 0 ? (
        <Callout tone="info" icon={<RefreshCw aria-hidden="true" className="lu:animate-spin" />}>
          <p>{t`正在按新词典重建索引：已完成 ${done}/${total} 个文档。完成前，检索仍使用原来的索引。`}</p>
          <ProgressBar
            label={t`重建索引进度`}
            value={total > 0 ? (done / total) * 100 : 0}
            valueText={t`${done}/${total} 个文档`}
            className="lu:mt-2"
          />
        </Callout>
      ) : total > 0 ? (
        <p className="lu:text-muted-foreground lu:text-sm">
          {t`全部 ${total} 个文档已按当前词典建立索引。`}
        </p>
      ) : null}
      {error ? <Callout tone="danger">{error}</Callout> : null}
      <div className="lu:flex lu:justify-end">
        <Button type="submit" disabled={saving} className="lu:w-full lu:sm:w-auto">
          {saving ? t`保存中…` : t`保存并重建索引`}
        </Button>
      </div>
    </form>
  );
}
