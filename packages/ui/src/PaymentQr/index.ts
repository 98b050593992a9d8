export { PaymentQr, type PaymentQrProps, type PaymentQrState } from './PaymentQr.tsx';
