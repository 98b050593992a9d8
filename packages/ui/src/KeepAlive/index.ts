export {
  createViewCache,
  dropViews,
  KEEP_ALIVE_FREEZE_MS,
  KEEP_ALIVE_MAX_VIEWS,
  scheduleFreeze,
  showView,
} from './cache.ts';
export { KeepAlive, type KeepAliveProps, type KeepAliveState } from './KeepAlive.tsx';
