export { StatCard } from './StatCard.tsx';
