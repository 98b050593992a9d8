import { developerHandlers, mediaHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { developerRoutes } from '../../testing/developer-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import MembersPage from './MembersPage.tsx';

const meta = {
  title: 'App/Developer/MembersPage',
  component: MembersPage,
  decorators: [withAppRouter(developerRoutes, '/developer/member', userFixtures.developer)],
  parameters: {
    msw: {
      handlers: {
        team: [developerHandlers.team.ok],
        agents: [developerHandlers.agents.ok],
        add: [developerHandlers.addMember.ok],
        authorize: [developerHandlers.authorize.ok],
        remove: [developerHandlers.removeMember.ok],
        media: [mediaHandlers.mock],
      },
    },
  },
} satisfies Meta<typeof MembersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('table', { name: '团队成员' }))
    .getAllByRole('row')
    .slice(1);

export const Team: Story = {
  play: async ({ canvas }) => {
    const body = await rows(canvas);
    await expect(body).toHaveLength(3);
    // newest first
    await expect(body[0]).toHaveTextContent('赵工');
    await expect(await within(body[2] as HTMLElement).findByText('会议纪要')).toBeVisible();
    await expect(within(body[1] as HTMLElement).getByText('未授权')).toBeVisible();
  },
};

export const SortByName: Story = {
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '成员' }));
    const body = await rows(canvas);
    await expect(body[0]).toHaveTextContent('Amy Zhou');
    await expect(canvas.getByRole('columnheader', { name: '成员' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const AddByMobile: Story = {
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.type(canvas.getByLabelText('手机号'), '13600007788');
    await userEvent.click(canvas.getByRole('button', { name: '添加' }));
    await expect(await canvas.findByText('孙悦')).toBeVisible();
    await expect(await rows(canvas)).toHaveLength(4);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const InvalidMobile: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('手机号'), '1360000');
    await userEvent.click(canvas.getByRole('button', { name: '添加' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请输入有效的手机号码');
  },
};

export const UnknownUser: Story = {
  parameters: { msw: { handlers: { add: [developerHandlers.addMember.notFound] } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '邮箱' }));
    await userEvent.type(canvas.getByLabelText('邮箱'), 'nobody@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '添加' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('User not found');
    // the button was busy a moment; whether it has focus back is not what this shows
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Authorize: Story = {
  play: async ({ canvas }) => {
    const body = await rows(canvas);
    await userEvent.click(within(body[1] as HTMLElement).getByRole('button', { name: '授权' }));
    const dialog = within(await screen.findByRole('dialog', { name: '为 Amy Zhou 授权' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: '会议纪要' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存授权' }));
    await expect(
      await within((await rows(canvas))[1] as HTMLElement).findByText('会议纪要'),
    ).toBeVisible();
  },
};

export const Remove: Story = {
  play: async ({ canvas }) => {
    const body = await rows(canvas);
    await userEvent.click(within(body[0] as HTMLElement).getByRole('button', { name: '移除' }));
    const dialog = within(await screen.findByRole('dialog', { name: '移除 赵工？' }));
    await userEvent.click(dialog.getByRole('button', { name: '移除' }));
    await expect(await rows(canvas)).toHaveLength(2);
  },
};

export const NoMembers: Story = {
  parameters: { msw: { handlers: { team: [developerHandlers.team.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/团队里还没有成员/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { team: [developerHandlers.team.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载团队成员')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { team: [developerHandlers.team.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('团队成员加载失败', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const NotCertified: Story = {
  parameters: { user: userFixtures.user },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '认证开发者才能管理团队' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '成员管理' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Team.play,
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Team members' })).toBeVisible();
  },
};
