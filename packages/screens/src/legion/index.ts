export {
  LegionPricingLink,
  legionFooter,
  legionHeader,
  legionMenuUser,
  legionNavItems,
  legionUserMenuItems,
} from './legion.tsx';
