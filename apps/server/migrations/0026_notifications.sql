-- The notification centre (issue 20, decision 0097). A notification is written in the same
-- transaction as what it tells (a decision, a team change, a new version, a submission), so it
-- exists exactly when that happened, on every instance. Its words are the interface's, from
-- `kind` and `params`. Decisions also go out by SMS: `sms` is 'pending' until the delivery loop
-- of any instance claims it ('sending', with the time; `for update skip locked`, so no two
-- instances send one message), then 'sent', back to 'pending' for another try, or 'failed'
-- after three; a claim older than five minutes (an instance that died) is taken again. 'none'
-- for kinds without an SMS. Sending never holds up the decision.
create table notifications (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  kind text not null check (
    kind in (
      'application-decided', 'agent-decided', 'legion-decided', 'team-added', 'team-removed',
      'agent-updated', 'submission-waiting', 'review-hidden'
    )
  ),
  params jsonb not null default '{}',
  link text,
  created_at timestamptz not null,
  read_at timestamptz,
  sms text not null default 'none' check (
    sms in ('none', 'pending', 'sending', 'sent', 'failed')
  ),
  sms_text text not null default '',
  sms_attempts int not null default 0,
  sms_claimed_at timestamptz
);
create index notifications_user_idx on notifications (user_id, created_at desc, id desc);
create index notifications_unread_idx on notifications (user_id) where read_at is null;
create index notifications_sms_idx on notifications (created_at)
  where sms in ('pending', 'sending');
