/**
 * What the payment domain offers the others: the reads and the writes they need of orders and
 * subscriptions, without its repository.
 */
import type { Queryable } from '../db/database.ts';
import { paymentRepository } from './repository.ts';

export { activeSubscription, expireOverdueOrders, PAID_ORDER } from './repository.ts';

/** the id the next order will have (the seeds number their orders from it) */
export const nextOrderId = (db: Queryable) => paymentRepository(db).nextOrderId();
