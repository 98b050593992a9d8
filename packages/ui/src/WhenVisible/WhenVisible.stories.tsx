import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Spinner } from '../Spinner/Spinner.tsx';
import { WhenVisible } from './WhenVisible.tsx';

function Chart() {
  return (
    <div className="lu:bg-muted lu:text-foreground lu:flex lu:h-40 lu:items-center lu:justify-center lu:rounded-lg lu:text-sm">
      近 30 天的趋势图
    </div>
  );
}

const meta = {
  title: 'Library/WhenVisible',
  component: WhenVisible,
  args: {
    minHeight: 160,
    placeholder: <Spinner className="lu:h-40 lu:w-full" label="正在加载图表" />,
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
      className="lu:border-border lu:h-64 lu:overflow-y-auto lu:rounded-lg lu:border lu:p-4"
    >
      <p className="lu:text-muted-foreground lu:h-[600px] lu:text-sm">向下滚动，图表到了才加载。</p>
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
