export {
  LegionFlowBadge,
  type LegionFlowBadgeProps,
  LegionFlowChart,
  type LegionFlowChartProps,
  type LegionFlowMember,
  type LegionFlowRouter,
  LegionMemberList,
  type LegionMemberListProps,
} from './LegionFlow.tsx';
export {
  LegionFlowChoice,
  type LegionFlowChoiceProps,
  LegionFlowSketch,
  type LegionFlowSketchProps,
  LegionSidePanel,
  type LegionSidePanelProps,
  type LegionSketchMember,
} from './LegionFlowSketch.tsx';
export { useLegionFlowLabels, useLegionText, useLocalized } from './labels.ts';
