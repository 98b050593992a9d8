export { SubscriberTable, type SubscriberTableProps } from './SubscriberTable.tsx';
