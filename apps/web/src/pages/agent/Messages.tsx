/** The agent page's messages: bubbles, reply text, citations, how a reply ended. */
import type { AgentDetail, ChatCitation, ChatMessage } from '@legion/api';
import { Button, cn, LazyImage, Link, resolveImageSrc } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, FileText, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFailureReason } from '../../hooks/failure-reason.ts';

/**
 * A reply as plain text: line breaks kept, and lines starting with "> " shown as a quote.
 * Never HTML — the words are the agent's and the person's.
 */
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

export function Citations({ citations }: { citations: ChatCitation[] }) {
  const { t } = useLingui();
  if (citations.length === 0) return null;
  return (
    <ul aria-label={t`引用`} className="flex flex-wrap gap-1.5">
      {citations.map((citation) => (
        <li key={citation.passageId} className="max-w-full">
          <Link
            href={`/knowledge/${encodeURIComponent(citation.knowledgeBaseId)}/documents`}
            title={citation.quote}
            className="border-border bg-surface text-muted-foreground hover:text-foreground hover:border-primary/40 inline-flex max-w-full items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs"
          >
            <FileText aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">
              {citation.passageId} · {citation.documentName}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** why a reply failed, in words: a chat reply's or a legion step's (same failures) */
export function TypingIndicator({ slow }: { slow: boolean }) {
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

/**
 * The agent's logo beside each reply: a plain image, as it is the header's picture again
 * (already loaded) and says nothing on its own.
 */
export function AgentAvatar({ agent }: { agent: AgentDetail }) {
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

export function MessageView({
  message,
  agent,
  onRetry,
  typing,
}: {
  message: ChatMessage;
  agent: AgentDetail;
  /** offered on the last reply when it failed or was stopped */
  onRetry?: () => void;
  /** the reply has no text yet: dots instead of an empty bubble */
  typing?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const failureReason = useFailureReason();
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
      : i18n.number(message.durationMs / 1000, { maximumFractionDigits: 1 });
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
            <span className="break-words">{failureReason(message)}</span>
          </div>
        ) : null}
        <Citations citations={message.citations} />
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

/** The agent's welcome when the conversation is empty, with questions to start from. */
export function Intro({
  agent,
  onAsk,
  disabled,
}: {
  agent: AgentDetail;
  onAsk: (text: string) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useLingui();
  const name = i18n.locale === 'en' ? agent.nameEn : agent.nameZh;
  const description = i18n.locale === 'en' ? agent.descriptionEn : agent.descriptionZh;
  const examples = [
    t`你能帮我做些什么？`,
    t`举个例子，说说我可以怎样用你`,
    t`根据我选的知识库，总结一下要点`,
  ];
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center sm:py-10">
      <LazyImage src={agent.logo} alt="" width={56} height={56} eager className="rounded-xl" />
      <h2 className="text-foreground text-lg font-semibold">{t`你好，我是${name}`}</h2>
      <p className="text-muted-foreground max-w-md text-sm">{description}</p>
      <div className="mt-2 flex w-full max-w-md flex-col gap-2">
        <p className="text-muted-foreground text-xs">{t`试试这样问：`}</p>
        {examples.map((example) => (
          <Button
            key={example}
            variant="outline"
            disabled={disabled}
            className="h-auto justify-start py-2.5 text-left whitespace-normal"
            onClick={() => onAsk(example)}
          >
            {example}
          </Button>
        ))}
      </div>
    </div>
  );
}
