import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUsagePages, findUsagePages, writePropsDocs } from './props-docs.ts';

const SRC = join(import.meta.dirname, '../src');
const scratch = mkdtempSync(join(tmpdir(), 'props-docs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** a props table's row as a reader sees it: the cells, code marks and escapes removed */
function row(markdown: string, prop: string) {
  const line = markdown.split('\n').find((each) => each.startsWith(`| \`${prop}\``));
  if (!line) return undefined;
  const [name, type, fallback, description] = line
    .slice(2, -2)
    .split(/ (?<!\\)\| /)
    .map((cell) => cell.replace(/\\\|/g, '|').replace(/`/g, '').trim());
  return { name, type, default: fallback, description };
}

describe('the library', () => {
  const outDir = join(scratch, 'library');
  const pages = writePropsDocs(SRC, outDir);
  const page = (name: string) => readFileSync(join(outDir, `${name}.md`), 'utf8');

  it('gets a generated page for every usage page, each listed in the index', () => {
    const sources = findUsagePages(SRC);
    expect(sources.length).toBeGreaterThan(0);
    const index = readFileSync(join(outDir, 'README.md'), 'utf8');
    for (const source of sources) {
      const name = basename(source, '.mdx');
      expect(existsSync(join(outDir, `${name}.md`)), `${name}.md`).toBe(true);
      expect(index).toContain(`](${name}.md)`);
    }
    expect(pages.filter((each) => each.components.length === 0).map((each) => each.name)).toEqual(
      [],
    );
  });

  it("shows Button's variants with their values and default, and its JSDoc", () => {
    const button = page('Button');
    expect(row(button, 'variant')).toEqual({
      name: 'variant',
      type: "'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link'",
      default: "'primary'",
      description: '',
    });
    expect(row(button, 'asChild')).toEqual({
      name: 'asChild',
      type: 'boolean',
      default: 'false',
      description: "render the child element (a link, say) with the button's look",
    });
    expect(button).toContain("Also takes the props of `ComponentProps<'button'>`.");
  });

  it("keeps Button's prose and example, without Storybook's imports and blocks", () => {
    const button = page('Button');
    expect(button).toMatch(/^# Button$/m);
    expect(button).toContain("```tsx\nimport { Button } from '@legion/ui';\n");
    expect(button).not.toMatch(/@storybook|<Meta|<Canvas|<ArgTypes|\.stories/);
  });
});

describe('a usage page', () => {
  const srcDir = join(scratch, 'src');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(srcDir, path)), { recursive: true });
    writeFileSync(join(srcDir, path), text);
  };
  write(
    'Widget/box.ts',
    `export interface BoxProps {
  /** the box's id, unique on the page */
  id: string;
}
`,
  );
  write(
    'Widget/Widget.tsx',
    `import type { ComponentProps } from 'react';
import type { User } from '../accounts.ts';
import type { BoxProps } from './box.ts';

interface WidgetProps extends BoxProps {
  /** what the widget says */
  label: string;
  user?: User;
  tone?: 'calm' | 'loud';
}

/** A widget. */
export function Widget({ label, tone = 'calm', ...props }: WidgetProps & ComponentProps<'div'>) {
  return <div data-tone={tone} {...props}>{label}</div>;
}
`,
  );
  write(
    'Widget/Widget.stories.tsx',
    `import type { Meta } from '@storybook/react-vite';
import { Widget } from './Widget.tsx';

const meta = { component: Widget, args: { label: 'Hi' } } satisfies Meta<typeof Widget>;
export default meta;
export const Default = {};
`,
  );
  write(
    'Widget/Widget.mdx',
    `import { ArgTypes, Canvas, Meta } from '@storybook/addon-docs/blocks';
import * as WidgetStories from './Widget.stories';

<Meta of={WidgetStories} />

# Widget

Says one thing.

<Canvas of={WidgetStories.Default} />

\`\`\`tsx
import { Widget } from '@legion/ui';

<Widget id="w" label="Hello" />
\`\`\`

## Props

<ArgTypes of={WidgetStories} />

## Do

- Say it once.
`,
  );
  const [widget] = buildUsagePages(srcDir);

  it('marks required props, including those of an interface it extends from another file', () => {
    expect(row(widget?.markdown ?? '', 'label')?.name).toBe('label (required)');
    expect(row(widget?.markdown ?? '', 'id')).toEqual({
      name: 'id (required)',
      type: 'string',
      default: '',
      description: "the box's id, unique on the page",
    });
    expect(row(widget?.markdown ?? '', 'tone')).toEqual({
      name: 'tone',
      type: "'calm' | 'loud'",
      default: "'calm'",
      description: '',
    });
  });

  it('names a type it cannot follow as written', () => {
    expect(row(widget?.markdown ?? '', 'user')?.type).toBe('User');
    expect(widget?.markdown).toContain("Also takes the props of `ComponentProps<'div'>`.");
  });

  it('puts the table where the page shows its props, and keeps the rest as Markdown', () => {
    expect(widget?.markdown).toContain(`# Widget

Says one thing.

\`\`\`tsx
import { Widget } from '@legion/ui';

<Widget id="w" label="Hello" />
\`\`\`

## Props

| Prop | Type | Default | Description |`);
    expect(widget?.markdown).toMatch(/\n## Do\n\n- Say it once\.\n$/);
    expect(widget?.warnings).toEqual([]);
  });
});
