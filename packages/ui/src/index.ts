export {
  AppShell,
  type AppShellProps,
  ConsoleFrame,
  type ConsoleFrameProps,
} from './AppShell/index.ts';
export { Avatar, type AvatarProps } from './Avatar/index.ts';
export { BackLink, type BackLinkProps } from './BackLink/index.ts';
export { Badge, type BadgeProps, badgeVariants } from './Badge/index.ts';
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './Breadcrumb/index.ts';
export { Button, type ButtonProps, buttonVariants } from './Button/index.ts';
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
export { CellText, type CellTextProps } from './CellText/index.ts';
export { ChangeList, type ChangeListProps, type FieldChangeItem } from './ChangeList/index.ts';
export { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox/index.ts';
export {
  DataTable,
  type DataTableColumn,
  type DataTablePagination,
  type DataTableProps,
  type DataTableSort,
  type SortDirection,
} from './DataTable/index.ts';
export {
  type DateRange,
  DateRangePicker,
  type DateRangePickerProps,
  type DateRangeProblem,
  dateRangeProblem,
} from './DateRangePicker/index.ts';
export {
  DescriptionList,
  type DescriptionListItem,
  type DescriptionListProps,
} from './DescriptionList/index.ts';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  type DialogProps,
  DialogTitle,
  DialogTrigger,
} from './Dialog/index.ts';
export {
  DOCS_DRAWER_QUERY,
  type DocsArticle,
  type DocsCategory,
  DocsLayout,
  type DocsLayoutProps,
  DocsSidebar,
  type DocsSidebarProps,
  DocsToc,
  type DocsTocEntry,
  type DocsTocProps,
} from './DocsNav/index.ts';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  type DropdownMenuItemProps,
  DropdownMenuLabel,
  type DropdownMenuProps,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  dropdownMenuItemVariants,
} from './DropdownMenu/index.ts';
export { EmptyState, type EmptyStateProps, emptyStateVariants } from './EmptyState/index.ts';
export { ErrorState, type ErrorStateProps } from './ErrorState/index.ts';
export {
  Field,
  type FieldProps,
  Input,
  type InputProps,
  SelectField,
  type SelectFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
} from './Field/index.ts';
export { FileDrop, type FileDropProps } from './FileDrop/index.ts';
export { FileName, type FileNameProps, splitFileName } from './FileName/index.ts';
export {
  FormActions,
  FormSection,
  type FormSectionProps,
  formSectionVariants,
} from './FormSection/index.ts';
export {
  Header,
  type HeaderNavIsActive,
  type HeaderNavItem,
  type HeaderProps,
  isNavItemActive,
  isNavItemActiveByPrefix,
} from './Header/index.ts';
export {
  ImageGallery,
  type ImageGalleryItem,
  type ImageGalleryProps,
} from './ImageGallery/index.ts';
export { ImagePicker, type ImagePickerProps } from './ImagePicker/index.ts';
export {
  apiLanguage,
  DEFAULT_LOCALE,
  type HostAppOptions,
  type HostEnvironment,
  type HostLanguage,
  type HostPlatform,
  isLocale,
  LANGUAGE_STORAGE_KEY,
  type LanguageInputs,
  type LanguageStart,
  LOCALES,
  type Locale,
  loadUiMessages,
  parseHostEnvironment,
  selectLanguage,
  startLanguage,
} from './i18n/index.ts';
export {
  createViewCache,
  dropViews,
  KEEP_ALIVE_FREEZE_MS,
  KEEP_ALIVE_MAX_VIEWS,
  KeepAlive,
  type KeepAliveProps,
  type KeepAliveState,
  scheduleFreeze,
  showView,
} from './KeepAlive/index.ts';
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch/index.ts';
export {
  IMAGES_BASE,
  type ImageState,
  LAZY_IMAGE_THRESHOLD_PX,
  LAZY_IMAGE_THROTTLE_MS,
  LAZY_IMAGE_TIMEOUT_MS,
  LazyImage,
  type LazyImageProps,
  resolveImageSrc,
} from './LazyImage/index.ts';
export { Link, type LinkProps, LinkProvider, type LinkProviderProps } from './Link/index.ts';
export { ListPanel, type ListPanelProps } from './ListPanel/index.ts';
export {
  type LoginDialogProps,
  type LoginFailure,
  loginErrorMessage,
  loginFailure,
  loginMessages,
  NO_QR,
  type PasswordValues,
  QR_REWRITE_INTERVAL_MS,
  QR_STATUS_POLL_MS,
  QR_STATUSES,
  QR_TIMER_START_DELAY_MS,
  QR_VALIDITY_MS,
  type QrLogin,
  type QrLoginDeps,
  type QrLoginDialogProps,
  type QrParams,
  type QrState,
  type QrStatus,
  qrCodeObject,
  qrCodeValue,
  type UseQrLoginOptions,
  useQrLogin,
} from './LoginDialog/index.ts';
export { CLASS_PREFIX, cn } from './lib/cn.ts';
export { formatBytes, formatBytesApart } from './lib/format-bytes.ts';
export { dateTimeFormat, numberFormat } from './lib/intl.ts';
export { useMoney } from './lib/money.ts';
export { useMediaQuery } from './lib/useMediaQuery.ts';
export {
  type AppDownloadLinks,
  attemptDeepLink,
  DEEP_LINK_POLL_MS,
  DEEP_LINK_TIMEOUT_MS,
  type DeepLinkEnvironment,
  type DeepLinkOutcome,
  OpenInAppPrompt,
  type OpenInAppPromptProps,
} from './OpenInApp/index.ts';
export { PageContainer, type PageContainerProps } from './PageContainer/index.ts';
export { PageHeader, type PageHeaderProps } from './PageHeader/index.ts';
export { Pagination, type PaginationProps, pageWindow } from './Pagination/index.ts';
export { PaymentQr, type PaymentQrProps, type PaymentQrState } from './PaymentQr/index.ts';
export {
  type DisplayPlan,
  PLAN_CARDS_MIN_WIDTH,
  PlanCard,
  type PlanCardProps,
  PlanList,
  type PlanListProps,
} from './Pricing/index.ts';
export { ProgressBar, type ProgressBarProps, type ProgressTone } from './ProgressBar/index.ts';
export {
  Prose,
  ProseCode,
  ProseDocumentLink,
  ProseHeading2,
  ProseHeading3,
  ProseLink,
  ProseParagraph,
  type ProseProps,
  proseComponents,
} from './Prose/index.ts';
export {
  ProseTable,
  ProseTableCell,
  ProseTableHead,
  type ProseTableProps,
} from './ProseTable/index.ts';
export { LegionUiProvider, type LegionUiProviderProps } from './Provider/index.ts';
export { Rating, type RatingProps } from './Rating/index.ts';
export { ResponsiveTable, type ResponsiveTableProps } from './ResponsiveTable/index.ts';
export { RevealValue, type RevealValueProps } from './RevealValue/index.ts';
export {
  ReviewClockNote,
  type ReviewClockNoteProps,
  ReviewWait,
  type ReviewWaitProps,
} from './ReviewClockNote/index.ts';
export {
  ReviewDecisionForm,
  type ReviewDecisionFormProps,
  type ReviewDecisionInput,
  type ReviewDecisionKind,
  type ReviewFieldOption,
  type ReviewRequiredAction,
} from './ReviewDecisionForm/index.ts';
export {
  DecisionBar,
  type DecisionBarProps,
  ReviewDialogContent,
  type ReviewDialogContentProps,
  ReviewDialogSection,
  type ReviewDialogSectionProps,
} from './ReviewDialog/index.ts';
export {
  ReviewHistory,
  type ReviewHistoryItem,
  type ReviewHistoryProps,
} from './ReviewHistory/index.ts';
export { ReviewLayout, type ReviewLayoutProps } from './ReviewLayout/index.ts';
export {
  type ReviewPointItem,
  ReviewPoints,
  type ReviewPointsProps,
} from './ReviewPoints/index.ts';
export { ReviewResult, type ReviewResultProps } from './ReviewResult/index.ts';
export {
  SEARCH_DEBOUNCE_MS,
  type SearchDraft,
  SearchField,
  type SearchFieldProps,
  useSearchDraft,
} from './SearchField/index.ts';
export { Segmented, type SegmentedOption, type SegmentedProps } from './Segmented/index.ts';
export { Select, type SelectOption, type SelectProps } from './Select/index.ts';
export {
  isSideNavItemActive,
  SideNav,
  type SideNavItem,
  type SideNavProps,
} from './SideNav/index.ts';
export {
  SiteFooter,
  type SiteFooterLink,
  type SiteFooterProps,
} from './SiteFooter/index.ts';
export { Skeleton, SkeletonCard, SkeletonGroup, SkeletonText } from './Skeleton/index.ts';
export { PageSpinner, Spinner, type SpinnerProps } from './Spinner/index.ts';
export { StatCard, type StatCardProps } from './StatCard/index.ts';
export { StatGrid, type StatGridProps } from './StatGrid/index.ts';
export { type ReviewStatus, StatusBadge, type StatusBadgeProps } from './StatusBadge/index.ts';
export { StatusPage, type StatusPageProps } from './StatusPage/index.ts';
export { Switch, type SwitchProps } from './Switch/index.ts';
export {
  Tabs,
  TabsContent,
  type TabsContentProps,
  TabsList,
  type TabsListProps,
  type TabsProps,
  TabsTrigger,
  type TabsTriggerProps,
} from './Tabs/index.ts';
export { ThemeToggle, type ThemeToggleProps } from './ThemeToggle/index.ts';
export { Toaster, type ToasterProps, type ToastOptions, toast } from './Toast/index.ts';
export { Tooltip, type TooltipProps } from './Tooltip/index.ts';
export {
  applyThemeMode,
  isThemeMode,
  selectThemeMode,
  THEME_STORAGE_KEY,
  type ThemeMode,
} from './theme/index.ts';
export {
  LoginDialogProvider,
  MENU_MOBILE_QUERY,
  type MenuUser,
  UserMenu,
  type UserMenuAction,
  type UserMenuItem,
  type UserMenuProps,
  type UserMenuSeparator,
  useOpenLoginDialog,
} from './UserMenu/index.ts';
export { WhenVisible, type WhenVisibleProps } from './WhenVisible/index.ts';
