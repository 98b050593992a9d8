import { Button, cn } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { BookOpen, SendHorizontal, Square, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId } from 'react';

/** a knowledge base shared with the agent for the next question */
export interface SharedKnowledgeBase {
  id: string;
  name: string;
}

export interface ChatComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  /** a reply is under way: the send button becomes a stop button */
  busy?: boolean;
  /** nothing may be written or sent */
  disabled?: boolean;
  /** the trimmed message, on Enter or the send button */
  onSend: (text: string) => void;
  onStop: () => void;
  /** the most characters a message may have; a counter shows for the last 500 */
  maxLength: number;
  /** the knowledge bases the agent may read, shown as removable chips */
  bases: SharedKnowledgeBase[];
  onBasesChange: (bases: SharedKnowledgeBase[]) => void;
  /** opens the choice of knowledge bases (a dialog: see KnowledgeBasePicker) */
  onPickBases: () => void;
  className?: string;
}

/** characters before the limit from which the counter shows */
const COUNTER_MARGIN = 500;

/**
 * Writing to an agent: a growing message box (Enter sends, Shift+Enter is a new line, an IME's
 * Enter is not a send), send or stop, a counter near the limit, and the knowledge bases shared.
 */
export function ChatComposer({
  text,
  onTextChange,
  busy = false,
  disabled = false,
  onSend,
  onStop,
  maxLength,
  bases,
  onBasesChange,
  onPickBases,
  className,
}: ChatComposerProps) {
  const { t } = useLingui();
  const counterId = useId();
  const canSend = !busy && !disabled && text.trim().length > 0;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if (event.keyCode === 229) return;
    event.preventDefault();
    submit();
  };
  const length = text.length;
  const counting = length >= maxLength - COUNTER_MARGIN;
  return (
    <div
      data-slot="chat-composer"
      className={cn(
        'border-border bg-surface shrink-0 border-t px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4',
        className,
      )}
    >
      <div className="mx-auto max-w-3xl space-y-2">
        {bases.length > 0 ? (
          <ul aria-label={t`已选知识库`} className="flex flex-wrap gap-1.5">
            {bases.map(({ id, name }) => (
              <li
                key={id}
                className="bg-primary-soft text-primary inline-flex max-w-full items-center gap-1 rounded-full py-0.5 pr-1 pl-2.5 text-xs"
              >
                <BookOpen aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">{name}</span>
                <button
                  type="button"
                  aria-label={t`不再使用 ${name}`}
                  className="hover:bg-primary/10 inline-flex size-5 cursor-pointer items-center justify-center rounded-full"
                  onClick={() => onBasesChange(bases.filter((entry) => entry.id !== id))}
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <form
          onSubmit={submit}
          className="border-input bg-background focus-within:outline-ring flex items-end gap-1.5 rounded-xl border p-1.5 focus-within:outline-2 focus-within:outline-offset-1"
        >
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="text-muted-foreground h-9 px-2"
            disabled={disabled}
            aria-haspopup="dialog"
            onClick={onPickBases}
          >
            <BookOpen aria-hidden="true" />
            {/* named on every width: a book alone does not say what it opens */}
            <span>{t`知识库`}</span>
            {bases.length > 0 ? (
              <span className="bg-primary text-primary-foreground rounded-full px-1.5 text-xs leading-4 tabular-nums">
                {bases.length}
              </span>
            ) : null}
          </Button>
          <textarea
            aria-label={t`消息`}
            aria-describedby={counting ? counterId : undefined}
            placeholder={t`输入消息…`}
            rows={1}
            maxLength={maxLength}
            value={text}
            disabled={disabled}
            onChange={(event) => onTextChange(event.target.value)}
            onKeyDown={onKeyDown}
            className="text-foreground placeholder:text-muted-foreground [field-sizing:content] max-h-40 min-h-9 min-w-0 flex-1 resize-none bg-transparent px-1 py-1.5 text-base outline-none"
          />
          {busy ? (
            <Button type="button" variant="outline" size="sm" className="h-9" onClick={onStop}>
              <Square aria-hidden="true" className="fill-current" />
              {t`停止`}
            </Button>
          ) : (
            <Button
              type="submit"
              size="icon-sm"
              className="size-9"
              aria-label={t`发送`}
              disabled={!canSend}
            >
              <SendHorizontal aria-hidden="true" />
            </Button>
          )}
        </form>
        {counting ? (
          <p
            id={counterId}
            className={cn(
              'text-right text-xs tabular-nums',
              length >= maxLength ? 'text-danger' : 'text-muted-foreground',
            )}
          >
            {length}/{maxLength}
          </p>
        ) : null}
      </div>
    </div>
  );
}
