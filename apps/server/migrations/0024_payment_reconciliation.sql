-- Payments that always settle (issue 20, decision 0095). The sandbox wallets keep their own
-- record of each order they were asked to pay, as a real wallet does: paid (with the signed
-- notification it sends, which its order query answers again) or closed (the order was
-- cancelled: its QR can no longer be paid). The platform notes when it last asked a wallet
-- about an order and when it told the wallet to close one.
create table sandbox_wallet_orders (
  method text not null,
  order_number text not null,
  state text not null check (state in ('paid', 'closed')),
  notification jsonb,
  at timestamptz not null,
  primary key (method, order_number)
);

alter table orders
  add column wallet_queried_at timestamptz,
  add column wallet_closed_at timestamptz;
