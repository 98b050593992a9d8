-- One order number format (issue 16): LG, the UTC day the order was placed, a hyphen and the
-- order's id padded to six digits, e.g. LG20261124-000050 — what live orders were already given.
-- The seed wrote LG + day + eight more digits (LG2026112400267072); those orders take the live
-- format. The id keeps the new numbers unique; a notification naming an old number is recorded
-- under it as it came, so payment_events keeps what was received.
update orders
set order_number = 'LG' || to_char(created_at at time zone 'UTC', 'YYYYMMDD') || '-'
  || case when length(id::text) >= 6 then id::text else lpad(id::text, 6, '0') end
where order_number ~ '^LG[0-9]{16}$';
