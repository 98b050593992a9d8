export {
  KnowledgeChunksDialog,
  type KnowledgeChunksDialogProps,
} from './KnowledgeChunksDialog.tsx';
