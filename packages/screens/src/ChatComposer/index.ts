export {
  ChatComposer,
  type ChatComposerProps,
  type SharedKnowledgeBase,
} from './ChatComposer.tsx';
export {
  type KnowledgeBaseOption,
  KnowledgeBasePicker,
  type KnowledgeBasePickerProps,
} from './KnowledgeBasePicker.tsx';
