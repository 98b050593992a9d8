export {
  LegionCard,
  LegionCardGrid,
  type LegionCardGridProps,
  type LegionCardProps,
} from './LegionCard.tsx';
