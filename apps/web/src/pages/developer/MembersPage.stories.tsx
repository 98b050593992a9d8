import { endpoints, HOST_APP_USER_AGENT_TOKEN, teamSchema } from '@legion/api';
import {
  developerHandlers,
  hostHandlers,
  mediaHandlers,
  teamMemberFixtures,
  userFixtures,
} from '@legion/api/mocks';
import { parseHostEnvironment, toast } from '@legion/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { HostBridge, HostChatMessage } from '../../host-bridge.ts';
import { HostEnvironmentProvider } from '../../host-environment.tsx';
import { RootLayout } from '../../layouts/RootLayout.tsx';
import { developerRoutes } from '../../testing/developer-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import MembersPage from './MembersPage.tsx';

/** what the page posted to the host app's bridge in the current story */
const posted: HostChatMessage[] = [];
const fakeBridge: HostBridge = {
  requestAuthCode: async () => ({}),
  postMessage: (message) => {
    posted.push(message);
  },
};

/** `parameters.hostApp`: the host app's version; the page then runs inside it */
const withHostApp: Decorator = (Story, { parameters }) => {
  const version: string | undefined = parameters.hostApp;
  if (!version) return <Story />;
  const userAgent = `Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile ChainPal/${version} Language/zh`;
  return (
    <HostEnvironmentProvider
      environment={parseHostEnvironment(userAgent, [], { appToken: HOST_APP_USER_AGENT_TOKEN })}
      bridge={fakeBridge}
    >
      <Story />
    </HostEnvironmentProvider>
  );
};

// the app's root layout above the console, for its toasts
const withToasts = [{ element: <RootLayout />, children: developerRoutes }];

// The team API masks mobiles, so the page asks the server, which keeps the full numbers, for a
// member's host-app user id. These show the rule should the page know a full number (王小明).
const FULL_MOBILE = '13712341234';
const teamWithFullMobile = http.get(`*${endpoints.team.path}`, () =>
  HttpResponse.json({
    code: 0,
    msg: 'ok',
    data: teamSchema.parse({
      members: teamMemberFixtures.map((member) =>
        member.name === '王小明' ? { ...member, mobile: FULL_MOBILE } : member,
      ),
    }),
  }),
);

const meta = {
  title: 'App/Developer/MembersPage',
  component: MembersPage,
  decorators: [
    withAppRouter(developerRoutes, '/developer/member', userFixtures.developer),
    withHostApp,
  ],
  beforeEach: () => {
    posted.length = 0;
    // sonner keeps toasts of earlier stories and replays them to the next Toaster
    toast.dismiss();
  },
  parameters: {
    msw: {
      handlers: {
        team: [developerHandlers.team.ok],
        agents: [developerHandlers.agents.ok],
        add: [developerHandlers.addMember.ok],
        authorize: [developerHandlers.authorize.ok],
        remove: [developerHandlers.removeMember.ok],
        queryUserId: [hostHandlers.queryUserId.ok],
        hostUserId: [developerHandlers.memberHostUserId.ok],
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
    // the chat shortcut exists only inside the host app
    await expect(canvas.queryByRole('button', { name: '联系' })).toBeNull();
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
    await expect(await canvas.findByText('团队成员加载失败')).toBeVisible();
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

/** the row of a member, by the name it shows */
const rowOf = async (canvas: ReturnType<typeof within>, name: string) =>
  within((await rows(canvas)).find((row) => within(row).queryByText(name)) as HTMLElement);

/** opens the member's contact menu, scrolling the table to it as a person on a phone would */
async function openContactMenu(canvas: ReturnType<typeof within>, name: string) {
  const trigger = (await rowOf(canvas, name)).getByRole('button', { name: '联系' });
  trigger.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  await userEvent.click(trigger);
  return within(await screen.findByRole('menu', { name: '联系' }));
}

async function chat(canvas: ReturnType<typeof within>, name: string, action: string) {
  await userEvent.click(
    (await openContactMenu(canvas, name)).getByRole('menuitem', { name: action }),
  );
}

/** the menu closed and gave focus back to the member's 联系 (or pending) button */
async function focusBack(canvas: ReturnType<typeof within>, name: string, label = '联系') {
  const trigger = (await rowOf(canvas, name)).getByRole('button', { name: label });
  await waitFor(() => expect(trigger).toHaveFocus());
  await expect(screen.queryByRole('menu')).toBeNull();
}

export const InHostApp: Story = {
  parameters: { hostApp: '4.5.1' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await rows(canvas)).toHaveLength(3);
    const menu = await openContactMenu(canvas, '王小明');
    const items = menu.getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['发起单聊', '好友聊天']);
  },
};

export const ChatByMobile: Story = {
  parameters: { hostApp: '4.5.1', msw: { handlers: { team: [teamWithFullMobile] } } },
  play: async ({ canvas }) => {
    await chat(canvas, '王小明', '发起单聊');
    // 4.5.1 and later take the mobile number itself, without a lookup
    await waitFor(() =>
      expect(posted).toEqual([{ name: 'openSingleConversation', mobile: FULL_MOBILE }]),
    );
    await focusBack(canvas, '王小明');
  },
};

export const ChatByUserIdBelow451: Story = {
  parameters: { hostApp: '4.4.0', msw: { handlers: { team: [teamWithFullMobile] } } },
  play: async ({ canvas }) => {
    await chat(canvas, '王小明', '好友聊天');
    // older apps get the host-app user id the server looked up
    await waitFor(() =>
      expect(posted).toEqual([{ name: 'chatToFriend', userId: 'chainpal-10086' }]),
    );
    await focusBack(canvas, '王小明');
  },
};

export const ChatWithMaskedMobile: Story = {
  parameters: { hostApp: '4.5.1' },
  play: async ({ canvas }) => {
    // 赵工 shows only a masked mobile and no e-mail: the server looks them up by member id
    await chat(canvas, '赵工', '好友聊天');
    await waitFor(() => expect(posted).toEqual([{ name: 'chatToFriend', userId: 'chainpal-43' }]));
    await focusBack(canvas, '赵工');
  },
};

export const ChatLookingUp: Story = {
  parameters: {
    hostApp: '4.4.0',
    msw: { handlers: { hostUserId: [developerHandlers.memberHostUserId.loading] } },
  },
  play: async ({ canvas }) => {
    await chat(canvas, 'Amy Zhou', '发起单聊');
    await focusBack(canvas, 'Amy Zhou', '正在打开…');
    const busy = (await rowOf(canvas, 'Amy Zhou')).getByRole('button', { name: '正在打开…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    // a second chat waits for the first
    await userEvent.click(busy);
    const menu = within(await screen.findByRole('menu', { name: '正在打开…' }));
    for (const item of menu.getAllByRole('menuitem')) {
      await expect(item).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(posted).toEqual([]);
  },
};

export const ChatLookupFailed: Story = {
  parameters: {
    hostApp: '4.4.0',
    routes: withToasts,
    msw: { handlers: { hostUserId: [developerHandlers.memberHostUserId.notFound] } },
  },
  play: async ({ canvas }) => {
    await chat(canvas, 'Amy Zhou', '好友聊天');
    await expect(
      await screen.findByText('查不到 Amy Zhou 的 ChainPal 账号，无法发起聊天'),
    ).toBeVisible();
    await expect(screen.getByText('User not found')).toBeVisible();
    // the notice in place, with its close button
    await expect(await screen.findByRole('button', { name: '关闭通知' })).toBeVisible();
    await expect(posted).toEqual([]);
    await focusBack(canvas, 'Amy Zhou');
  },
};

export const ChatWithoutContact: Story = {
  parameters: {
    hostApp: '4.5.1',
    routes: withToasts,
    msw: { handlers: { hostUserId: [developerHandlers.memberHostUserId.noContact] } },
  },
  play: async ({ canvas }) => {
    // the server has neither a mobile nor an e-mail of 赵工
    await chat(canvas, '赵工', '发起单聊');
    await expect(
      await screen.findByText('赵工 没有可用的手机号或邮箱，无法发起聊天'),
    ).toBeVisible();
    await expect(await screen.findByRole('button', { name: '关闭通知' })).toBeVisible();
    await expect(posted).toEqual([]);
    await focusBack(canvas, '赵工');
  },
};
