/** Writing to the agent: the message box, send or stop, and the knowledge bases to share. */
import { AGENT_LIMITS, CHAT_MAX_SHARED_BASES } from '@legion/api';
import {
  Button,
  cn,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Link,
  Spinner,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BookOpen, Plus, SendHorizontal, Square, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useBases } from '../../features/knowledge/knowledge.tsx';

export interface SharedBase {
  id: string;
  name: string;
}

/** the counter shows from here on */
const COUNTER_FROM = AGENT_LIMITS.messageChars - 500;

export function KnowledgePicker({
  open,
  onOpenChange,
  chosen,
  onChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chosen: SharedBase[];
  onChange: (bases: SharedBase[]) => void;
}) {
  const { t } = useLingui();
  const bases = useBases();
  const full = chosen.length >= CHAT_MAX_SHARED_BASES;
  const max = CHAT_MAX_SHARED_BASES;
  const picked = chosen.length;
  const toggle = (base: SharedBase, on: boolean) =>
    onChange(
      on
        ? [...chosen, { id: base.id, name: base.name }]
        : chosen.filter((entry) => entry.id !== base.id),
    );
  let body: ReactNode;
  if (bases.isPending) body = <Spinner className="w-full py-8" label={t`正在加载知识库`} />;
  else if (bases.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="text-muted-foreground text-sm">{t`知识库加载失败`}</p>
        <Button variant="outline" size="sm" onClick={() => void bases.refetch()}>
          {t`重试`}
        </Button>
      </div>
    );
  } else if (bases.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="text-muted-foreground text-sm">{t`你还没有知识库。上传文档后，智能体就能参考其中的内容回答。`}</p>
        <Button asChild variant="outline" size="sm">
          <Link href="/knowledge">
            <Plus aria-hidden="true" />
            {t`去创建知识库`}
          </Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <fieldset className="space-y-2">
        <legend className="sr-only">{t`知识库`}</legend>
        {bases.data.map((base) => {
          const checked = chosen.some((entry) => entry.id === base.id);
          const count = base.documentCount;
          return (
            <label
              key={base.id}
              className={cn(
                'border-border has-[:checked]:border-primary has-[:checked]:bg-primary-soft flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5',
                !checked && full && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="checkbox"
                className="accent-primary size-4 shrink-0"
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => toggle(base, event.target.checked)}
              />
              <span className="text-foreground min-w-0 flex-1 truncate text-sm">{base.name}</span>
              <span className="text-muted-foreground shrink-0 text-xs">
                {t`${plural(count, { other: '# 个文档' })}`}
              </span>
            </label>
          );
        })}
      </fieldset>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} className="max-w-md space-y-4">
        <DialogTitle>{t`选择知识库`}</DialogTitle>
        <DialogDescription>
          {t`智能体回答时会参考所选知识库里的内容，最多选 ${max} 个。`}
        </DialogDescription>
        {body}
        <div className="flex items-center justify-between gap-2">
          <span className="text-muted-foreground text-xs" aria-live="polite">
            {picked > 0 ? t`已选 ${picked}/${max}` : null}
          </span>
          <DialogClose asChild>
            <Button>{t`完成`}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function Composer({
  text,
  onTextChange,
  busy,
  disabled,
  onSend,
  onStop,
  bases,
  onBasesChange,
}: {
  text: string;
  onTextChange: (text: string) => void;
  busy: boolean;
  /** nothing may be sent (e.g. not subscribed) */
  disabled?: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
  bases: SharedBase[];
  onBasesChange: (bases: SharedBase[]) => void;
}) {
  const { t } = useLingui();
  const [picking, setPicking] = useState(false);
  const counterId = useId();
  const canSend = !busy && !disabled && text.trim().length > 0;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line, and Enter that ends an IME composition is not a send
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if (event.keyCode === 229) return;
    event.preventDefault();
    submit();
  };
  const length = text.length;
  const limit = AGENT_LIMITS.messageChars;
  return (
    <div className="border-border bg-surface shrink-0 border-t px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4">
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
            onClick={() => setPicking(true)}
          >
            <BookOpen aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t`知识库`}</span>
            {bases.length > 0 ? (
              <span className="bg-primary text-primary-foreground rounded-full px-1.5 text-xs leading-4 tabular-nums">
                {bases.length}
              </span>
            ) : null}
          </Button>
          <textarea
            aria-label={t`消息`}
            aria-describedby={length >= COUNTER_FROM ? counterId : undefined}
            placeholder={t`输入消息…`}
            rows={1}
            maxLength={limit}
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
        {length >= COUNTER_FROM ? (
          <p
            id={counterId}
            className={cn(
              'text-right text-xs tabular-nums',
              length >= limit ? 'text-danger' : 'text-muted-foreground',
            )}
          >
            {length}/{limit}
          </p>
        ) : null}
      </div>
      <KnowledgePicker
        open={picking}
        onOpenChange={setPicking}
        chosen={bases}
        onChange={onBasesChange}
      />
    </div>
  );
}
