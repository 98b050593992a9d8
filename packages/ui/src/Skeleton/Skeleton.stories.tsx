import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonCard, SkeletonGroup, SkeletonText } from './Skeleton.tsx';

const meta = {
  title: 'Library/Skeleton',
  component: Skeleton,
  args: { className: 'lu:h-4 lu:w-48' },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <SkeletonGroup label="正在加载">
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    // one announcement for the region; the blocks themselves are hidden from screen readers
    await expect(canvas.getByRole('status', { name: '正在加载' })).toBeInTheDocument();
  },
};

export const Text: Story = {
  render: () => (
    <SkeletonGroup label="正在加载说明" className="lu:max-w-md">
      <SkeletonText lines={4} />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '正在加载说明' })).toBeInTheDocument();
  },
};

const cardGrid = (label: string) => () => (
  <SkeletonGroup label={label} className="lu:grid lu:gap-4 lu:sm:grid-cols-2 lu:lg:grid-cols-3">
    {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
      <SkeletonCard key={key} media className="lu:h-44" />
    ))}
  </SkeletonGroup>
);

/** a grid of cards to come, e.g. the agents of a market */
export const CardGrid: Story = {
  render: cardGrid('正在加载智能体'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '正在加载智能体' })).toBeInTheDocument();
  },
};

/** a card with extra rows under its text */
export const CardWithRows: Story = {
  render: () => (
    <SkeletonGroup label="正在加载军团" className="lu:max-w-sm">
      <SkeletonCard lines={2}>
        {['m1', 'm2', 'm3'].map((key) => (
          <span key={key} className="lu:flex lu:items-center lu:gap-2">
            <Skeleton className="lu:size-6 lu:rounded-full" />
            <Skeleton className="lu:h-3 lu:w-1/3" />
          </span>
        ))}
      </SkeletonCard>
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '正在加载军团' })).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  render: () => (
    <SkeletonGroup label="正在加载" className="lu:w-56">
      <SkeletonCard media lines={3} />
    </SkeletonGroup>
  ),
  play: Default.play,
};

export const English: Story = {
  globals: { locale: 'en' },
  render: cardGrid('Loading agents'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading agents' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: cardGrid('正在加载智能体'),
  play: CardGrid.play,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: cardGrid('正在加载智能体'),
  play: CardGrid.play,
};
