/**
 * Docs pages show each story as its canvas does. A story that sets its own globals (language,
 * theme, viewport) cannot share the docs page's document: Lingui's locale and the theme class
 * are per document, and a viewport is a window width. Such a story is shown in its own frame
 * (the story itself, `iframe.html?viewMode=story`), as wide as its viewport, with the page's
 * other globals passed along; every other story renders inline, as Storybook does by default.
 *
 * Installed for every docs page (autodocs and MDX alike) as the override of the `Story` block,
 * which `Canvas`, `Primary` and `Stories` all render through.
 */
import { DocsContext, Story as StoryBlock, useOf } from '@storybook/addon-docs/blocks';
import { type ComponentProps, useContext, useEffect, useRef, useState } from 'react';

type StoryProps = ComponentProps<typeof StoryBlock>;

interface ViewportOption {
  styles?: { width?: string; height?: string };
}

/** a globals value as the preview reads it from the URL (`key:value;key:value`) */
function globalsParam(globals: Record<string, unknown>): string {
  return Object.entries(globals)
    .filter(([, value]) => typeof value === 'string' && /^[\w-]+$/.test(value))
    .map(([key, value]) => `${key}:${value}`)
    .join(';');
}

const px = (value: string | undefined) =>
  value && /^\d+px$/.test(value) ? Number.parseInt(value, 10) : undefined;

export function StoryWithItsGlobals(props: StoryProps) {
  const context = useContext(DocsContext);
  const { story } = useOf(props.of ?? 'story', ['story']);
  const own = (story as typeof story & { storyGlobals?: Record<string, unknown> }).storyGlobals;
  if (!own || Object.keys(own).length === 0) return <StoryBlock {...props} />;

  const { userGlobals } = context.getStoryContext(story);
  const viewport = own.viewport as { value?: string } | undefined;
  const options = (story.parameters.viewport?.options ?? {}) as Record<string, ViewportOption>;
  const size = viewport?.value ? options[viewport.value]?.styles : undefined;
  const docsHeight = (story.parameters.docs?.story?.height ?? props.height) as string | undefined;
  const src =
    `${(globalThis as { PREVIEW_URL?: string }).PREVIEW_URL ?? 'iframe.html'}` +
    `?id=${encodeURIComponent(story.id)}&viewMode=story` +
    `&globals=${encodeURIComponent(globalsParam({ ...userGlobals, ...own }))}`;
  return (
    <OwnFrame
      src={src}
      title={story.name}
      width={px(size?.width)}
      height={px(docsHeight) ?? px(size?.height)}
      fixedHeight={docsHeight !== undefined}
    />
  );
}

/**
 * The story's own frame: its viewport's width (at most the page's), and as tall as what it
 * shows once loaded, unless `parameters.docs.story.height` fixes the height. A story showing a
 * dialog keeps the full height (the dialog is laid over the viewport, not in the page's flow).
 */
function OwnFrame(props: {
  src: string;
  title: string;
  width?: number;
  height?: number;
  fixedHeight: boolean;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(props.height ?? 480);
  const { fixedHeight } = props;

  useEffect(() => {
    const element = frame.current;
    if (!element || fixedHeight) return;
    let observer: ResizeObserver | undefined;
    const fit = () => {
      const document = element.contentDocument;
      const root = document?.getElementById('storybook-root');
      const view = element.contentWindow as (Window & typeof globalThis) | null;
      if (!document || !root || !view) return;
      observer?.disconnect();
      observer = new view.ResizeObserver(() => {
        if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
        const content = root.scrollHeight;
        if (content > 0) setHeight(Math.min(content, props.height ?? 800));
      });
      observer.observe(root);
    };
    element.addEventListener('load', fit);
    return () => {
      element.removeEventListener('load', fit);
      observer?.disconnect();
    };
  }, [fixedHeight, props.height]);

  return (
    <div className="sb-story sb-unstyled" data-story-block="true">
      <iframe
        ref={frame}
        src={props.src}
        title={props.title}
        loading="lazy"
        style={{
          display: 'block',
          width: props.width ? `${props.width}px` : '100%',
          maxWidth: '100%',
          height: `${height}px`,
          border: 0,
        }}
      />
    </div>
  );
}
