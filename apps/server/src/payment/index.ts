/**
 * What the payment domain offers the others: the reads and the one write they need of orders
 * and subscriptions, without its repository.
 */
export { activeSubscription, expireOverdueOrders, PAID_ORDER } from './repository.ts';
