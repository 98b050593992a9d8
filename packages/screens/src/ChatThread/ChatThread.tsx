/**
 * A conversation with one agent: the person's bubbles on the right, the agent's replies on the
 * left with its logo, replies growing while they stream, citations, how a reply ended (stopped,
 * failed, its time) and a retry on the last one. Replies are plain text, never HTML.
 */
import type { ChatCitation, ChatMessage } from '@legion/api';
import { Button, cn, LazyImage, Link, numberFormat, resolveImageSrc, Skeleton } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, FileText, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** with no words for this long, the typing dots say the agent is still thinking */
export const CHAT_SLOW_REPLY_MS = 8000;

/** who the person talks to, as the thread shows it */
export interface ChatAgent {
  name: string;
  logo: string;
  /** what it does, under its greeting while the conversation is empty */
  description?: string;
}

export interface ChatThreadProps {
  messages: ChatMessage[];
  agent: ChatAgent;
  /** a turn is under way: no new question, no retry */
  busy?: boolean;
  /** a question to ask from the empty conversation's suggestions */
  onAsk?: (text: string) => void;
  /** suggestions while the conversation is empty; three general ones by default */
  suggestions?: string[];
  /**
   * whether the general suggestions offer a summary of the shared knowledge bases (true by
   * default): false for an agent that does not read them, which could not do it
   */
  knowledgeSuggestion?: boolean;
  /** asks again; offered on the last reply when it failed or was stopped */
  onRetry?: () => void;
  /** why a reply failed, in words; by default the agent's own message or a general one */
  failureText?: (message: ChatMessage) => string;
  /** where a citation leads (its knowledge base, say) */
  citationHref: (citation: ChatCitation) => string;
  /** a stable key per bubble, when a message's id changes once the server has stored it */
  keyOf?: (message: ChatMessage) => string;
  /** after this long with no words the typing dots say the agent is still thinking */
  slowAfterMs?: number;
  className?: string;
}

/** A reply as plain text: line breaks kept, lines starting with "> " shown as a quote. */
export function ReplyText({ text }: { text: string }) {
  const blocks: Array<{ quote: boolean; lines: string[] }> = [];
  for (const line of text.split('\n')) {
    const quote = line.startsWith('> ') || line === '>';
    const last = blocks.at(-1);
    const content = quote ? line.slice(2) : line;
    if (last && last.quote === quote) last.lines.push(content);
    else blocks.push({ quote, lines: [content] });
  }
  return (
    <div className="space-y-1.5">
      {blocks.map((block, index) =>
        block.quote ? (
          <blockquote
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order
            key={index}
            className="border-primary/40 text-muted-foreground border-l-2 pl-3 whitespace-pre-wrap"
          >
            {block.lines.join('\n')}
          </blockquote>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order
          <p key={index} className="whitespace-pre-wrap">
            {block.lines.join('\n')}
          </p>
        ),
      )}
    </div>
  );
}

function Citations({
  citations,
  hrefOf,
}: {
  citations: ChatCitation[];
  hrefOf: (citation: ChatCitation) => string;
}) {
  const { t } = useLingui();
  if (citations.length === 0) return null;
  return (
    <ul aria-label={t`引用`} className="flex flex-wrap gap-1.5">
      {citations.map((citation, index) => (
        <li key={citation.passageId} className="max-w-full">
          <Link
            href={hrefOf(citation)}
            title={citation.quote}
            className="border-border bg-surface text-muted-foreground hover:text-foreground hover:border-primary/40 inline-flex max-w-full items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs"
          >
            <FileText aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">
              <span className="tabular-nums">[{index + 1}]</span> {citation.documentName}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function TypingIndicator({ slow }: { slow: boolean }) {
  const { t } = useLingui();
  return (
    <div role="status" className="space-y-1.5">
      <span className="border-border bg-surface inline-flex items-center gap-1 rounded-2xl rounded-tl-sm border px-4 py-3.5">
        {[0, 150, 300].map((wait) => (
          <span
            key={wait}
            aria-hidden="true"
            className="bg-muted-foreground size-1.5 animate-bounce rounded-full"
            style={{ animationDelay: `${wait}ms` }}
          />
        ))}
        <span className="sr-only">{t`智能体正在回复`}</span>
      </span>
      {slow ? <p className="text-muted-foreground text-xs">{t`智能体还在思考…`}</p> : null}
    </div>
  );
}

/** the agent's logo beside each reply: the header's picture again, so a plain image */
function AgentAvatar({ agent }: { agent: ChatAgent }) {
  return (
    <img
      src={resolveImageSrc(agent.logo)}
      alt=""
      width={32}
      height={32}
      className="bg-muted mt-0.5 size-8 shrink-0 rounded-lg object-cover"
    />
  );
}

function MessageItem({
  message,
  agent,
  onRetry,
  typing,
  failureText,
  citationHref,
}: {
  message: ChatMessage;
  agent: ChatAgent;
  onRetry: (() => void) | undefined;
  /** the reply has no words yet: dots instead of an empty bubble */
  typing: ReactNode;
  failureText: (message: ChatMessage) => string;
  citationHref: (citation: ChatCitation) => string;
}) {
  const { t, i18n } = useLingui();
  if (message.role === 'user') {
    return (
      <li className="flex justify-end pl-10 sm:pl-16">
        <div className="bg-primary text-primary-foreground max-w-full rounded-2xl rounded-br-sm px-4 py-2.5 break-words whitespace-pre-wrap">
          {message.content}
        </div>
      </li>
    );
  }
  const ended = message.status !== 'streaming';
  const seconds =
    message.durationMs === null
      ? null
      : numberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(message.durationMs / 1000);
  return (
    <li className="flex gap-2.5 pr-4 sm:pr-16" aria-busy={!ended || undefined}>
      <AgentAvatar agent={agent} />
      <div className="min-w-0 flex-1 space-y-2">
        {typing ??
          (message.content ? (
            <div
              className={cn(
                'border-border bg-surface text-foreground w-fit max-w-full rounded-2xl rounded-tl-sm border px-4 py-2.5 break-words',
                message.status === 'stopped' && 'border-dashed',
              )}
            >
              <ReplyText text={message.content} />
            </div>
          ) : null)}
        {message.status === 'failed' ? (
          <div
            role="alert"
            className="border-danger/30 bg-danger/5 text-foreground flex w-fit max-w-full items-start gap-2 rounded-lg border px-3 py-2 text-sm"
          >
            <CircleAlert aria-hidden="true" className="text-danger mt-0.5 size-4 shrink-0" />
            <span className="break-words">{failureText(message)}</span>
          </div>
        ) : null}
        <Citations citations={message.citations} hrefOf={citationHref} />
        {ended ? (
          <div className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
            {message.status === 'stopped' ? (
              <span className="text-foreground font-medium">{t`已停止`}</span>
            ) : null}
            {seconds !== null ? <span>{t`用时 ${seconds} 秒`}</span> : null}
            {onRetry ? (
              <Button variant="outline" size="sm" className="h-7 px-2.5" onClick={onRetry}>
                <RotateCcw aria-hidden="true" />
                {t`重试`}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** The agent's welcome while the conversation is empty, with questions to start from. */
function Intro({
  agent,
  suggestions,
  onAsk,
  disabled,
}: {
  agent: ChatAgent;
  suggestions: string[];
  onAsk: ((text: string) => void) | undefined;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const name = agent.name;
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center sm:py-10">
      <LazyImage src={agent.logo} alt="" width={56} height={56} eager className="rounded-xl" />
      <h2 className="text-foreground text-lg font-semibold">{t`你好，我是${name}`}</h2>
      {agent.description ? (
        <p className="text-muted-foreground max-w-md text-sm">{agent.description}</p>
      ) : null}
      {onAsk && suggestions.length > 0 ? (
        <div className="mt-2 flex w-full max-w-md flex-col gap-2">
          <p className="text-muted-foreground text-xs">{t`试试这样问：`}</p>
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion}
              variant="outline"
              disabled={disabled}
              className="h-auto justify-start py-2.5 text-left whitespace-normal"
              onClick={() => onAsk(suggestion)}
            >
              {suggestion}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The scrolling list of a conversation. It follows the newest words unless the person scrolled
 * up to read, and comes back down when they send something.
 */
export function ChatThread({
  messages,
  agent,
  busy = false,
  onAsk,
  suggestions,
  knowledgeSuggestion = true,
  onRetry,
  failureText,
  citationHref,
  keyOf = (message) => message.id,
  slowAfterMs = CHAT_SLOW_REPLY_MS,
  className,
}: ChatThreadProps) {
  const { t } = useLingui();
  const [slow, setSlow] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const followRef = useRef(true);
  const last = messages.at(-1);
  const waiting =
    busy && (last?.role === 'user' || (last?.status === 'streaming' && last.content.length === 0));

  useEffect(() => {
    setSlow(false);
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => clearTimeout(timer);
  }, [waiting, slowAfterMs]);

  // the person's own new message brings the list back to the bottom
  const lastId = last?.role === 'user' ? last.id : null;
  useLayoutEffect(() => {
    if (lastId !== null) followRef.current = true;
  }, [lastId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the list grows
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && followRef.current) list.scrollTop = list.scrollHeight;
  }, [messages, waiting, slow]);

  const generalFailure = t`回复失败，请重试。`;
  const describeFailure =
    failureText ?? ((message: ChatMessage) => message.failureMessage || generalFailure);
  const starters = suggestions ?? [
    t`你能帮我做些什么？`,
    t`举个例子，说说我可以怎样用你`,
    ...(knowledgeSuggestion ? [t`根据我选的知识库，总结一下要点`] : []),
  ];
  const canRetry = (message: ChatMessage) =>
    !busy &&
    message === last &&
    message.role === 'assistant' &&
    (message.status === 'failed' || message.status === 'stopped');

  return (
    <div
      ref={listRef}
      data-slot="chat-thread"
      className={cn('flex-1 overflow-y-auto overscroll-contain', className)}
      onScroll={(event) => {
        const list = event.currentTarget;
        followRef.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
      }}
    >
      <div className="mx-auto max-w-3xl px-4 py-6">
        {messages.length === 0 ? (
          <Intro agent={agent} suggestions={starters} onAsk={onAsk} disabled={busy} />
        ) : (
          <ol aria-label={t`对话`} className="text-foreground space-y-5">
            {messages.map((message) => (
              <MessageItem
                key={keyOf(message)}
                message={message}
                agent={agent}
                onRetry={canRetry(message) ? onRetry : undefined}
                failureText={describeFailure}
                citationHref={citationHref}
                typing={
                  message.status === 'streaming' && message.content.length === 0 ? (
                    <TypingIndicator slow={slow} />
                  ) : undefined
                }
              />
            ))}
            {busy && last?.role === 'user' ? (
              <li className="flex gap-2.5">
                <AgentAvatar agent={agent} />
                <TypingIndicator slow={slow} />
              </li>
            ) : null}
          </ol>
        )}
      </div>
    </div>
  );
}

/** The conversation on its way: bubbles in the places messages will take. */
export function ChatThreadSkeleton({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" data-slot="chat-thread" className={cn('flex-1 overflow-hidden', className)}>
      <span className="sr-only">{t`正在加载对话`}</span>
      <div aria-hidden="true" className="mx-auto max-w-3xl space-y-5 px-4 py-6">
        <div className="flex justify-end">
          <Skeleton className="h-10 w-2/5 rounded-2xl" />
        </div>
        <div className="flex gap-2.5">
          <Skeleton className="size-8 shrink-0 rounded-lg" />
          <Skeleton className="h-24 w-3/4 rounded-2xl" />
        </div>
        <div className="flex justify-end">
          <Skeleton className="h-10 w-1/3 rounded-2xl" />
        </div>
        <div className="flex gap-2.5">
          <Skeleton className="size-8 shrink-0 rounded-lg" />
          <Skeleton className="h-16 w-1/2 rounded-2xl" />
        </div>
      </div>
    </div>
  );
}
