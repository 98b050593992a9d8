import { legionCardFixtures } from '@legion/api/mocks';
import { Button } from '@legion/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegionProfile } from './LegionProfile.tsx';

const [router, sequence] = legionCardFixtures as [
  (typeof legionCardFixtures)[number],
  (typeof legionCardFixtures)[number],
];

const meta = {
  title: 'Screens/LegionProfile',
  component: LegionProfile,
  args: {
    legion: sequence,
    memberHref: (agentId) => `/plugins/statistics/${agentId}`,
    children: <Button>试一试</Button>,
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-content lu:mx-auto lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LegionProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The legion's header, its members in flow order (each a link) and the place to try it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '算完再讲' })).toBeVisible();
    await expect(canvas.getByText('开发者：陈开发 · 已运行 128 次')).toBeVisible();
    const members = within(canvas.getByRole('region', { name: '成员与分工' }));
    await expect(members.getByRole('link', { name: '计算与换算' })).toHaveAttribute(
      'href',
      '/plugins/statistics/102',
    );
    const tryIt = within(canvas.getByRole('region', { name: '试一试' }));
    await expect(tryIt.getByRole('button', { name: '试一试' })).toBeVisible();
  },
};

export const RouterEnglish: Story = {
  args: { legion: router },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Office Squad' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Members and roles' })).toBeVisible();
  },
};

export const MobileDark: Story = {
  args: { legion: router },
  globals: { viewport: { value: 'mobile', isRotated: false }, theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '行政小队' })).toBeVisible();
  },
};
