import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withAppRouter } from '../testing/StoryRouter.tsx';
import PlaceholderPage from './PlaceholderPage.tsx';

const title = msg`订单管理`;

const meta = {
  title: 'App/PlaceholderPage',
  component: PlaceholderPage,
  args: { title },
  decorators: [
    withAppRouter([{ path: '*', element: <PlaceholderPage title={title} /> }], '/admin/orders'),
  ],
} satisfies Meta<typeof PlaceholderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '订单管理' })).toBeVisible();
    await expect(canvas.getByText('这个页面还在建设中，很快就会上线。')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Orders' })).toBeVisible();
  },
};
