/**
 * Markdown written by someone the page does not trust (an AI agent's reply, a message from
 * another service), shown as formatted text that can never run: GitHub-flavoured Markdown
 * (lists, emphasis, tables, task lists, strikethrough, code; a line break is kept as one) with
 * every HTML tag in the source dropped, every URL limited to web and mail links and the tree
 * sanitized again before React renders it. Links open beside the page with no access to it; pictures are not fetched (a
 * picture would tell its server who reads the reply and when) but offered as links.
 *
 * While the text is still arriving (`streaming`), syntax not yet closed (`**bold`, an open code
 * fence, `[a link](`) is completed for display, so the formatting does not flicker between raw
 * marks and their result as each piece arrives; a render may lag the newest text by a frame.
 */
import { useLingui } from '@lingui/react/macro';
import { Check, Copy, ImageIcon } from 'lucide-react';
import {
  type ComponentProps,
  type ReactNode,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from 'react';
import ReactMarkdown, { type Components, defaultUrlTransform } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import remend from 'remend';
import { Button } from '../Button/Button.tsx';
import { cn } from '../lib/cn.ts';
import { ProseLink } from '../Prose/Prose.tsx';
import { ProseTable, ProseTableCell, ProseTableHead } from '../ProseTable/ProseTable.tsx';

export interface MarkdownProps {
  /** the Markdown source */
  children: string;
  /** the text is still arriving: half-written syntax is completed for display */
  streaming?: boolean | undefined;
  className?: string | undefined;
}

/** the schemes a link may have; anything else (javascript:, data:, vbscript:) loses its href */
const SAFE_URL = /^(https?:|mailto:)/i;

/** web and mail links only; relative and in-page links are dropped too (they would be ours) */
export function markdownUrl(url: string): string | null {
  const kept = defaultUrlTransform(url.trim());
  return SAFE_URL.test(kept) ? kept : null;
}

type Props<Tag extends keyof React.JSX.IntrinsicElements> = ComponentProps<Tag> & {
  node?: unknown;
};

/** a web or mail link, beside the page; any other address leaves its words as text */
function MarkdownLink({ href, children }: Props<'a'>) {
  const url = href ? markdownUrl(href) : null;
  if (!url) return <span className="lu:text-foreground lu:font-medium">{children}</span>;
  return <ProseLink href={url}>{children}</ProseLink>;
}

/** a picture in the text, offered as a link: nothing is fetched until the reader asks */
function MarkdownImage({ src, alt }: Props<'img'>) {
  const { t } = useLingui();
  const url = typeof src === 'string' ? markdownUrl(src) : null;
  const description = alt?.trim();
  const label = description ? t`图片：${description}` : t`图片`;
  const look =
    'lu:border-border lu:bg-surface lu:text-muted-foreground lu:inline-flex lu:max-w-full lu:items-center lu:gap-1.5 lu:rounded-md lu:border lu:px-2 lu:py-0.5 lu:align-middle lu:text-sm';
  const content = (
    <>
      <ImageIcon aria-hidden="true" className="lu:size-4 lu:shrink-0" />
      <span className="lu:truncate">{label}</span>
    </>
  );
  if (!url) return <span className={look}>{content}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(look, 'lu:hover:text-foreground lu:hover:border-primary/40')}
    >
      {content}
    </a>
  );
}

/** the text inside a code block's element tree */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node)
    return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

/** how long the copy button says "copied" */
const COPIED_MS = 2000;

/** A code block: the language it names, a copy button, and lines that scroll in their frame. */
function MarkdownCode({ children, node: _node }: Props<'pre'>) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const code = textOf(children).replace(/\n$/, '');
  const language =
    children && typeof children === 'object' && 'props' in children
      ? /language-([\w+#.-]+)/.exec(
          String((children.props as { className?: string }).className ?? ''),
        )?.[1]
      : undefined;
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div
      data-slot="markdown-code"
      className="lu:border-border lu:bg-muted lu:my-3 lu:overflow-hidden lu:rounded-lg lu:border"
    >
      <div className="lu:border-border lu:text-muted-foreground lu:flex lu:items-center lu:justify-between lu:gap-2 lu:border-b lu:py-0.5 lu:pr-1 lu:pl-3 lu:text-xs">
        <span className="lu:font-mono">{language ?? t`代码`}</span>
        <Button variant="ghost" size="sm" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span aria-live="polite">{copied ? t`已复制` : t`复制代码`}</span>
        </Button>
      </div>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long line scrolls; the keyboard must reach it
        tabIndex={0}
        className="lu:overflow-x-auto lu:p-3 lu:font-mono lu:text-[0.8125rem] lu:leading-relaxed"
      >
        {children}
      </pre>
    </div>
  );
}

/** a task list's box: shown, not changed here, and named for a screen reader */
function TaskBox({ node: _node, type, checked, className: _class, ...props }: Props<'input'>) {
  const { t } = useLingui();
  if (type !== 'checkbox') return null;
  return (
    <input
      {...props}
      type="checkbox"
      checked={checked}
      disabled
      readOnly
      aria-label={checked ? t`已完成` : t`未完成`}
      className="lu:accent-primary lu:mr-1.5 lu:align-middle"
    />
  );
}

function InlineCode({ className, node: _node, ...props }: Props<'code'>) {
  // a block's code keeps its language class and is styled by its frame
  if (className?.includes('language-') || props.children?.toString().includes('\n'))
    return <code className={className} {...props} />;
  return (
    <code
      className="lu:bg-muted lu:rounded lu:px-1 lu:py-0.5 lu:font-mono lu:text-[0.875em] lu:break-words"
      {...props}
    />
  );
}

/** the element's own look, dropping what the Markdown tree passes along */
function styled<Tag extends keyof React.JSX.IntrinsicElements>(Tag: Tag, look: string) {
  function Element({ node: _node, className: _class, ...props }: Props<Tag>) {
    const Component = Tag as React.ElementType;
    return <Component className={look} {...props} />;
  }
  return Element;
}

const HEADING = 'lu:text-foreground lu:mt-4 lu:mb-2 lu:font-semibold lu:first:mt-0';

const components: Components = {
  a: MarkdownLink,
  img: MarkdownImage,
  pre: MarkdownCode,
  code: InlineCode,
  input: TaskBox,
  h1: styled('h1', cn(HEADING, 'lu:text-lg')),
  h2: styled('h2', cn(HEADING, 'lu:text-base')),
  h3: styled('h3', cn(HEADING, 'lu:text-base')),
  h4: styled('h4', cn(HEADING, 'lu:text-sm')),
  h5: styled('h5', cn(HEADING, 'lu:text-sm')),
  h6: styled('h6', cn(HEADING, 'lu:text-sm')),
  p: styled('p', 'lu:my-2 lu:first:mt-0 lu:last:mb-0'),
  ul: styled('ul', 'lu:my-2 lu:list-disc lu:space-y-1 lu:pl-5 lu:[&_ul]:my-1'),
  ol: styled('ol', 'lu:my-2 lu:list-decimal lu:space-y-1 lu:pl-5 lu:[&_ol]:my-1'),
  li: styled('li', 'lu:marker:text-muted-foreground lu:pl-0.5 lu:[&:has(>input)]:list-none'),
  blockquote: styled(
    'blockquote',
    'lu:border-primary/40 lu:text-muted-foreground lu:my-2 lu:border-l-2 lu:pl-3',
  ),
  hr: styled('hr', 'lu:border-border lu:my-4'),
  strong: styled('strong', 'lu:text-foreground lu:font-semibold'),
  table: ({ node: _node, ...props }: Props<'table'>) => <ProseTable {...props} />,
  th: ({ node: _node, ...props }: Props<'th'>) => <ProseTableHead {...props} />,
  td: ({ node: _node, ...props }: Props<'td'>) => <ProseTableCell {...props} />,
};

// a line break in a reply is one, as in a chat or a GitHub comment (not a space)
const remarkPlugins = [remarkGfm, remarkBreaks];
const rehypePlugins = [rehypeSanitize];

export function Markdown({ children, streaming = false, className }: MarkdownProps) {
  // a long reply re-parses on each piece; the newest text may wait for a frame
  const text = useDeferredValue(children);
  return (
    <div
      data-slot="markdown"
      className={cn(
        'lu:text-foreground lu:leading-relaxed lu:break-words lu:[&_[data-slot=prose-table]]:my-3',
        className,
      )}
    >
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        components={components}
        skipHtml
        urlTransform={(url) => markdownUrl(url) ?? ''}
      >
        {streaming ? remend(text, { linkMode: 'text-only' }) : text}
      </ReactMarkdown>
    </div>
  );
}
