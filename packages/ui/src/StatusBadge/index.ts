export { StatusBadge } from './StatusBadge.tsx';
