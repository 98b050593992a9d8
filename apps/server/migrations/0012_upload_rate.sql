-- The upload rate limit (issue 10): one row per upload a user starts (knowledge documents,
-- developer images), counted per user and kind over a sliding window. Kept in the database,
-- not in a server's memory, so that every instance behind the load balancer counts the same
-- uploads. Rows older than the window are pruned as new ones come.
create table upload_events (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  kind text not null check (kind in ('knowledge', 'image')),
  created_at timestamptz not null
);
-- the count of one user's uploads of a kind in the window, and its oldest one
create index upload_events_user_idx on upload_events (user_id, kind, created_at);
-- the pruning
create index upload_events_created_idx on upload_events (created_at);
