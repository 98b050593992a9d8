/**
 * The one format of an order number, for live orders and the seed alike: LG, the UTC day the
 * order was placed, a hyphen and the order's id padded to six digits (`LG20261124-000050`).
 * The id makes it unique; migration 0014 renumbered the orders written in the seed's old
 * format (`LG2026112400267072`).
 */
export const orderNumberOf = (id: string, at: number) =>
  `LG${new Date(at).toISOString().slice(0, 10).replaceAll('-', '')}-${id.padStart(6, '0')}`;

export const ORDER_NUMBER_FORMAT = /^LG\d{8}-\d{6,}$/;
