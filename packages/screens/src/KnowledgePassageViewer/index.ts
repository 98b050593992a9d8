export {
  KnowledgePassageDialog,
  type KnowledgePassageDialogProps,
  KnowledgePassageViewer,
  type KnowledgePassageViewerProps,
} from './KnowledgePassageViewer.tsx';
export { useLocationText } from './location.ts';
