export {
  LegionPricingLink,
  legionHeader,
  legionNavItems,
  legionUserMenuItems,
} from './legion.tsx';
