-- The developer console: certification applications, agent keys and secrets, uploaded images,
-- and team members with the agents each may manage. Times are written by the server's clock,
-- never by now(), so tests can move it.

-- One certification application per user (SPEC §3 "Developer application"). A rejected one is
-- resubmitted by updating it back to pending; approving it makes the user a developer in the
-- same transaction.
create table developer_applications (
  id bigserial primary key,
  user_id bigint not null unique references users (id) on delete cascade,
  developer_name text not null,
  -- the whole number: the applicant's own, shown to them and to the reviewing admin only
  mobile text not null,
  email text not null,
  company_name text not null,
  industry text not null,
  legal_person_name text not null,
  id_card text not null,
  credit_code text not null,
  status text not null default 'pending' check (status in ('pending', 'rejected', 'approved')),
  review_opinion text not null default '',
  rejection_reason text not null default '',
  reviewer_id bigint references users (id) on delete set null,
  submitted_at timestamptz not null,
  reviewed_at timestamptz,
  check ((status = 'pending') = (reviewed_at is null)),
  check (status = 'rejected' or rejection_reason = '')
);
create index developer_applications_queue_idx on developer_applications (submitted_at)
  where status = 'pending';

-- The public key an agent signs its calls with, and the SHA-256 (hex) of its secret; the secret
-- itself is shown once, when issued. Every row gets a key and the hash of a secret nobody holds
-- (the seeded agents, and any written before this migration): the owner issues a real one by
-- rotating it. gen_random_uuid() is the strong random source both PGlite and PostgreSQL have.
alter table agents
  add column agent_key text not null
    default 'agt_' || substr(md5(gen_random_uuid()::text), 1, 16),
  add column agent_secret_hash text not null
    default encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex');
alter table agents add constraint agents_agent_key_key unique (agent_key);

-- The category a submission asks for: it reaches the market with the version's approval, like
-- the rest of its fields. Null on versions written before the developer console.
alter table agent_versions add column category text check (
  category in (
    'productivity', 'writing', 'knowledge', 'development', 'data', 'design', 'education',
    'lifestyle'
  )
);

-- Images a user uploaded (logos, covers), stored under <dataDir>/uploads/<file_name>. An agent's
-- image fields accept only the caller's own uploads (or the value they already had).
create table uploads (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  file_name text not null unique,
  type text not null check (type in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  bytes int not null check (bytes > 0),
  created_at timestamptz not null
);
create index uploads_user_idx on uploads (user_id);

-- A developer's team: users who may manage the agents the owner authorizes them for.
create table team_members (
  id bigserial primary key,
  owner_id bigint not null references users (id) on delete cascade,
  member_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null,
  unique (owner_id, member_id),
  check (owner_id <> member_id)
);
create index team_members_member_idx on team_members (member_id);

-- Which of the owner's agents a member may manage; removing the member removes these with it.
-- That the agent is the owner's own is checked by the service when the set is written.
create table team_member_agents (
  owner_id bigint not null,
  member_id bigint not null,
  agent_id bigint not null references agents (id) on delete cascade,
  primary key (owner_id, member_id, agent_id),
  foreign key (owner_id, member_id) references team_members (owner_id, member_id)
    on delete cascade
);
create index team_member_agents_member_idx on team_member_agents (member_id, agent_id);
