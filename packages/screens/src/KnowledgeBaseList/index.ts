export {
  KnowledgeBaseCard,
  type KnowledgeBaseCardProps,
  KnowledgeBaseList,
  type KnowledgeBaseListProps,
} from './KnowledgeBaseList.tsx';
