/**
 * The legion views (flow badge, flow chart, the flow's words) are library parts now; the admin
 * review screens still take them by these names from here.
 */
export {
  LegionFlowBadge as FlowBadge,
  LegionFlowChart,
  useLegionFlowLabels as useFlowLabels,
  useLegionText,
} from '@legion/ui';
