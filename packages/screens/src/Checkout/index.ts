export {
  type CheckoutAgreement,
  CheckoutForm,
  type CheckoutFormProps,
  CheckoutPlanSummary,
  type CheckoutPlanSummaryProps,
  OrderSummary,
  type OrderSummaryProps,
  PaymentPanel,
  type PaymentPanelProps,
  PaymentResult,
  type PaymentResultProps,
  paymentMethodLabels,
} from './Checkout.tsx';
