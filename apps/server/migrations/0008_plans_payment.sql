-- Plans, payment and subscriptions (issue 7): the plans on sale, what orders need for the QR
-- payment flow, every payment notification received, and each user's paid plan. Times are
-- written by the server's clock, never by now(), so tests can move it. Money is in cents.

-- SPEC §3 Package: the plans, in both languages. Seeded from the contract's fallback plans at
-- start-up (insert … on conflict do nothing: an edited row is kept).
create table plans (
  spec_no text primary key,
  name_zh text not null,
  name_en text not null,
  subtitle_zh text not null,
  subtitle_en text not null,
  -- JSON arrays of strings
  features_zh jsonb not null default '[]',
  features_en jsonb not null default '[]',
  -- the price per month
  amount_cents bigint not null check (amount_cents >= 0),
  popular boolean not null default false,
  sort_order int not null default 0,
  purchasable boolean not null default true,
  -- nothing is sold for nothing
  check (not purchasable or amount_cents > 0)
);

-- What an order of the QR flow carries beyond 0005: the term and the prices it was computed
-- from, when it must be paid by, why the last attempt failed, and its current QR.
alter table orders
  add column months int not null default 1 check (months >= 1),
  add column unit_price_cents bigint check (unit_price_cents >= 0),
  add column config_fee_cents bigint not null default 0 check (config_fee_cents >= 0),
  add column pay_by timestamptz,
  add column failure text,
  -- the token of the QR's pay page; null once the order is no longer pending
  add column qr_token text unique,
  add column qr_expires_at timestamptz,
  add check ((qr_token is null) = (qr_expires_at is null)),
  add check (status = 'pending' or qr_token is null);

-- orders written before: plan orders named their term in the item name (seed: "…（3 个月）")
update orders set months = coalesce(substring(item_name from '（(\d+) 个月）')::int, 1)
where plan_id is not null;
update orders set unit_price_cents = amount_cents / months,
  pay_by = created_at + interval '30 minutes';

-- writers that name only the amount (older code, tests) get the derived values
create function orders_fill_payment_defaults() returns trigger language plpgsql as $$
begin
  new.unit_price_cents := coalesce(new.unit_price_cents, new.amount_cents / new.months);
  new.pay_by := coalesce(new.pay_by, new.created_at + interval '30 minutes');
  return new;
end;
$$;
create trigger orders_fill_payment_defaults before insert on orders
  for each row execute function orders_fill_payment_defaults();

alter table orders
  alter column unit_price_cents set not null,
  alter column pay_by set not null;

-- the expiry sweep: pending orders past their pay-by time
create index orders_pending_pay_by_idx on orders (pay_by) where status = 'pending';

-- Every payment notification received, applied or not: its order (null when unknown), the
-- wallet, the provider's transaction number, what it said, whether its signature held, and
-- what was done with it. A business number is applied at most once per wallet: the partial
-- unique index makes a replay of an applied one a no-op (recorded as 'duplicate').
create table payment_events (
  id bigserial primary key,
  order_id bigint references orders (id) on delete set null,
  order_number text not null,
  method text not null check (method in ('chat_wallet', 'pay_wallet')),
  business_number text not null,
  result text not null,
  amount_cents bigint,
  -- the body as received
  payload jsonb not null,
  signature_ok boolean not null,
  outcome text not null check (outcome in ('paid', 'declined', 'duplicate', 'bad_signature',
    'unknown_order', 'amount_mismatch', 'refused_cancelled', 'refused_paid', 'ignored')),
  received_at timestamptz not null
);
create unique index payment_events_applied_idx on payment_events (method, business_number)
  where outcome in ('paid', 'declined');
create index payment_events_order_idx on payment_events (order_id, received_at);

-- Each user's paid plan (one row per user): free when there is none or it has expired. The
-- market's agent subscriptions are `subscriptions`; this is the platform plan.
create table plan_subscriptions (
  user_id bigint primary key references users (id) on delete cascade,
  plan_id text not null,
  started_at timestamptz not null,
  expires_at timestamptz not null,
  updated_at timestamptz not null,
  -- the order that last started or extended it
  order_id bigint references orders (id) on delete set null,
  check (expires_at > started_at)
);

-- users who paid for a plan before: their latest paid plan order, for its term
insert into plan_subscriptions (user_id, plan_id, started_at, expires_at, updated_at, order_id)
select distinct on (user_id) user_id, plan_id, paid_at,
  paid_at + make_interval(months => months), paid_at, id
from orders
where plan_id is not null and status in ('paid', 'completed') and paid_at is not null
order by user_id, paid_at desc, id desc;
