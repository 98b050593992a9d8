export {
  attemptDeepLink,
  DEEP_LINK_POLL_MS,
  DEEP_LINK_TIMEOUT_MS,
  type DeepLinkEnvironment,
  type DeepLinkOutcome,
} from './deep-link.ts';
export {
  type AppDownloadLinks,
  OpenInAppPrompt,
  type OpenInAppPromptProps,
} from './OpenInAppPrompt.tsx';
