import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withAppRouter } from '../testing/StoryRouter.tsx';
import NotFound from './NotFound.tsx';

const meta = {
  title: 'App/NotFound',
  component: NotFound,
  decorators: [withAppRouter([{ path: '*', element: <NotFound /> }], '/no/such/page')],
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible();
  },
};
