export {
  LegionPricingLink,
  legionFooter,
  legionHeader,
  legionNavItems,
  legionUserMenuItems,
} from './legion.tsx';
