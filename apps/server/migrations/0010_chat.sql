-- Chatting with agents (issue 9): one conversation per person and agent, kept until the
-- person clears it; each turn is the person's message and the agent's reply. A reply is
-- 'streaming' while the agent answers, then complete, stopped (by the person) or failed.
create table conversations (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  agent_id bigint not null references agents (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (user_id, agent_id)
);

create table conversation_messages (
  id bigserial primary key,
  conversation_id bigint not null references conversations (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null,
  status text not null check (status in ('streaming', 'complete', 'stopped', 'failed')),
  failure text check (failure in ('down', 'timeout', 'tooLarge', 'invalid', 'agentError')),
  failure_message text,
  -- [{passageId, quote, documentId, documentName, knowledgeBaseId, chunkIndex}]
  citations jsonb not null default '[]',
  -- the bases shared for the turn, on the person's message
  knowledge_base_ids jsonb not null default '[]',
  duration_ms int check (duration_ms >= 0),
  created_at timestamptz not null,
  check ((status = 'failed') = (failure is not null))
);
create index conversation_messages_conversation_idx on conversation_messages (conversation_id, id);
