import type { ComponentProps } from 'react';
import type { DocsLayout, DocsSidebar, DocsToc } from './DocsNav.tsx';

export {
  DOCS_DRAWER_QUERY,
  type DocsArticle,
  type DocsCategory,
  DocsLayout,
  DocsSidebar,
  DocsToc,
  type DocsTocEntry,
} from './DocsNav.tsx';

// props of the components whose props have no name of their own
export type DocsLayoutProps = ComponentProps<typeof DocsLayout>;
export type DocsSidebarProps = ComponentProps<typeof DocsSidebar>;
export type DocsTocProps = ComponentProps<typeof DocsToc>;
