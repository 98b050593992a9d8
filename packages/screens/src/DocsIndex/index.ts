export {
  DocsArticleFrame,
  type DocsArticleFrameProps,
  DocsArticleGrid,
  type DocsArticleGridProps,
  DocsCategoryGrid,
  type DocsCategoryGridProps,
  type DocsCategorySummary,
  DocsPageHeader,
  type DocsPageHeaderProps,
} from './DocsIndex.tsx';
