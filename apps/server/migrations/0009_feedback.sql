-- The home page's feedback form (issue 8, SPEC §5): the SMS codes a visitor asks for, the
-- sandbox outbox of the SMS sent, and the feedback itself. Times are written by the server's
-- clock, never by now(), so tests can move it.

-- One row per code sent. Only a salted SHA-256 of the code is kept (`salt$hash`). The rows
-- stay after use or expiry (pruned after a day) because the rate limits count them: per phone
-- (cooldown, per hour) and per requesting address (per hour). Only the newest code of a phone
-- and purpose can be used: a new one replaces the older ones.
create table sms_codes (
  id bigserial primary key,
  mobile text not null,
  purpose text not null check (purpose in ('feedback')),
  code_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  -- every check of the code counts (a right one too); at 5 the code is burned
  attempts int not null default 0 check (attempts >= 0),
  ip text not null,
  check (expires_at > created_at)
);
-- the per-phone limits and "the newest code of this phone"
create index sms_codes_mobile_idx on sms_codes (mobile, purpose, created_at desc, id desc);
-- the per-address limit
create index sms_codes_ip_idx on sms_codes (ip, created_at desc);
-- the pruning
create index sms_codes_created_idx on sms_codes (created_at);

-- The sandbox SMS provider's outbox: every message it "sent", text included (so the code is
-- readable at /sandbox/sms). A real provider writes nothing here. Pruned after 7 days.
create table sms_outbox (
  id bigserial primary key,
  mobile text not null,
  body text not null,
  created_at timestamptz not null
);
create index sms_outbox_newest_idx on sms_outbox (created_at desc, id desc);
create index sms_outbox_mobile_idx on sms_outbox (mobile, created_at desc, id desc);

-- SPEC §5 the feedback form: all fields required; the phone was proven by its SMS code.
create table feedback (
  id bigserial primary key,
  company text not null,
  contact_name text not null,
  mobile text not null,
  details text not null,
  created_at timestamptz not null,
  -- the sender's address (X-Forwarded-For's first entry, else the socket's)
  ip text not null
);
-- the admin list, newest first
create index feedback_newest_idx on feedback (created_at desc, id desc);
