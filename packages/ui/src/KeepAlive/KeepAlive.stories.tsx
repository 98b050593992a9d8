import type { Meta, StoryObj } from '@storybook/react-vite';
import { createContext, useContext, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { KeepAlive } from './KeepAlive.tsx';

/** the ticks each kept page saw while rendering, to tell a cached view from a frozen one */
const seen: Record<string, number[]> = {};
const Tick = createContext(0);

function DemoPage({ id, name }: { id: string; name: string }) {
  const tick = useContext(Tick);
  seen[id] = [...(seen[id] ?? []), tick];
  const [text, setText] = useState('');
  return (
    <section className="lu:border-border lu:bg-surface lu:space-y-3 lu:rounded-lg lu:border lu:p-4">
      <h2 className="lu:text-foreground lu:text-lg lu:font-semibold">{name}</h2>
      <label className="lu:text-muted-foreground lu:block lu:text-sm">
        搜索
        <input
          className="lu:border-border lu:bg-background lu:text-foreground lu:mt-1 lu:block lu:w-full lu:rounded-md lu:border lu:px-3 lu:py-2"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <p className="lu:text-muted-foreground lu:text-sm">上下文版本 {tick}</p>
    </section>
  );
}

const PAGES = [
  { key: 'market', name: '插件市场', kept: true },
  { key: 'documents', name: '文档列表', kept: true },
  { key: 'orders', name: '订单管理', kept: true },
  { key: 'home', name: '首页', kept: false },
] as const;

function Demo({ max }: { max?: number }) {
  const [page, setPage] = useState<(typeof PAGES)[number]>(PAGES[0]);
  const [tick, setTick] = useState(0);
  const [user, setUser] = useState('user-1');
  return (
    <Tick value={tick}>
      <div className="lu:w-full lu:max-w-xl lu:space-y-4 lu:p-4">
        <nav aria-label="页面" className="lu:flex lu:flex-wrap lu:gap-2">
          {PAGES.map((entry) => (
            <Button
              key={entry.key}
              size="sm"
              variant={entry.key === page.key ? 'primary' : 'outline'}
              aria-current={entry.key === page.key ? 'page' : undefined}
              onClick={() => setPage(entry)}
            >
              {entry.name}
            </Button>
          ))}
        </nav>
        <div className="lu:flex lu:flex-wrap lu:gap-2">
          <Button size="sm" variant="ghost" onClick={() => setTick((value) => value + 1)}>
            更新上下文
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setUser((value) => `${value}+`)}>
            退出登录
          </Button>
        </div>
        <KeepAlive activeKey={page.kept ? page.key : null} scope={user} max={max}>
          <DemoPage key={page.key} id={page.key} name={page.name} />
        </KeepAlive>
      </div>
    </Tick>
  );
}

const meta = {
  title: 'Library/KeepAlive',
  // the prop table documents KeepAlive; the stories switch pages around it as a router would
  component: KeepAlive,
  args: { activeKey: 'market', children: null },
  render: ({ max }) => <Demo {...(max === undefined ? {} : { max })} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof KeepAlive>;
export default meta;
type Story = StoryObj<typeof meta>;

const go = async (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));
const view = (canvasElement: HTMLElement, key: string) =>
  canvasElement.querySelector(`[data-keep-alive-key="${key}"]`);
/**
 * Resolves once the browser has nothing left to run: React renders hidden pages after the
 * visible one, in tasks of its own, so by then it has rendered every page it was going to. A
 * busy machine may have no idle moment for long (a CI run waited past the story's 15 s), so
 * the browser is asked to call back within a second at the latest.
 */
const idle = () =>
  new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 }));

export const KeepsStateAcrossPages: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索' }), '翻译');
    await go(canvasElement, '首页');
    await expect(canvas.getByRole('heading', { name: '首页' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '插件市场' })).toBeNull();
    await go(canvasElement, '插件市场');
    await expect(canvas.getByRole('textbox', { name: '搜索' })).toHaveValue('翻译');
    // a page that is not kept starts empty each time
    await go(canvasElement, '首页');
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索' }), '临时');
    await go(canvasElement, '文档列表');
    await go(canvasElement, '首页');
    await expect(canvas.getByRole('textbox', { name: '搜索' })).toHaveValue('');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FreezesAfterOneSecond: Story = {
  play: async ({ canvas, canvasElement }) => {
    seen.market = [];
    seen.documents = [];
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索' }), '冻结前');
    await go(canvasElement, '文档列表');
    await expect(view(canvasElement, 'market')).toHaveAttribute('data-keep-alive', 'cached');
    // cached, not yet frozen: a change still reaches the hidden page
    await go(canvasElement, '更新上下文');
    await waitFor(() => expect(seen.market).toContain(1));
    await waitFor(() =>
      expect(view(canvasElement, 'market')).toHaveAttribute('data-keep-alive', 'frozen'),
    );
    // frozen: it no longer renders, once the page on screen has the change and the hidden
    // ones have had their turn …
    await go(canvasElement, '更新上下文');
    await waitFor(() => expect(seen.documents).toContain(2));
    await idle();
    await expect(seen.market).not.toContain(2);
    // … until it is shown again, with the latest value
    await go(canvasElement, '插件市场');
    await expect(view(canvasElement, 'market')).toHaveAttribute('data-keep-alive', 'active');
    await expect(canvas.getByRole('textbox', { name: '搜索' })).toHaveValue('冻结前');
    await expect(
      within(view(canvasElement, 'market') as HTMLElement).getByText('上下文版本 2'),
    ).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const BoundedAndDroppedOnLogout: Story = {
  args: { max: 2 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索' }), '市场');
    await go(canvasElement, '文档列表');
    await go(canvasElement, '订单管理');
    // two at most: the market, least recently used, was dropped
    await expect(view(canvasElement, 'market')).toBeNull();
    await expect(view(canvasElement, 'documents')).toHaveAttribute('data-keep-alive', 'cached');
    await expect(view(canvasElement, 'documents')).toHaveTextContent('文档列表');
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索' }), '订单');
    await go(canvasElement, '退出登录');
    await go(canvasElement, '文档列表');
    await go(canvasElement, '订单管理');
    await expect(canvas.getByRole('textbox', { name: '搜索' })).toHaveValue('');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
