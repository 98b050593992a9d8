export {
  KnowledgeDocumentStatus,
  type KnowledgeDocumentStatusProps,
  useFailureReasonText,
  useIngestStageText,
  useLowTextText,
  useQueueText,
} from './KnowledgeDocumentStatus.tsx';
export {
  KnowledgeDocumentTable,
  type KnowledgeDocumentTableProps,
} from './KnowledgeDocumentTable.tsx';
