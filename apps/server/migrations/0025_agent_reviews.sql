-- Reviews that arrive from the host app (issue 20, decision 0096): each is written by a
-- subscriber through the provider-signed endpoint, against the agent's live version at the
-- time, and can be edited (one per person and agent, the unique key of 0003). The agent's
-- developer replies in public; anyone signed in reports a review; an admin hides it (it leaves
-- the rating and the list, the author is told why) or keeps it.

alter table ratings_reviews
  add column version text not null default '',
  add column updated_at timestamptz,
  add column hidden_at timestamptz,
  add column hidden_reason text not null default '',
  add column reply text not null default '',
  add column reply_by bigint references users (id) on delete set null,
  add column replied_at timestamptz,
  add column reply_updated_at timestamptz,
  add check ((hidden_at is null) = (hidden_reason = '')),
  add check ((replied_at is null) = (reply = ''));

-- the reviews written before: against the version that was live when they were written, else
-- the first approved one
update ratings_reviews r set version = coalesce(
  (select v.version from agent_versions v
   where v.agent_id = r.agent_id and v.status = 'approved' and v.reviewed_at <= r.created_at
   order by v.reviewed_at desc, v.id desc limit 1),
  (select v.version from agent_versions v
   where v.agent_id = r.agent_id and v.status = 'approved'
   order by v.reviewed_at, v.id limit 1),
  '');

-- what the market counts and lists: the visible reviews
create index ratings_reviews_visible_idx on ratings_reviews (agent_id, created_at desc, id desc)
  where hidden_at is null;

-- One report per person and review. Open until an admin decides on the review; a report made
-- after a "keep" opens it again.
create table review_reports (
  id bigserial primary key,
  review_id bigint not null references ratings_reviews (id) on delete cascade,
  reporter_id bigint not null references users (id) on delete cascade,
  reason text not null check (
    reason in ('spam', 'offensive', 'off-topic', 'personal-data', 'other')
  ),
  note text not null default '',
  created_at timestamptz not null,
  resolved_at timestamptz,
  unique (review_id, reporter_id)
);
create index review_reports_open_idx on review_reports (review_id) where resolved_at is null;

-- Every moderation decision, newest last: the queue shows the latest, the audit trail all.
create table review_moderations (
  id bigserial primary key,
  review_id bigint not null references ratings_reviews (id) on delete cascade,
  admin_id bigint not null references users (id),
  action text not null check (action in ('hide', 'keep')),
  reason text not null,
  at timestamptz not null
);
create index review_moderations_review_idx on review_moderations (review_id, at desc, id desc);
