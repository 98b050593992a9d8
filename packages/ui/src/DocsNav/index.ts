export {
  DOCS_DRAWER_QUERY,
  type DocsArticle,
  type DocsCategory,
  DocsLayout,
  DocsSidebar,
  DocsToc,
  type DocsTocEntry,
} from './DocsNav.tsx';
