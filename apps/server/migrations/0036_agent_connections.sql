-- Agents from anywhere: a version names the protocol its service speaks, and a new agent starts
-- as a draft its developer can test before submitting it.

-- legion: the platform's signed POST; openai-chat: Chat Completions at the base URL `url`, with
-- `model`; a2a: the agent card under `url`. `credential` is the API key or token the platform
-- sends (openai-chat, a2a), sealed with AES-GCM under LEGION_SECRET_KEY for the agent
-- (shared/secret-box.ts); the key itself is never in the database. '' for none.
alter table agent_versions
  add column protocol text not null default 'legion'
    check (protocol in ('legion', 'openai-chat', 'a2a')),
  add column model text not null default '',
  add column credential text not null default '';

-- A draft is saved but not submitted: no one reviews it and it is on no list but its
-- developer's. Only an agent's first version is ever a draft; its `submitted_at` is when it
-- was last saved until it is submitted.
alter table agents drop constraint agents_status_check;
alter table agents add constraint agents_status_check
  check (status in ('draft', 'pending', 'rejected', 'approved'));
alter table agent_versions drop constraint agent_versions_status_check;
alter table agent_versions add constraint agent_versions_status_check
  check (status in ('draft', 'pending', 'rejected', 'approved'));
alter table agent_versions drop constraint agent_versions_check;
alter table agent_versions add constraint agent_versions_check
  check (status in ('draft', 'pending') or reviewed_at is not null);

-- The developer's test calls, counted per developer and agent over the last hour in the
-- database so that every instance sees the same count.
create table agent_test_calls (
  id bigserial primary key,
  agent_id bigint not null references agents (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null
);
create index agent_test_calls_window_idx on agent_test_calls (agent_id, user_id, created_at);

-- The context an A2A agent named for a conversation, sent back with every later turn so the
-- agent keeps its own thread; null until it names one.
alter table conversations add column agent_context_id text;
