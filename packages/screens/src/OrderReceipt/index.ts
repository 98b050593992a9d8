export { OrderReceipt, type OrderReceiptData, type OrderReceiptProps } from './OrderReceipt.tsx';
