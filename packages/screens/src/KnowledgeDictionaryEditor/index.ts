export {
  KnowledgeDictionaryEditor,
  type KnowledgeDictionaryEditorProps,
} from './KnowledgeDictionaryEditor.tsx';
