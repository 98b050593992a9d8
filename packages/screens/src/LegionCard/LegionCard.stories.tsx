import { legionCardFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegionCardGrid } from './LegionCard.tsx';

const meta = {
  title: 'Screens/LegionCard',
  component: LegionCardGrid,
  args: { legions: legionCardFixtures, hrefOf: (legion) => `/legion/${legion.id}` },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LegionCardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each legion a card: name (the card's link), flow, description, members, developer, runs. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '行政小队' })).toHaveAttribute(
      'href',
      '/legion/24',
    );
    const card = within(canvas.getAllByRole('article')[0] as HTMLElement);
    await expect(card.getByText('分派协作')).toBeVisible();
    await expect(card.getByText('开发者：陈开发')).toBeVisible();
    await expect(card.getByText('已运行 42 次')).toBeVisible();
  },
};

/** Six cards to come, said once to screen readers. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '正在加载军团' })).toBeVisible();
  },
};

/** Long names break, long descriptions stop at two lines. */
export const LongText: Story = {
  args: {
    legions: legionCardFixtures.map((legion) => ({
      ...legion,
      nameZh: `${legion.nameZh}${'超长的名字'.repeat(8)}`,
      descriptionZh: '很长的描述。'.repeat(30),
    })),
  },
  play: async ({ canvas }) => {
    for (const article of canvas.getAllByRole('article')) {
      await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth + 1);
    }
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Office Squad' })).toBeVisible();
    await expect(canvas.getAllByText('Routed')[0]).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Default.play,
};
