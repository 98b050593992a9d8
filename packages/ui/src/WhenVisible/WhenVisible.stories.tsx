import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Spinner } from '../Spinner/Spinner.tsx';
import { WhenVisible } from './WhenVisible.tsx';

function Chart() {
  return (
    <div className="bg-muted text-foreground flex h-40 items-center justify-center rounded-lg text-sm">
      近 30 天的趋势图
    </div>
  );
}

const meta = {
  title: 'Library/WhenVisible',
  component: WhenVisible,
  args: {
    minHeight: 160,
    placeholder: <Spinner className="h-40 w-full" label="正在加载图表" />,
    children: <Chart />,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WhenVisible>;
export default meta;
type Story = StoryObj<typeof meta>;

/** in view from the start: the content comes at once */
export const InView: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('近 30 天的趋势图')).toBeVisible();
  },
};

/** below the fold of a scrolling panel: the placeholder holds the place until it is scrolled to */
export const BelowTheFold: Story = {
  render: (args) => (
    // a scrolling region is reached by keyboard too
    <section
      aria-label="数据面板"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
      tabIndex={0}
      data-testid="panel"
      className="border-border h-64 overflow-y-auto rounded-lg border p-4"
    >
      <p className="text-muted-foreground h-[600px] text-sm">向下滚动，图表到了才加载。</p>
      <WhenVisible {...args} />
    </section>
  ),
  play: async ({ canvas, canvasElement }) => {
    const box = canvasElement.querySelector('[data-slot="when-visible"]');
    await expect(box).toHaveAttribute('data-state', 'waiting');
    await expect(canvas.queryByText('近 30 天的趋势图')).toBeNull();
    const panel = canvas.getByTestId('panel');
    panel.scrollTop = panel.scrollHeight;
    await expect(await canvas.findByText('近 30 天的趋势图')).toBeVisible();
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'visible'));
  },
};
