export * from './AgentCard/index.ts';
export * from './Avatar/index.ts';
export { BackLink, type BackLinkProps } from './BackLink/index.ts';
export { Badge, type BadgeProps, badgeVariants } from './Badge/index.ts';
export * from './Button/index.ts';
export { Callout, type CalloutProps, calloutVariants } from './Callout/index.ts';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  type CardHeaderProps,
  type CardProps,
  CardTitle,
  type CardTitleProps,
  cardVariants,
} from './Card/index.ts';
export { ChangeList, type ChangeListProps, type FieldChangeItem } from './ChangeList/index.ts';
export {
  DescriptionList,
  type DescriptionListItem,
  type DescriptionListProps,
} from './DescriptionList/index.ts';
export * from './Dialog/index.ts';
export * from './DocsNav/index.ts';
export { EmptyState, type EmptyStateProps, emptyStateVariants } from './EmptyState/index.ts';
export { ErrorState, type ErrorStateProps } from './ErrorState/index.ts';
export * from './Field/index.ts';
export * from './FileDrop/index.ts';
export * from './Header/index.ts';
export * from './ImagePicker/index.ts';
export * from './i18n/index.ts';
export * from './KeepAlive/index.ts';
export * from './LanguageSwitch/index.ts';
export * from './LazyImage/index.ts';
export * from './Link/index.ts';
export * from './LoginDialog/index.ts';
export * from './Logo/index.ts';
export { cn } from './lib/cn.ts';
export { formatBytes, formatBytesApart } from './lib/format-bytes.ts';
export { useMediaQuery } from './lib/useMediaQuery.ts';
export * from './OpenInApp/index.ts';
export { PageContainer, type PageContainerProps } from './PageContainer/index.ts';
export { PageHeader, type PageHeaderProps } from './PageHeader/index.ts';
export * from './Pagination/index.ts';
export * from './PaymentQr/index.ts';
export * from './Pricing/index.ts';
export * from './ProgressBar/index.ts';
export * from './Rating/index.ts';
export * from './ResponsiveTable/index.ts';
export { RevealValue, type RevealValueProps } from './RevealValue/index.ts';
export { ReviewClockNote, type ReviewClockNoteProps } from './ReviewClockNote/index.ts';
export {
  ReviewDecisionForm,
  type ReviewDecisionFormProps,
  type ReviewDecisionInput,
  type ReviewDecisionKind,
  type ReviewFieldOption,
  type ReviewRequiredAction,
} from './ReviewDecisionForm/index.ts';
export {
  ReviewHistory,
  type ReviewHistoryItem,
  type ReviewHistoryProps,
} from './ReviewHistory/index.ts';
export * from './ReviewPoints/index.ts';
export * from './ReviewResult/index.ts';
export { SEARCH_DEBOUNCE_MS, SearchField, type SearchFieldProps } from './SearchField/index.ts';
export * from './Segmented/index.ts';
export * from './SideNav/index.ts';
export { Skeleton, SkeletonCard, SkeletonGroup, SkeletonText } from './Skeleton/index.ts';
export * from './Spinner/index.ts';
export * from './StatCard/index.ts';
export { StatGrid, type StatGridProps } from './StatGrid/index.ts';
export * from './StatusBadge/index.ts';
export * from './StatusPage/index.ts';
export * from './Switch/index.ts';
export * from './Tabs/index.ts';
export * from './ThemeToggle/index.ts';
export * from './theme/index.ts';
export * from './UploadTray/index.ts';
export * from './UsageMeter/index.ts';
export * from './UserMenu/index.ts';
