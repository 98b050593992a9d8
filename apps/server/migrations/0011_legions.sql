-- Legions (issue 9): teams of agents composed by a developer, reviewed like agents, published
-- on /legion. The members of a version are kept as it was submitted: an agent that later
-- leaves the market makes the legion's runs fail at that member, it does not rewrite history.
create table legions (
  id bigserial primary key,
  developer_id bigint not null references users (id),
  status text not null default 'pending' check (status in ('pending', 'rejected', 'approved')),
  published boolean not null default false,
  published_at timestamptz,
  -- runs of the published legion by anyone (test runs in the editor are not counted)
  run_count int not null default 0 check (run_count >= 0),
  created_at timestamptz not null,
  check (not published or (status = 'approved' and published_at is not null))
);
create index legions_developer_idx on legions (developer_id);
create index legions_published_idx on legions (published_at desc, id desc) where published;

create table legion_versions (
  id bigserial primary key,
  legion_id bigint not null references legions (id) on delete cascade,
  name_zh text not null,
  name_en text not null,
  description_zh text not null,
  description_en text not null,
  flow text not null check (flow in ('sequence', 'router')),
  -- [{agentId, role, instructions}] in the order of the flow
  members jsonb not null,
  router_agent_id bigint references agents (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'rejected', 'approved')),
  review_comment text not null default '',
  reviewer_id bigint references users (id) on delete set null,
  reviewed_at timestamptz,
  submitted_at timestamptz not null,
  check (status = 'pending' or reviewed_at is not null),
  check (flow = 'sequence' or router_agent_id is not null)
);
create index legion_versions_legion_idx on legion_versions (legion_id, submitted_at desc);
create index legion_versions_queue_idx on legion_versions (submitted_at) where status = 'pending';
