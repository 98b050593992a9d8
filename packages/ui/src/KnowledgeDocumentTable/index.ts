export {
  KnowledgeDocumentStatus,
  type KnowledgeDocumentStatusProps,
  useFailureReasonText,
  useIngestStageText,
} from './KnowledgeDocumentStatus.tsx';
export {
  KnowledgeDocumentTable,
  type KnowledgeDocumentTableProps,
} from './KnowledgeDocumentTable.tsx';
