export { AgentCallLog, type AgentCallLogProps } from './AgentCallLog/index.ts';
export {
  AgentCard,
  type AgentCardProps,
  AgentHealthNote,
  type AgentHealthNoteProps,
  categoryLabels,
} from './AgentCard/index.ts';
export { AgentCheckReport, type AgentCheckReportProps } from './AgentCheckReport/index.ts';
export {
  AgentCredentials,
  type AgentCredentialsProps,
  AgentSecretDialog,
  type AgentSecretDialogProps,
} from './AgentCredentials/index.ts';
export { AgentFilters, type AgentFiltersProps } from './AgentFilters/index.ts';
export { AgentGrid, type AgentGridProps } from './AgentGrid/index.ts';
export {
  AgentAbout,
  type AgentAboutProps,
  AgentOverviewPanel,
  type AgentOverviewPanelProps,
  AgentProfileHeader,
  type AgentProfileHeaderProps,
  AgentReviewList,
  type AgentReviewListProps,
  RatingDistribution,
  type RatingDistributionProps,
} from './AgentProfile/index.ts';
export {
  type AgentStatusItem,
  AgentStatusList,
  type AgentStatusListProps,
  type RecentReviewItem,
  RecentReviewList,
} from './AgentStatusList/index.ts';
export { AgentTestConsole, type AgentTestConsoleProps } from './AgentTestConsole/index.ts';
export {
  AgentVersionHistory,
  type AgentVersionHistoryProps,
  type AgentVersionItem,
} from './AgentVersionHistory/index.ts';
export {
  type ApiEndpoint,
  type ApiEndpointGroup,
  ApiEndpointList,
  type ApiEndpointListProps,
} from './ApiEndpointList/index.ts';
export {
  ChatComposer,
  type ChatComposerProps,
  type KnowledgeBaseOption,
  KnowledgeBasePicker,
  type KnowledgeBasePickerProps,
  type SharedKnowledgeBase,
} from './ChatComposer/index.ts';
export { ChatScreen, type ChatScreenProps } from './ChatScreen/index.ts';
export {
  CHAT_SLOW_REPLY_MS,
  type ChatAgent,
  ChatThread,
  type ChatThreadProps,
  ChatThreadSkeleton,
} from './ChatThread/index.ts';
export {
  type CheckoutAgreement,
  CheckoutForm,
  type CheckoutFormProps,
  CheckoutPlanSummary,
  type CheckoutPlanSummaryProps,
  OrderSummary,
  type OrderSummaryProps,
  PaymentPanel,
  type PaymentPanelProps,
  PaymentResult,
  type PaymentResultProps,
  paymentMethodLabels,
} from './Checkout/index.ts';
export {
  DocsArticleFrame,
  type DocsArticleFrameProps,
  DocsArticleGrid,
  type DocsArticleGridProps,
  DocsCategoryGrid,
  type DocsCategoryGridProps,
  type DocsCategorySummary,
  DocsPageHeader,
  type DocsPageHeaderProps,
} from './DocsIndex/index.ts';
export { loadScreensMessages } from './i18n.ts';
export {
  KnowledgeBaseCard,
  type KnowledgeBaseCardProps,
  KnowledgeBaseList,
  type KnowledgeBaseListProps,
} from './KnowledgeBaseList/index.ts';
export {
  KnowledgeChunksDialog,
  type KnowledgeChunksDialogProps,
} from './KnowledgeChunksDialog/index.ts';
export {
  KnowledgeDictionaryEditor,
  type KnowledgeDictionaryEditorProps,
} from './KnowledgeDictionaryEditor/index.ts';
export {
  KnowledgeDocumentStatus,
  type KnowledgeDocumentStatusProps,
  KnowledgeDocumentTable,
  type KnowledgeDocumentTableProps,
  useFailureReasonText,
  useIngestStageText,
  useLowTextText,
  useQueueText,
} from './KnowledgeDocumentTable/index.ts';
export {
  KnowledgePassageDialog,
  type KnowledgePassageDialogProps,
  KnowledgePassageViewer,
  type KnowledgePassageViewerProps,
  useLocationText,
} from './KnowledgePassageViewer/index.ts';
export {
  KnowledgeRetrievalPanel,
  type KnowledgeRetrievalPanelProps,
} from './KnowledgeRetrievalPanel/index.ts';
export {
  KnowledgeTestQuestions,
  type KnowledgeTestQuestionsProps,
} from './KnowledgeTestQuestions/index.ts';
export {
  ContactCard,
  type ContactCardProps,
  FeatureCard,
  type FeatureCardProps,
  FeatureGrid,
  type FeatureGridProps,
  LandingBanner,
  type LandingBannerProps,
  LandingHero,
  type LandingHeroProps,
  LandingPanel,
  type LandingPanelProps,
  LandingResult,
  type LandingResultProps,
  LandingSection,
  type LandingSectionProps,
} from './Landing/index.ts';
export {
  LegionCard,
  LegionCardGrid,
  type LegionCardGridProps,
  type LegionCardProps,
} from './LegionCard/index.ts';
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
} from './LegionComposer/index.ts';
export {
  LegionFlowBadge,
  type LegionFlowBadgeProps,
  LegionFlowChart,
  type LegionFlowChartProps,
  LegionFlowChoice,
  type LegionFlowChoiceProps,
  type LegionFlowMember,
  type LegionFlowRouter,
  LegionFlowSketch,
  type LegionFlowSketchProps,
  LegionMemberList,
  type LegionMemberListProps,
  LegionSidePanel,
  type LegionSidePanelProps,
  type LegionSketchMember,
  useLegionFlowLabels,
  useLegionText,
} from './LegionFlow/index.ts';
export { LegionProfile, type LegionProfileProps } from './LegionProfile/index.ts';
export {
  type LegionRun,
  LegionRunForm,
  type LegionRunFormProps,
  type LegionRunPhase,
  LegionRunSteps,
  type LegionRunStepsProps,
} from './LegionRun/index.ts';
export { Logo, type LogoProps } from './Logo/index.ts';
export {
  LegionPricingLink,
  legionFooter,
  legionHeader,
  legionMenuUser,
  legionNavItems,
  legionUserMenuItems,
} from './legion/index.ts';
export {
  type MemberAgentOption,
  MemberAgentsDialog,
  type MemberAgentsDialogProps,
  MemberInviteForm,
  type MemberInviteFormProps,
  type MemberLookupKind,
  MemberTable,
  type MemberTableProps,
} from './MemberTable/index.ts';
export {
  NotificationBell,
  type NotificationBellProps,
  NotificationList,
  type NotificationListProps,
  type NotificationText,
  useNotificationText,
} from './NotificationList/index.ts';
export {
  OrderReceipt,
  type OrderReceiptData,
  type OrderReceiptProps,
} from './OrderReceipt/index.ts';
export {
  ReviewCard,
  type ReviewCardProps,
  ReviewModerationList,
  type ReviewModerationListProps,
  ReviewReplyList,
  type ReviewReplyListProps,
  ReviewReportDialog,
  type ReviewReportDialogProps,
  useReportReasonLabels,
} from './ReviewCard/index.ts';
export {
  RejectionReason,
  SubmissionStatus,
  type SubmissionStatusProps,
  type SubmissionStep,
  SubmissionSteps,
} from './SubmissionStatus/index.ts';
export {
  type SubscribedAgentItem,
  SubscribedAgentList,
  type SubscribedAgentListProps,
} from './SubscribedAgentList/index.ts';
export { SubscriberTable, type SubscriberTableProps } from './SubscriberTable/index.ts';
export { UploadList, type UploadListItem, type UploadListProps } from './UploadList/index.ts';
export {
  UploadTray,
  type UploadTrayItem,
  type UploadTrayItemState,
  type UploadTrayProps,
} from './UploadTray/index.ts';
export { UsageMeter, type UsageMeterProps } from './UsageMeter/index.ts';
