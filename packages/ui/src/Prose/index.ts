export {
  Prose,
  ProseCode,
  ProseDocumentLink,
  ProseHeading2,
  ProseHeading3,
  ProseLink,
  ProseParagraph,
  type ProseProps,
  proseComponents,
} from './Prose.tsx';
