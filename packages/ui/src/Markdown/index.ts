export { Markdown, type MarkdownProps, markdownUrl } from './Markdown.tsx';
