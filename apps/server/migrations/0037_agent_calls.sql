-- Every call the platform makes to an agent, for its developer's call log: what it was for,
-- how it went and how long it took. No one's words are kept, except the developer's own test
-- message. Kept for 30 days (the server prunes older rows as it writes).
create table agent_calls (
  id bigserial primary key,
  agent_id bigint not null references agents (id) on delete cascade,
  kind text not null check (kind in ('chat', 'legion', 'test', 'check', 'health', 'review')),
  protocol text not null check (protocol in ('legion', 'openai-chat', 'a2a')),
  status text not null check (status in ('complete', 'failed', 'stopped')),
  failure text check (failure in ('down', 'timeout', 'tooLarge', 'invalid', 'agentError', 'refused')),
  failure_message text not null default '',
  first_event_ms int check (first_event_ms >= 0),
  total_ms int not null check (total_ms >= 0),
  test_message text,
  created_at timestamptz not null,
  check ((status = 'failed') = (failure is not null)),
  check (kind = 'test' or test_message is null)
);
create index agent_calls_agent_idx on agent_calls (agent_id, created_at desc, id desc);
create index agent_calls_created_idx on agent_calls (created_at);
