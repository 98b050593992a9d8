export {
  DeveloperLegionList,
  type DeveloperLegionListProps,
  type LegionAgent,
  LegionAgentPicker,
  type LegionAgentPickerProps,
  LegionAgentTags,
  LegionMemberCard,
  type LegionMemberCardProps,
  LegionMembersSection,
  type LegionMembersSectionProps,
} from './LegionComposer.tsx';
