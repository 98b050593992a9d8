-- The period a completed plan order bought, for its receipt: from the moment it was paid, or
-- from the end of the same plan still running (an extension), for its months. Orders completed
-- before this was kept have none.
alter table orders
  add column period_start timestamptz,
  add column period_end timestamptz,
  add check ((period_start is null) = (period_end is null)),
  add check (period_start is null or period_end > period_start);
