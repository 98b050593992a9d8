import { userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withAppRouter } from '../testing/StoryRouter.tsx';
import { RequireAdmin, RequireSignIn } from './guards.tsx';

const page = <h1>受保护的页面</h1>;
const guarded = (element: React.ReactNode) => [
  { path: '*', element, children: [{ path: '*', element: page }] },
];

const meta = {
  title: 'App/Guards',
  component: RequireSignIn,
} satisfies Meta<typeof RequireSignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VisitorIsAskedToSignIn: Story = {
  decorators: [withAppRouter(guarded(<RequireSignIn />), '/knowledge')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '请先登录' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '受保护的页面' })).toBeNull();
  },
};

export const SignedInSeesThePage: Story = {
  decorators: [withAppRouter(guarded(<RequireSignIn />), '/knowledge', userFixtures.user)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '受保护的页面' })).toBeVisible();
  },
};

export const UserOnAdminPages: Story = {
  decorators: [withAppRouter(guarded(<RequireAdmin />), '/admin', userFixtures.developer)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '没有权限' })).toBeVisible();
    await expect(canvas.getByText('审核管理仅对管理员开放。')).toBeVisible();
  },
};

export const AdminOnAdminPages: Story = {
  decorators: [withAppRouter(guarded(<RequireAdmin />), '/admin', userFixtures.admin)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '受保护的页面' })).toBeVisible();
  },
};
