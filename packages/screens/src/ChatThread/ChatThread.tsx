/**
 * A conversation with one agent: the person's bubbles on the right, the agent's replies on the
 * left with its logo, replies growing while they stream, citations, how a reply ended (stopped,
 * failed, its time) and a retry on the last one. Replies are the agent's Markdown, rendered so
 * that nothing in them runs (Markdown from `@legion/ui/markdown`); the person's own words stay
 * plain text.
 */
import type { ChatCitation, ChatMessage } from '@legion/api';
import { Button, cn, LazyImage, Link, numberFormat, resolveImageSrc, Skeleton } from '@legion/ui';
import { Markdown } from '@legion/ui/markdown';
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
    <ul aria-label={t`引用`} className="lu:flex lu:flex-wrap lu:gap-1.5">
      {citations.map((citation, index) => (
        <li key={citation.passageId} className="lu:max-w-full">
          <Link
            href={hrefOf(citation)}
            title={citation.quote}
            className="lu:border-border lu:bg-surface lu:text-muted-foreground lu:hover:text-foreground lu:hover:border-primary/40 lu:inline-flex lu:max-w-full lu:items-center lu:gap-1 lu:rounded-full lu:border lu:px-2.5 lu:py-0.5 lu:text-xs"
          >
            <FileText aria-hidden="true" className="lu:size-3.5 lu:shrink-0" />
            <span className="lu:truncate">
              <span className="lu:tabular-nums">[{index + 1}]</span> {citation.documentName}
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
    <div role="status" className="lu:space-y-1.5">
      <span className="lu:border-border lu:bg-surface lu:inline-flex lu:items-center lu:gap-1 lu:rounded-2xl lu:rounded-tl-sm lu:border lu:px-4 lu:py-3.5">
        {[0, 150, 300].map((wait) => (
          <span
            key={wait}
            aria-hidden="true"
            className="lu:bg-muted-foreground lu:size-1.5 lu:animate-bounce lu:rounded-full"
            style={{ animationDelay: `${wait}ms` }}
          />
        ))}
        <span className="lu:sr-only">{t`智能体正在回复`}</span>
      </span>
      {slow ? <p className="lu:text-muted-foreground lu:text-xs">{t`智能体还在思考…`}</p> : null}
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
      className="lu:bg-muted lu:mt-0.5 lu:size-8 lu:shrink-0 lu:rounded-lg lu:object-cover"
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
      <li className="lu:flex lu:justify-end lu:pl-10 lu:sm:pl-16">
        <div className="lu:bg-primary lu:text-primary-foreground lu:max-w-full lu:rounded-2xl lu:rounded-br-sm lu:px-4 lu:py-2.5 lu:break-words lu:whitespace-pre-wrap">
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
    <li className="lu:flex lu:gap-2.5 lu:pr-4 lu:sm:pr-16" aria-busy={!ended || undefined}>
      <AgentAvatar agent={agent} />
      <div className="lu:min-w-0 lu:flex-1 lu:space-y-2">
        {typing ??
          (message.content ? (
            <div
              className={cn(
                'lu:border-border lu:bg-surface lu:text-foreground lu:w-fit lu:max-w-full lu:rounded-2xl lu:rounded-tl-sm lu:border lu:px-4 lu:py-2.5 lu:break-words',
                message.status === 'stopped' && 'lu:border-dashed',
              )}
            >
              <Markdown streaming={!ended}>{message.content}</Markdown>
            </div>
          ) : null)}
        {message.status === 'failed' ? (
          <div
            role="alert"
            className="lu:border-danger/30 lu:bg-danger/5 lu:text-foreground lu:flex lu:w-fit lu:max-w-full lu:items-start lu:gap-2 lu:rounded-lg lu:border lu:px-3 lu:py-2 lu:text-sm"
          >
            <CircleAlert
              aria-hidden="true"
              className="lu:text-danger lu:mt-0.5 lu:size-4 lu:shrink-0"
            />
            <span className="lu:break-words">{failureText(message)}</span>
          </div>
        ) : null}
        <Citations citations={message.citations} hrefOf={citationHref} />
        {ended ? (
          <div className="lu:text-muted-foreground lu:flex lu:flex-wrap lu:items-center lu:gap-x-3 lu:gap-y-1 lu:text-xs">
            {message.status === 'stopped' ? (
              <span className="lu:text-foreground lu:font-medium">{t`已停止`}</span>
            ) : null}
            {seconds !== null ? <span>{t`用时 ${seconds} 秒`}</span> : null}
            {onRetry ? (
              <Button variant="outline" size="sm" className="lu:h-7 lu:px-2.5" onClick={onRetry}>
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
    <div className="lu:flex lu:flex-col lu:items-center lu:gap-3 lu:py-6 lu:text-center lu:sm:py-10">
      <LazyImage src={agent.logo} alt="" width={56} height={56} eager className="lu:rounded-xl" />
      <h2 className="lu:text-foreground lu:text-lg lu:font-semibold">{t`你好，我是${name}`}</h2>
      {agent.description ? (
        <p className="lu:text-muted-foreground lu:max-w-md lu:text-sm">{agent.description}</p>
      ) : null}
      {onAsk && suggestions.length > 0 ? (
        <div className="lu:mt-2 lu:flex lu:w-full lu:max-w-md lu:flex-col lu:gap-2">
          <p className="lu:text-muted-foreground lu:text-xs">{t`试试这样问：`}</p>
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion}
              variant="outline"
              disabled={disabled}
              className="lu:h-auto lu:justify-start lu:py-2.5 lu:text-left lu:whitespace-normal"
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
      className={cn('lu:flex-1 lu:overflow-y-auto lu:overscroll-contain', className)}
      onScroll={(event) => {
        const list = event.currentTarget;
        followRef.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
      }}
    >
      <div className="lu:mx-auto lu:max-w-3xl lu:px-4 lu:py-6">
        {messages.length === 0 ? (
          <Intro agent={agent} suggestions={starters} onAsk={onAsk} disabled={busy} />
        ) : (
          <ol aria-label={t`对话`} className="lu:text-foreground lu:space-y-5">
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
              <li className="lu:flex lu:gap-2.5">
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
    <div
      role="status"
      data-slot="chat-thread"
      className={cn('lu:flex-1 lu:overflow-hidden', className)}
    >
      <span className="lu:sr-only">{t`正在加载对话`}</span>
      <div aria-hidden="true" className="lu:mx-auto lu:max-w-3xl lu:space-y-5 lu:px-4 lu:py-6">
        <div className="lu:flex lu:justify-end">
          <Skeleton className="lu:h-10 lu:w-2/5 lu:rounded-2xl" />
        </div>
        <div className="lu:flex lu:gap-2.5">
          <Skeleton className="lu:size-8 lu:shrink-0 lu:rounded-lg" />
          <Skeleton className="lu:h-24 lu:w-3/4 lu:rounded-2xl" />
        </div>
        <div className="lu:flex lu:justify-end">
          <Skeleton className="lu:h-10 lu:w-1/3 lu:rounded-2xl" />
        </div>
        <div className="lu:flex lu:gap-2.5">
          <Skeleton className="lu:size-8 lu:shrink-0 lu:rounded-lg" />
          <Skeleton className="lu:h-16 lu:w-1/2 lu:rounded-2xl" />
        </div>
      </div>
    </div>
  );
}
