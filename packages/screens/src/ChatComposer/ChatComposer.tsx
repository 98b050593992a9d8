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
        'lu:border-border lu:bg-surface lu:shrink-0 lu:border-t lu:px-3 lu:pt-3 lu:pb-[max(0.75rem,env(safe-area-inset-bottom))] lu:sm:px-4',
        className,
      )}
    >
      <div className="lu:mx-auto lu:max-w-3xl lu:space-y-2">
        {bases.length > 0 ? (
          <ul aria-label={t`已选知识库`} className="lu:flex lu:flex-wrap lu:gap-1.5">
            {bases.map(({ id, name }) => (
              <li
                key={id}
                className="lu:bg-primary-soft lu:text-primary lu:inline-flex lu:max-w-full lu:items-center lu:gap-1 lu:rounded-full lu:py-0.5 lu:pr-1 lu:pl-2.5 lu:text-xs"
              >
                <BookOpen aria-hidden="true" className="lu:size-3.5 lu:shrink-0" />
                <span className="lu:truncate">{name}</span>
                <button
                  type="button"
                  aria-label={t`不再使用 ${name}`}
                  className="lu:hover:bg-primary/10 lu:inline-flex lu:size-5 lu:cursor-pointer lu:items-center lu:justify-center lu:rounded-full"
                  onClick={() => onBasesChange(bases.filter((entry) => entry.id !== id))}
                >
                  <X aria-hidden="true" className="lu:size-3" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <form
          onSubmit={submit}
          className="lu:border-input lu:bg-background lu:focus-within:outline-ring lu:flex lu:items-end lu:gap-1.5 lu:rounded-xl lu:border lu:p-1.5 lu:focus-within:outline-2 lu:focus-within:outline-offset-1"
        >
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="lu:text-muted-foreground lu:h-9 lu:px-2"
            disabled={disabled}
            aria-haspopup="dialog"
            onClick={onPickBases}
          >
            <BookOpen aria-hidden="true" />
            {/* named on every width: a book alone does not say what it opens */}
            <span>{t`知识库`}</span>
            {bases.length > 0 ? (
              <span className="lu:bg-primary lu:text-primary-foreground lu:rounded-full lu:px-1.5 lu:text-xs lu:leading-4 lu:tabular-nums">
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
            className="lu:text-foreground lu:placeholder:text-muted-foreground lu:[field-sizing:content] lu:max-h-40 lu:min-h-9 lu:min-w-0 lu:flex-1 lu:resize-none lu:bg-transparent lu:px-1 lu:py-1.5 lu:text-base lu:outline-none"
          />
          {busy ? (
            <Button type="button" variant="outline" size="sm" className="lu:h-9" onClick={onStop}>
              <Square aria-hidden="true" className="lu:fill-current" />
              {t`停止`}
            </Button>
          ) : (
            <Button
              type="submit"
              size="icon-sm"
              className="lu:size-9"
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
              'lu:text-right lu:text-xs lu:tabular-nums',
              length >= maxLength ? 'lu:text-danger' : 'lu:text-muted-foreground',
            )}
          >
            {length}/{maxLength}
          </p>
        ) : null}
      </div>
    </div>
  );
}
