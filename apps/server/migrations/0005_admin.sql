-- The admin console: every round of a developer application, the points a rejection asks to
-- fix, the audit log of decisions and reveals, and orders. Times are written by the server's
-- clock, never by now(), so tests can move it.

-- Every submission ("round") of a developer application, with a snapshot of its fields and the
-- decision on it. developer_applications stays the current round (what the applicant and the
-- queue show, updated in place on a resubmission); this table is its append-only history.
create table developer_application_submissions (
  id bigserial primary key,
  application_id bigint not null references developer_applications (id) on delete cascade,
  -- 1 for the first submission, then 2, 3, …
  round int not null check (round >= 1),
  developer_name text not null,
  mobile text not null,
  email text not null,
  company_name text not null,
  industry text not null,
  legal_person_name text not null,
  id_card text not null,
  credit_code text not null,
  status text not null default 'pending' check (status in ('pending', 'rejected', 'approved')),
  -- the reviewer's opinion; for a rejection, its reason
  review_comment text not null default '',
  reviewer_id bigint references users (id) on delete set null,
  submitted_at timestamptz not null,
  reviewed_at timestamptz,
  unique (application_id, round),
  check ((status = 'pending') = (reviewed_at is null))
);

-- the applications on file before this migration: their current state is their first round
insert into developer_application_submissions (application_id, round, developer_name, mobile,
  email, company_name, industry, legal_person_name, id_card, credit_code, status, review_comment,
  reviewer_id, submitted_at, reviewed_at)
select id, 1, developer_name, mobile, email, company_name, industry, legal_person_name, id_card,
  credit_code, status, review_opinion, reviewer_id, submitted_at, reviewed_at
from developer_applications;

-- What a rejection asks to fix, one row per point, in the order the reviewer listed them. The
-- subject is a round of an application (developer_application_submissions.id) or an agent
-- version (agent_versions.id). `addressed` is what the next submission says it fixed.
create table review_points (
  id bigserial primary key,
  subject_kind text not null check (subject_kind in ('application', 'agent_version')),
  subject_id bigint not null,
  field text not null,
  action text not null,
  addressed boolean not null default false,
  position int not null,
  unique (subject_kind, subject_id, position)
);

-- Who decided or looked at what: every approval, rejection and reveal of a masked field. The
-- subject is the application (developer_applications.id) or the agent version. Kept for good:
-- an admin with entries here cannot be deleted.
create table audit_log (
  id bigserial primary key,
  admin_id bigint not null references users (id),
  action text not null check (action in ('approve', 'reject', 'reveal')),
  subject_kind text not null check (subject_kind in ('application', 'agent_version')),
  subject_id bigint not null,
  -- the revealed field; null for decisions
  field text,
  at timestamptz not null,
  check ((action = 'reveal') = (field is not null))
);
create index audit_log_subject_idx on audit_log (subject_kind, subject_id, at);
create index audit_log_at_idx on audit_log (at);

-- the admin queues: by status, oldest or newest first
create index developer_applications_status_idx on developer_applications (status, submitted_at);
create index agent_versions_status_idx on agent_versions (status, submitted_at);

-- Versions written before the developer console (the seed market) carry no category: theirs
-- is the agent's.
update agent_versions v set category = a.category
from agents a where a.id = v.agent_id and v.category is null;

-- SPEC §3 "Order". What was bought is an agent (agent_id) or a plan (plan_id, e.g.
-- 'agent-premium'); item_name keeps its name as it was when ordered. Money is in cents (fen),
-- never a float. The user is kept for good: a user with orders cannot be deleted.
create table orders (
  id bigserial primary key,
  order_number text not null unique,
  user_id bigint not null references users (id),
  agent_id bigint references agents (id) on delete set null,
  plan_id text,
  item_name text not null,
  amount_cents bigint not null check (amount_cents >= 0),
  payment_method text not null check (payment_method in ('chat_wallet', 'pay_wallet')),
  status text not null default 'pending'
    check (status in ('pending', 'paid', 'completed', 'cancelled')),
  -- the wallet account that paid and the payment provider's transaction number; '' until paid
  pay_account text not null default '',
  business_number text not null default '',
  remark text not null default '',
  -- the order time
  created_at timestamptz not null,
  paid_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  check (status = 'pending' or status = 'cancelled' or paid_at is not null),
  check (status <> 'completed' or completed_at is not null),
  check (status <> 'cancelled' or cancelled_at is not null)
);
create index orders_created_idx on orders (created_at desc, id desc);
create index orders_status_idx on orders (status, created_at desc);
create index orders_user_idx on orders (user_id);
create index orders_agent_idx on orders (agent_id);
