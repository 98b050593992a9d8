import { createApiClient, endpoints } from '@legion/api';
import { authHandlers, qrParamsFixture } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LoginDialog, type LoginDialogProps, QrLoginDialog } from './LoginDialog.tsx';
import { type QrState, useQrLogin } from './useQrLogin.ts';

const api = createApiClient({
  getToken: () => null,
  getLanguage: () => 'zh',
  contract: () => endpoints,
});
/** a fixed clock, so the QR (which encodes a timestamp) draws the same in every run */
const now = () => qrParamsFixture.timestamp + 1000;

type DemoProps = Pick<
  LoginDialogProps,
  'defaultTab' | 'hostApp' | 'appName' | 'title' | 'description'
> & {
  onAuthenticated: () => void;
  initialQr?: QrState;
};

/** The dialog wired to the QR flow and the API client, as the app wires it, over MSW. */
function LoginDialogDemo({ onAuthenticated, initialQr, ...props }: DemoProps) {
  const [open, setOpen] = useState(true);
  const [qr, setQr] = useState<QrState>(
    initialQr ?? { qrParams: null, qrLoading: false, qrError: null },
  );
  const qrLogin = useQrLogin({
    visible: open && !props.hostApp,
    isAuthenticated: false,
    qr,
    onQrChange: setQr,
    fetchErrorMessage: '获取二维码失败',
    fetchQrParams: () => api.call('qrParams'),
    checkStatus: async (qrToken) => (await api.call('qrStatus', { qrToken })).status,
    qrLogin: (qrToken) => api.call('qrLogin', { qrToken }),
    onAuthenticated,
    now,
  });
  return (
    <LoginDialog
      open={open}
      onOpenChange={setOpen}
      qr={qr}
      qrLogin={qrLogin}
      onPasswordLogin={async (values) => {
        await api.call('passwordLogin', values);
        onAuthenticated();
      }}
      {...props}
    />
  );
}

const meta = {
  title: 'Library/LoginDialog',
  component: LoginDialogDemo,
  args: { onAuthenticated: fn(), appName: 'Acme' },
  parameters: {
    // keyed, so a story replaces one group and keeps the others
    msw: {
      handlers: {
        qrParams: [authHandlers.qrParams.ok],
        qrStatus: [authHandlers.qrStatus.waiting],
        qrLogin: [authHandlers.qrLogin.waiting],
        password: [authHandlers.passwordLogin.ok()],
      },
    },
  },
} satisfies Meta<typeof LoginDialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog'));

export const QrShown: Story = {
  play: async () => {
    const body = within(await screen.findByRole('dialog', { name: '登录' }));
    await expect(await body.findByRole('img', { name: '登录二维码' })).toBeVisible();
    await expect(body.getByText('打开 Acme App，扫描二维码登录')).toBeVisible();
    await expect(body.getByRole('button', { name: '刷新二维码' })).toBeVisible();
    await expect(body.getByText('扫描上方二维码并确认登录')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { qrParams: [authHandlers.qrParams.loading] } } },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(await dialog().findByRole('status')).toHaveTextContent('正在获取二维码');
    await expect(dialog().queryByRole('img', { name: '登录二维码' })).toBeNull();
  },
};

export const QrError: Story = {
  parameters: { msw: { handlers: { qrParams: [authHandlers.qrParams.error] } } },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(await dialog().findByRole('alert')).toHaveTextContent('获取二维码失败');
    await expect(dialog().getByRole('button', { name: '刷新二维码' })).toBeVisible();
  },
};

export const ExpiredThenRefreshed: Story = {
  parameters: {
    msw: { handlers: { qrStatus: [authHandlers.qrStatus.expiredOnce()] } },
  },
  play: async () => {
    await screen.findByRole('dialog');
    // the status poll starts after 1 s and answers "expired"
    const alert = await dialog().findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('二维码已过期');
    await userEvent.click(within(alert).getByRole('button', { name: '刷新二维码' }));
    await expect(await dialog().findByRole('img', { name: '登录二维码' })).toBeVisible();
    await expect(dialog().queryByRole('alert')).toBeNull();
  },
};

export const SignsInWhenConfirmed: Story = {
  parameters: {
    msw: {
      handlers: {
        qrStatus: [authHandlers.qrStatus.confirmed],
        qrLogin: [authHandlers.qrLogin.ok()],
      },
    },
  },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await waitFor(() => expect(args.onAuthenticated).toHaveBeenCalledOnce(), { timeout: 5000 });
  },
};

export const PasswordRequired: Story = {
  args: { defaultTab: 'password' },
  play: async () => {
    await screen.findByRole('dialog');
    await userEvent.click(dialog().getByRole('button', { name: '登录' }));
    await expect(await dialog().findByText('请输入用户名')).toBeVisible();
    await expect(dialog().getByText('请输入密码')).toBeVisible();
    await expect(dialog().getByLabelText('用户名')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PasswordInvalid: Story = {
  args: { defaultTab: 'password' },
  parameters: { msw: { handlers: { password: [authHandlers.passwordLogin.invalid] } } },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.type(dialog().getByLabelText('用户名'), 'user');
    await userEvent.type(dialog().getByLabelText('密码'), 'wrong-password');
    await userEvent.click(dialog().getByRole('button', { name: '登录' }));
    await expect(await dialog().findByRole('alert')).toHaveTextContent('用户名或密码错误');
    await waitFor(() => expect(dialog().queryByRole('status')).toBeNull());
    await expect(args.onAuthenticated).not.toHaveBeenCalled();
  },
};

export const PasswordServerError: Story = {
  args: { defaultTab: 'password' },
  parameters: { msw: { handlers: { password: [authHandlers.passwordLogin.serverError] } } },
  play: async () => {
    await screen.findByRole('dialog');
    await userEvent.type(dialog().getByLabelText('用户名'), 'user');
    await userEvent.type(dialog().getByLabelText('密码'), 'secret');
    await userEvent.click(dialog().getByRole('button', { name: '登录' }));
    await expect(await dialog().findByRole('alert')).toHaveTextContent('服务器错误，请稍后再试');
    await waitFor(() => expect(dialog().queryByRole('status')).toBeNull());
  },
};

export const PasswordSuccess: Story = {
  args: { defaultTab: 'password' },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.type(dialog().getByLabelText('用户名'), 'user');
    await userEvent.type(dialog().getByLabelText('密码'), 'correct horse');
    await userEvent.click(dialog().getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onAuthenticated).toHaveBeenCalledOnce());
    await waitFor(() => expect(dialog().queryByRole('status')).toBeNull());
  },
};

export const HostApp: Story = {
  args: { hostApp: { onHostLogin: fn(), pending: false, failed: false } },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await expect(dialog().getByRole('tab', { name: 'App 账号登录' })).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: '使用 Acme 账号登录' }));
    await expect(args.hostApp?.onHostLogin).toHaveBeenCalled();
  },
};

/** The product names itself and its app: every text uses the name, the title and line are its own. */
export const OtherAppName: Story = {
  args: {
    appName: 'LinkMate',
    title: '登录 LinkMate',
    description: '登录后即可同步你的收藏和行程。',
  },
  play: async () => {
    const body = within(await screen.findByRole('dialog', { name: '登录 LinkMate' }));
    await expect(body.getByText('登录后即可同步你的收藏和行程。')).toBeVisible();
    await expect(body.getByText('打开 LinkMate App，扫描二维码登录')).toBeVisible();
    await expect(body.getByText('在手机上打开 LinkMate App')).toBeVisible();
    await expect(body.queryByText(/Acme/)).toBeNull();
  },
};

export const OtherAppNameInHostApp: Story = {
  args: { appName: 'LinkMate', hostApp: { onHostLogin: fn(), pending: false, failed: false } },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(
      dialog().getByText('你正在 LinkMate App 中，可直接使用当前账号登录。'),
    ).toBeVisible();
    await expect(dialog().getByRole('button', { name: '使用 LinkMate 账号登录' })).toBeVisible();
  },
};

export const HostAppFailed: Story = {
  args: { hostApp: { onHostLogin: fn(), pending: false, failed: true } },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(dialog().getByRole('alert')).toHaveTextContent('自动登录失败：未返回用户信息');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const body = within(await screen.findByRole('dialog', { name: 'Log in' }));
    await expect(await body.findByRole('img', { name: 'Sign-in QR code' })).toBeVisible();
    await expect(body.getByRole('tab', { name: 'Password' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: QrShown.play,
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: QrShown.play,
};

/** QrLoginDialog: the same dialog with its QR flow wired inside; only the calls are given. */
function Wired({ onAuthenticated }: Pick<DemoProps, 'onAuthenticated'>) {
  const [open, setOpen] = useState(true);
  return (
    <QrLoginDialog
      appName="Acme"
      open={open}
      onOpenChange={setOpen}
      fetchQrParams={() => api.call('qrParams')}
      checkStatus={async (qrToken) => (await api.call('qrStatus', { qrToken })).status}
      qrLogin={(qrToken) => api.call('qrLogin', { qrToken })}
      onAuthenticated={onAuthenticated}
      onPasswordLogin={async (values) => {
        await api.call('passwordLogin', values);
        onAuthenticated();
      }}
    />
  );
}

/** the QR encodes the time: one instant for every run (.storybook/story-clock.ts) */
const stillClock = { at: now(), still: true };

export const WiredQrShown: Story = {
  parameters: { clock: stillClock },
  render: (args) => <Wired onAuthenticated={args.onAuthenticated} />,
  play: QrShown.play,
};

export const WiredQrError: Story = {
  parameters: {
    clock: stillClock,
    msw: { handlers: { qrParams: [authHandlers.qrParams.error] } },
  },
  render: (args) => <Wired onAuthenticated={args.onAuthenticated} />,
  // no message given: the dialog says its own
  play: QrError.play,
};

export const WiredSignsInWhenConfirmed: Story = {
  ...SignsInWhenConfirmed,
  parameters: { ...SignsInWhenConfirmed.parameters, clock: stillClock },
  render: (args) => <Wired onAuthenticated={args.onAuthenticated} />,
};
