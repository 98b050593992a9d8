export {
  CHAT_SLOW_REPLY_MS,
  type ChatAgent,
  ChatThread,
  type ChatThreadProps,
  ChatThreadSkeleton,
  ReplyText,
} from './ChatThread.tsx';
