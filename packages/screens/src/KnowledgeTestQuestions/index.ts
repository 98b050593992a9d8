export {
  KnowledgeTestQuestions,
  type KnowledgeTestQuestionsProps,
} from './KnowledgeTestQuestions.tsx';
