import { userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { developerRoutes } from '../testing/developer-routes.tsx';
import { withAppRouter } from '../testing/StoryRouter.tsx';
import { RequireAdmin, RequireAgentManager, RequireSignIn } from './guards.tsx';

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

/**
 * A plain user who manages no agent opens an agent's statistics: "no permission", and the
 * page behind asks the API nothing (no MSW handler here: a call would fail the story), so
 * no 403 can sign them out.
 */
export const UserOnAgentPages: Story = {
  decorators: [withAppRouter(developerRoutes, '/developer/statistics/3', userFixtures.user)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '没有权限' })).toBeVisible();
    await expect(canvas.getByText(/只有认证开发者和被授权管理插件的团队成员/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '申请开发者认证' })).toHaveAttribute(
      'href',
      '/developer/certification',
    );
    // still signed in: the console's navigation is there, no sign-in prompt
    await expect(canvas.getByRole('navigation', { name: '开发者控制台' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '请先登录' })).toBeNull();
  },
};

export const UserOnAgentPagesMobile: Story = {
  ...UserOnAgentPages,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const UserOnAgentPagesEnglish: Story = {
  decorators: UserOnAgentPages.decorators,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Apply for certification' })).toBeVisible();
  },
};

export const TeamMemberOnAgentPages: Story = {
  decorators: [
    withAppRouter(
      guarded(<RequireAgentManager />),
      '/developer/statistics/35',
      userFixtures.teamMember,
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '受保护的页面' })).toBeVisible();
  },
};
