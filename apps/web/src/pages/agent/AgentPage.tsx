/**
 * The agent page (SPEC §2 /agent?id=…, issue 9): a chat with one agent the person subscribes
 * to, in its own full-height layout (the host app shows it on a phone). Replies stream in as
 * the agent writes them; the conversation is kept on the server.
 */
import {
  type AgentDetail,
  ApiError,
  agentIdParamSchema,
  type ChatMessage,
  type Conversation,
} from '@legion/api';
import { Button, ConfirmDialog, LazyImage, Link, StatusPage, toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  ArrowLeft,
  LockKeyhole,
  MessageSquareLock,
  PackageX,
  RefreshCw,
  Trash2,
} from 'lucide-react';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { useOpenLogin } from '../../auth/useAuthActions.ts';
import { currentUserAtom } from '../../state/auth.ts';
import { Composer, type SharedBase } from './Composer.tsx';
import { AgentAvatar, Intro, MessageView, TypingIndicator } from './Messages.tsx';
import { conversationKey, useChat } from './useChat.ts';

/** with no text for this long, the typing dots say the agent is still thinking */
export const SLOW_REPLY_MS = 8000;

const agentKey = (id: string, userId: string | null) => ['agent', id, userId] as const;

function useAgentName() {
  const { i18n } = useLingui();
  return (agent: AgentDetail) => (i18n.locale === 'en' ? agent.nameEn : agent.nameZh);
}

function ChatHeader({
  agent,
  actions,
  loading = false,
}: {
  agent?: AgentDetail | undefined;
  actions?: ReactNode;
  /** the agent is on its way: grey shapes where its logo and name will be */
  loading?: boolean;
}) {
  const { t } = useLingui();
  const nameOf = useAgentName();
  return (
    <header className="border-border bg-surface flex h-14 shrink-0 items-center gap-2 border-b px-2 sm:px-4">
      <Link
        href={agent ? `/plugins/statistics/${encodeURIComponent(agent.id)}` : '/plugins/market'}
        aria-label={agent ? t`返回智能体详情` : t`返回插件市场`}
        className="text-muted-foreground hover:bg-muted hover:text-foreground inline-flex size-9 shrink-0 items-center justify-center rounded-md"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      {agent ? (
        <>
          <LazyImage
            src={agent.logo}
            alt=""
            width={32}
            height={32}
            eager
            className="size-8 shrink-0 rounded-lg"
          />
          <h1 className="text-foreground min-w-0 flex-1 truncate text-base font-semibold">
            {nameOf(agent)}
          </h1>
        </>
      ) : !loading ? (
        <span className="flex-1" />
      ) : (
        <span aria-hidden="true" className="flex flex-1 items-center gap-2">
          <span className="bg-muted size-8 rounded-lg" />
          <span className="bg-muted h-4 w-32 rounded" />
        </span>
      )}
      {actions}
    </header>
  );
}

function ChatSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" className="flex-1 overflow-hidden">
      <span className="sr-only">{t`正在加载对话`}</span>
      <div aria-hidden="true" className="mx-auto max-w-3xl space-y-5 px-4 py-6">
        <div className="flex justify-end">
          <span className="bg-muted h-10 w-2/5 animate-pulse rounded-2xl" />
        </div>
        <div className="flex gap-2.5">
          <span className="bg-muted size-8 shrink-0 animate-pulse rounded-lg" />
          <span className="bg-muted h-24 w-3/4 animate-pulse rounded-2xl" />
        </div>
        <div className="flex justify-end">
          <span className="bg-muted h-10 w-1/3 animate-pulse rounded-2xl" />
        </div>
        <div className="flex gap-2.5">
          <span className="bg-muted size-8 shrink-0 animate-pulse rounded-lg" />
          <span className="bg-muted h-16 w-1/2 animate-pulse rounded-2xl" />
        </div>
      </div>
    </div>
  );
}

function AgentNotFound() {
  const { t } = useLingui();
  return (
    <StatusPage
      icon={<PackageX aria-hidden="true" className="size-10" />}
      title={t`智能体不存在`}
      description={t`它可能已经下架，或者地址有误。`}
      actions={
        <Button asChild variant="outline">
          <Link href="/plugins/market">{t`去插件市场看看`}</Link>
        </Button>
      }
    />
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <StatusPage
      icon={<RefreshCw aria-hidden="true" className="size-10" />}
      title={t`对话加载失败`}
      description={t`请检查网络连接后重试。`}
      actions={<Button onClick={onRetry}>{t`重试`}</Button>}
    />
  );
}

function SignInFirst({ agent }: { agent: AgentDetail }) {
  const { t } = useLingui();
  const openLogin = useOpenLogin();
  const name = useAgentName()(agent);
  useEffect(() => {
    openLogin();
  }, [openLogin]);
  return (
    <StatusPage
      className="min-h-0 flex-1"
      icon={<LockKeyhole aria-hidden="true" className="size-10" />}
      title={t`登录后开始对话`}
      description={t`登录后就能和「${name}」对话，对话记录会保存在你的账号里。`}
      actions={<Button onClick={openLogin}>{t`登录`}</Button>}
    />
  );
}

function SubscribeFirst({ agent, userId }: { agent: AgentDetail; userId: string | null }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const name = useAgentName()(agent);
  const subscribe = useMutation({
    mutationFn: () => api.call('subscribe', { id: agent.id }),
    onSuccess: (result) => {
      queryClient.setQueryData(agentKey(agent.id, userId), (current: AgentDetail | undefined) =>
        current ? { ...current, ...result } : current,
      );
      queryClient.setQueryData(
        conversationKey(agent.id, userId),
        (current: Conversation | undefined) =>
          current ? { ...current, subscribed: result.subscribed } : current,
      );
      void queryClient.invalidateQueries({ queryKey: ['market'] });
      toast.success(t`订阅成功`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return; // the login flow opens
      toast.error(t`操作失败，请稍后再试`);
    },
  });
  return (
    <StatusPage
      className="min-h-0 flex-1"
      icon={<MessageSquareLock aria-hidden="true" className="size-10" />}
      title={t`订阅后才能对话`}
      description={t`「${name}」只和订阅了它的用户对话。订阅后就可以开始提问。`}
      actions={
        <>
          <Button
            aria-disabled={subscribe.isPending || undefined}
            onClick={() => !subscribe.isPending && subscribe.mutate()}
          >
            {t`订阅`}
          </Button>
          <Button asChild variant="outline">
            <Link href={`/plugins/statistics/${encodeURIComponent(agent.id)}`}>{t`查看详情`}</Link>
          </Button>
        </>
      }
    />
  );
}

function ClearDialog({
  open,
  onOpenChange,
  onCleared,
  agentId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCleared: () => void;
  agentId: string;
}) {
  const { t } = useLingui();
  const clear = useMutation({
    mutationFn: () => api.call('clearAgentConversation', { id: agentId }),
    onSuccess: () => {
      onCleared();
      onOpenChange(false);
      toast.success(t`对话已清空`);
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`清空对话？`}
      description={t`和这个智能体的全部消息都会删除，无法恢复。`}
      confirmLabel={
        <>
          <Trash2 aria-hidden="true" />
          {t`清空`}
        </>
      }
      pending={clear.isPending}
      onConfirm={() => clear.mutate()}
    />
  );
}

function ChatView({
  agent,
  conversation,
  userId,
  slowAfterMs,
}: {
  agent: AgentDetail;
  conversation: Conversation;
  userId: string | null;
  slowAfterMs: number;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const chat = useChat(agent.id, userId, conversation.messages);
  const { messages, busy } = chat;
  const [text, setText] = useState('');
  const [bases, setBases] = useState<SharedBase[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [slow, setSlow] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  // follow the newest words unless the person scrolled up to read
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the list grows
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && followRef.current) list.scrollTop = list.scrollHeight;
  }, [messages, waiting, slow]);

  const send = async (message: string) => {
    setText('');
    followRef.current = true;
    const stored = await chat.send(
      message,
      bases.map((base) => base.id),
    );
    // not sent: the words come back to the box, unless something new was typed meanwhile
    if (!stored) setText((current) => current || message);
  };

  const canRetry = (message: ChatMessage) =>
    !busy &&
    message === last &&
    message.role === 'assistant' &&
    (message.status === 'failed' || message.status === 'stopped');

  return (
    <>
      <ChatHeader
        agent={agent}
        actions={
          <Button
            variant="ghost"
            size="sm"
            className="text-muted-foreground shrink-0"
            disabled={busy || messages.length === 0}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t`清空对话`}</span>
          </Button>
        }
      />
      <div
        ref={listRef}
        className="flex-1 overflow-y-auto overscroll-contain"
        onScroll={(event) => {
          const list = event.currentTarget;
          followRef.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
        }}
      >
        <div className="mx-auto max-w-3xl px-4 py-6">
          {messages.length === 0 ? (
            <Intro agent={agent} disabled={busy} onAsk={(example) => void send(example)} />
          ) : (
            <ol aria-label={t`对话`} className="text-foreground space-y-5">
              {messages.map((message) => (
                <MessageView
                  key={chat.keyOf(message)}
                  message={message}
                  agent={agent}
                  onRetry={canRetry(message) ? chat.retry : undefined}
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
      <Composer
        text={text}
        onTextChange={setText}
        busy={busy}
        onSend={(message) => void send(message)}
        onStop={chat.stop}
        bases={bases}
        onBasesChange={setBases}
      />
      <ClearDialog
        open={confirming}
        onOpenChange={setConfirming}
        agentId={agent.id}
        onCleared={() => {
          chat.setMessages([]);
          queryClient.setQueryData(
            conversationKey(agent.id, userId),
            (current: Conversation | undefined) =>
              current ? { ...current, messages: [] } : current,
          );
        }}
      />
    </>
  );
}

export default function AgentPage({ slowAfterMs = SLOW_REPLY_MS }: { slowAfterMs?: number }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = agentIdParamSchema.safeParse({ id }).success;
  const user = useAtomValue(currentUserAtom);
  const userId = user?.id ?? null;
  const detail = useQuery({
    queryKey: agentKey(id, userId),
    queryFn: () => api.call('marketAgent', { id }),
    enabled: valid,
  });
  const conversation = useQuery({
    queryKey: conversationKey(id, userId),
    queryFn: () => api.call('agentConversation', { id }),
    enabled: valid && user !== null,
    // the server has the conversation; another device may have added to it
    staleTime: 0,
  });

  const missing = (error: unknown) => error instanceof ApiError && error.status === 404;
  let body: ReactNode;
  const agent = detail.data;
  if (!valid || (detail.isError && missing(detail.error))) {
    return (
      <div className="flex h-dvh flex-col">
        <ChatHeader />
        <AgentNotFound />
      </div>
    );
  }
  if (detail.isError) body = <LoadFailed onRetry={() => void detail.refetch()} />;
  else if (!agent) body = <ChatSkeleton />;
  else if (!user) body = <SignInFirst agent={agent} />;
  else if (conversation.isPending) body = <ChatSkeleton />;
  else if (conversation.isError) {
    body = missing(conversation.error) ? (
      <AgentNotFound />
    ) : (
      <LoadFailed onRetry={() => void conversation.refetch()} />
    );
  } else if (!conversation.data.subscribed) body = <SubscribeFirst agent={agent} userId={userId} />;
  else {
    return (
      <div className="bg-background flex h-dvh flex-col">
        <ChatView
          key={`${id}:${userId}`}
          agent={agent}
          conversation={conversation.data}
          userId={userId}
          slowAfterMs={slowAfterMs}
        />
      </div>
    );
  }
  return (
    <div className="bg-background flex h-dvh flex-col">
      <ChatHeader agent={agent} loading={detail.isPending} />
      {body}
    </div>
  );
}
