export { type DisplayPlan, PlanCard, type PlanCardProps } from './PlanCard.tsx';
export { PLAN_CARDS_MIN_WIDTH, PlanList, type PlanListProps } from './PlanList.tsx';
