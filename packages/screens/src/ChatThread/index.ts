export {
  CHAT_SLOW_REPLY_MS,
  type ChatAgent,
  ChatThread,
  type ChatThreadProps,
  ChatThreadSkeleton,
} from './ChatThread.tsx';
