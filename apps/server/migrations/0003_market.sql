-- The agent marketplace: agents and their reviewed versions, subscriptions, ratings and
-- reviews, and the log of events the statistics are counted from. Times are written by the
-- server's clock, never by now(), so tests can move it.

create table agents (
  id bigserial primary key,
  developer_id bigint not null references users (id),
  -- SPEC §4: pending (under review) until a version is first approved, rejected if that first
  -- submission was turned down; approved once it has a live version. A later version under
  -- review leaves the agent approved: its live version stays on the market meanwhile.
  status text not null default 'pending' check (status in ('pending', 'rejected', 'approved')),
  -- on the market; only an approved agent can be, and it keeps its first publishing date
  published boolean not null default false,
  published_at timestamptz,
  category text not null check (
    category in (
      'productivity', 'writing', 'knowledge', 'development', 'data', 'design', 'education',
      'lifestyle'
    )
  ),
  -- the number of rows in subscriptions for this agent, kept by the trigger below
  subscriber_count int not null default 0 check (subscriber_count >= 0),
  created_at timestamptz not null,
  check (not published or (status = 'approved' and published_at is not null))
);
create index agents_developer_idx on agents (developer_id);
-- the market list: published agents by category, by popularity, by date
create index agents_market_popular_idx on agents (subscriber_count desc, id) where published;
create index agents_market_newest_idx on agents (published_at desc, id desc) where published;
create index agents_market_category_idx on agents (category, subscriber_count desc, id)
  where published;

-- Every submission of an agent, with all its SPEC §3 fields and its review. The live version
-- of an agent is its latest approved one.
create table agent_versions (
  id bigserial primary key,
  agent_id bigint not null references agents (id) on delete cascade,
  version text not null,
  name_zh text not null,
  name_en text not null,
  description_zh text not null default '',
  description_en text not null default '',
  -- image URLs
  cover_zh text not null default '',
  cover_en text not null default '',
  logo text not null default '',
  company text not null default '',
  url text not null default '',
  legal_person_name text not null default '',
  id_card text not null default '',
  credit_code text not null default '',
  status text not null default 'pending' check (status in ('pending', 'rejected', 'approved')),
  review_comment text not null default '',
  reviewer_id bigint references users (id) on delete set null,
  reviewed_at timestamptz,
  submitted_at timestamptz not null,
  check (status = 'pending' or reviewed_at is not null)
);
create index agent_versions_agent_idx on agent_versions (agent_id, submitted_at desc);
create index agent_versions_live_idx on agent_versions (agent_id, reviewed_at desc, id desc)
  where status = 'approved';
create index agent_versions_review_queue_idx on agent_versions (submitted_at)
  where status = 'pending';

-- Current subscriptions; unsubscribing deletes the row (its history is in agent_events).
create table subscriptions (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  agent_id bigint not null references agents (id) on delete cascade,
  created_at timestamptz not null,
  unique (user_id, agent_id)
);
create index subscriptions_agent_idx on subscriptions (agent_id);

-- agents.subscriber_count follows subscriptions in the same transaction as the change, for
-- every writer (a subscribe call, the seed, a cascade from a deleted user). The update takes
-- the agent's row lock, so concurrent subscriptions count one each.
create function agents_count_subscribers() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update agents set subscriber_count = subscriber_count + 1 where id = new.agent_id;
    return new;
  end if;
  update agents set subscriber_count = subscriber_count - 1 where id = old.agent_id;
  return old;
end
$$;
create trigger subscriptions_count after insert or delete on subscriptions
  for each row execute function agents_count_subscribers();

-- One rating (with an optional review text) per user and agent; written in the app only.
create table ratings_reviews (
  id bigserial primary key,
  agent_id bigint not null references agents (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  content text not null default '',
  created_at timestamptz not null,
  unique (agent_id, user_id)
);
create index ratings_reviews_agent_idx on ratings_reviews (agent_id, created_at desc, id desc);

-- What the statistics are counted from: subscribe and unsubscribe (kept after the
-- subscription row is gone), use of the agent, and orders.
create table agent_events (
  id bigserial primary key,
  agent_id bigint not null references agents (id) on delete cascade,
  -- kept when the user goes, so the figures of the past do not change
  user_id bigint references users (id) on delete set null,
  kind text not null check (kind in ('subscribe', 'unsubscribe', 'use', 'order')),
  at timestamptz not null
);
create index agent_events_agent_idx on agent_events (agent_id, kind, at);
