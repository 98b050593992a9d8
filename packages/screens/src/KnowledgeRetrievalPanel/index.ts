export {
  KnowledgeRetrievalPanel,
  type KnowledgeRetrievalPanelProps,
} from './KnowledgeRetrievalPanel.tsx';
