import { developerLegionFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegionFlowChart } from './LegionFlow.tsx';

const sequence = developerLegionFixtures.published.latest;
const router = developerLegionFixtures.router.latest;

const meta = {
  title: 'Screens/LegionFlow',
  component: LegionFlowChart,
  args: { flow: sequence.flow, members: sequence.members, router: sequence.router },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LegionFlowChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A sequence: the members in order, each with its step and role. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: '成员（按顺序）' }));
    const items = steps.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0] as HTMLElement).getByText('第 1 步 ·')).toBeVisible();
    await expect(within(items[0] as HTMLElement).getByText('计算员')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('讲解员')).toBeVisible();
  },
};

/** The router stands above the members it picks from. */
export const Router: Story = {
  args: { flow: router.flow, members: router.members, router: router.router },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('分派者')).toBeVisible();
    const picks = within(canvas.getByRole('list', { name: '可被选中的成员' }));
    await expect(picks.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** For reviewers: each member's instructions, and who is not on the market. */
export const Detailed: Story = {
  args: {
    detailed: true,
    members: [
      ...sequence.members.slice(0, 1),
      { ...(sequence.members[1] as (typeof sequence.members)[number]), published: false },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('只做计算，给出算式和结果')).toBeVisible();
    await expect(canvas.getByText('没有额外说明')).toBeVisible();
    await expect(canvas.getByText('未上架')).toBeVisible();
  },
};

export const English: Story = {
  ...Router,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Router')).toBeVisible();
    await expect(canvas.getByText('Calculator & Converter')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

/** On a phone the chain reads top to bottom. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Default.play,
};
