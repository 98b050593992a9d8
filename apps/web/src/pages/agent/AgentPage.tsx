/**
 * The agent page (/agent?id=…): a chat with one agent the person subscribes to, in its own
 * full-height layout (the host app shows it on a phone). Replies stream in as the agent writes
 * them; the conversation is kept on the server.
 */
import {
  AGENT_LIMITS,
  type AgentDetail,
  ApiError,
  agentIdParamSchema,
  CHAT_MAX_SHARED_BASES,
  type Conversation,
} from '@legion/api';
import {
  CHAT_SLOW_REPLY_MS,
  ChatComposer,
  ChatScreen,
  ChatThread,
  ChatThreadSkeleton,
  KnowledgeBasePicker,
  type SharedKnowledgeBase,
} from '@legion/screens';
import { Button, ConfirmDialog } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useAgentConversation,
  useAgentDetail,
  useClearConversation,
  useShareBases,
} from '../../features/agent/queries.ts';
import { useChat } from '../../features/agent/useChat.ts';
import { useBases } from '../../features/knowledge/knowledge.tsx';
import { passageHref } from '../../features/knowledge/passage.ts';
import { useAgentName } from '../../hooks/agent-name.ts';
import { useFailureReason } from '../../hooks/failure-reason.ts';
import { currentUserAtom } from '../../state/auth.ts';
import {
  AgentNotFound,
  detailHref,
  LoadFailed,
  SignInFirst,
  SubscribeFirst,
} from './AgentStatus.tsx';

function ChatView(props: {
  agent: AgentDetail;
  conversation: Conversation;
  userId: string | null;
  slowAfterMs: number;
}) {
  const { agent, userId } = props;
  const { t, i18n } = useLingui();
  const chat = useChat(agent.id, userId, props.conversation.messages);
  const [text, setText] = useState('');
  // the choice kept on the server for this person and agent
  const [shared, setSharedNow] = useState<SharedKnowledgeBase[]>(props.conversation.knowledgeBases);
  const share = useShareBases(agent.id, userId);
  const setShared = (bases: SharedKnowledgeBase[]) => {
    setSharedNow(bases);
    share.mutate(bases);
  };
  const [picking, setPicking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const bases = useBases();
  const failureReason = useFailureReason();
  const name = useAgentName()(agent);
  const clear = useClearConversation(agent.id, userId, () => {
    chat.setMessages([]);
    setConfirming(false);
  });

  const send = async (message: string) => {
    setText('');
    const stored = await chat.send(
      message,
      shared.map((base) => base.id),
    );
    // not sent: the words come back to the box, unless something new was typed meanwhile
    if (!stored) setText((current) => current || message);
  };

  return (
    <ChatScreen
      back={{ href: detailHref(agent), label: t`返回智能体详情` }}
      title={name}
      logo={agent.logo}
      actions={
        <Button
          variant="ghost"
          size="sm"
          className="lu:text-muted-foreground lu:shrink-0"
          disabled={chat.busy || chat.messages.length === 0}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          <span className="lu:sr-only lu:sm:not-sr-only">{t`清空对话`}</span>
        </Button>
      }
    >
      <ChatThread
        messages={chat.messages}
        agent={{
          name,
          logo: agent.logo,
          description: i18n.locale === 'en' ? agent.descriptionEn : agent.descriptionZh,
        }}
        busy={chat.busy}
        onAsk={(example) => void send(example)}
        // only an agent that reads knowledge bases can summarise them
        knowledgeSuggestion={agent.category === 'knowledge'}
        onRetry={chat.retry}
        failureText={failureReason}
        citationHref={(citation) =>
          passageHref(citation.knowledgeBaseId, citation.documentId, citation.chunkIndex)
        }
        keyOf={chat.keyOf}
        slowAfterMs={props.slowAfterMs}
      />
      <ChatComposer
        text={text}
        onTextChange={setText}
        busy={chat.busy}
        onSend={(message) => void send(message)}
        onStop={chat.stop}
        maxLength={AGENT_LIMITS.messageChars}
        bases={shared}
        onBasesChange={setShared}
        onPickBases={() => setPicking(true)}
      />
      <KnowledgeBasePicker
        open={picking}
        onOpenChange={setPicking}
        bases={bases.data}
        failed={bases.isError}
        onRetry={() => void bases.refetch()}
        chosen={shared}
        onChange={setShared}
        max={CHAT_MAX_SHARED_BASES}
        createHref="/knowledge"
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
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
    </ChatScreen>
  );
}

export default function AgentPage({ slowAfterMs = CHAT_SLOW_REPLY_MS }: { slowAfterMs?: number }) {
  const { t } = useLingui();
  const nameOf = useAgentName();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = agentIdParamSchema.safeParse({ id }).success;
  const user = useAtomValue(currentUserAtom);
  const userId = user?.id ?? null;
  const detail = useAgentDetail(id, userId, valid);
  const conversation = useAgentConversation(id, userId, valid && user !== null);

  const missing = (error: unknown) => error instanceof ApiError && error.status === 404;
  const agent = detail.data;
  const toMarket = { href: '/plugins/market', label: t`返回插件市场` };
  if (!valid || (detail.isError && missing(detail.error))) {
    return (
      <ChatScreen back={toMarket}>
        <AgentNotFound />
      </ChatScreen>
    );
  }
  let body: ReactNode;
  if (detail.isError) body = <LoadFailed onRetry={() => void detail.refetch()} />;
  else if (!agent) body = <ChatThreadSkeleton />;
  else if (!user) body = <SignInFirst agent={agent} />;
  else if (conversation.isPending) body = <ChatThreadSkeleton />;
  else if (conversation.isError) {
    body = missing(conversation.error) ? (
      <AgentNotFound />
    ) : (
      <LoadFailed onRetry={() => void conversation.refetch()} />
    );
  } else if (!conversation.data.subscribed) body = <SubscribeFirst agent={agent} userId={userId} />;
  else {
    return (
      <ChatView
        key={`${id}:${userId}`}
        agent={agent}
        conversation={conversation.data}
        userId={userId}
        slowAfterMs={slowAfterMs}
      />
    );
  }
  return (
    <ChatScreen
      back={agent ? { href: detailHref(agent), label: t`返回智能体详情` } : toMarket}
      title={agent ? nameOf(agent) : undefined}
      logo={agent?.logo}
      loading={detail.isPending}
    >
      {body}
    </ChatScreen>
  );
}
