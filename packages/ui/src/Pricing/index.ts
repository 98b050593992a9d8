export { type DisplayPlan, PlanCard, type PlanCardProps } from './PlanCard.tsx';
export { PLAN_CARDS_QUERY, PlanList, type PlanListProps } from './PlanList.tsx';
