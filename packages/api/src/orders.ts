/**
 * What an order can be and how it is paid: shared by the admin's order list (admin.ts) and the
 * buyer's payments (plans.ts), so neither imports the other.
 */
import { z } from 'zod';

// An order is pending, paid, completed or cancelled
export const ORDER_STATUSES = ['pending', 'paid', 'completed', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** the chat app's wallet, or the payment app's */
export const PAYMENT_METHODS = ['chat_wallet', 'pay_wallet'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
