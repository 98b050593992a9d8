import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LoginDialog, type LoginDialogProps, QrLoginDialog } from './LoginDialog.tsx';
import type { QrParams, QrStatus } from './types.ts';
import { type QrState, useQrLogin } from './useQrLogin.ts';

/** the code a product's server would issue */
const QR: QrParams = {
  token: 'qr-token-fixture',
  timestamp: 1_767_225_600_000,
  qrCode: JSON.stringify({ action: 'login', token: 'qr-token-fixture' }),
};
/** a fixed clock, so the QR (which encodes a timestamp) draws the same in every run */
const now = () => QR.timestamp + 1000;

/** a failed call as an HTTP client reports it: the dialog reads its status */
const failure = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
const never = () => new Promise<never>(() => {});

/**
 * The product's sign-in calls, answered in the browser: each story picks how each one answers
 * (the library knows no server, only these functions).
 */
interface SignInCalls {
  qrParams: () => Promise<QrParams>;
  qrStatus: (token: string) => Promise<QrStatus>;
  qrLogin: (token: string) => Promise<unknown>;
  password: (values: { username: string; password: string }) => Promise<unknown>;
}

const answers = {
  qrParams: {
    ok: async () => ({ ...QR, timestamp: Date.now() }),
    loading: never,
    error: async (): Promise<QrParams> => {
      throw failure(500);
    },
  },
  qrStatus: {
    waiting: async (): Promise<QrStatus> => 'waiting',
    confirmed: async (): Promise<QrStatus> => 'confirmed',
    /** the first code expires; the next one waits (for the refresh story) */
    expiredOnce: () => {
      let asked = 0;
      return async (): Promise<QrStatus> => (asked++ === 0 ? 'expired' : 'waiting');
    },
  },
  qrLogin: { ok: async () => ({ token: 'session' }), waiting: never },
  password: {
    ok: async () => ({ token: 'session' }),
    invalid: async () => {
      throw failure(401);
    },
    serverError: async () => {
      throw failure(500);
    },
  },
};

const defaultCalls: SignInCalls = {
  qrParams: answers.qrParams.ok,
  qrStatus: answers.qrStatus.waiting,
  qrLogin: answers.qrLogin.waiting,
  password: answers.password.ok,
};

type DemoProps = Pick<
  LoginDialogProps,
  'defaultTab' | 'hostApp' | 'appName' | 'title' | 'description'
> & {
  onAuthenticated: () => void;
  initialQr?: QrState;
  /** how the product's calls answer (defaults: a code that waits, a password that works) */
  calls?: Partial<SignInCalls>;
};

/** The dialog wired to the QR flow and the product's calls, as an app wires it. */
function LoginDialogDemo({ onAuthenticated, initialQr, calls: given, ...props }: DemoProps) {
  const calls = { ...defaultCalls, ...given };
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
    fetchQrParams: calls.qrParams,
    checkStatus: calls.qrStatus,
    qrLogin: calls.qrLogin,
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
        await calls.password(values);
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
  args: { calls: { qrParams: answers.qrParams.loading } },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(await dialog().findByRole('status')).toHaveTextContent('正在获取二维码');
    await expect(dialog().queryByRole('img', { name: '登录二维码' })).toBeNull();
  },
};

export const QrError: Story = {
  args: { calls: { qrParams: answers.qrParams.error } },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(await dialog().findByRole('alert')).toHaveTextContent('获取二维码失败');
    await expect(dialog().getByRole('button', { name: '刷新二维码' })).toBeVisible();
  },
};

export const ExpiredThenRefreshed: Story = {
  args: { calls: { qrStatus: answers.qrStatus.expiredOnce() } },
  play: async () => {
    await screen.findByRole('dialog');
    // the status poll starts after 1 s and answers "expired"
    const alert = await dialog().findByRole('alert');
    await expect(alert).toHaveTextContent('二维码已过期');
    await userEvent.click(within(alert).getByRole('button', { name: '刷新二维码' }));
    await expect(await dialog().findByRole('img', { name: '登录二维码' })).toBeVisible();
    await expect(dialog().queryByRole('alert')).toBeNull();
  },
};

export const SignsInWhenConfirmed: Story = {
  args: { calls: { qrStatus: answers.qrStatus.confirmed, qrLogin: answers.qrLogin.ok } },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await waitFor(() => expect(args.onAuthenticated).toHaveBeenCalledOnce());
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
  args: { defaultTab: 'password', calls: { password: answers.password.invalid } },
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
  args: { defaultTab: 'password', calls: { password: answers.password.serverError } },
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
function Wired({ onAuthenticated, calls: given }: Pick<DemoProps, 'onAuthenticated' | 'calls'>) {
  const [open, setOpen] = useState(true);
  const calls = { ...defaultCalls, ...given };
  return (
    <QrLoginDialog
      appName="Acme"
      open={open}
      onOpenChange={setOpen}
      fetchQrParams={calls.qrParams}
      checkStatus={calls.qrStatus}
      qrLogin={calls.qrLogin}
      onAuthenticated={onAuthenticated}
      onPasswordLogin={async (values) => {
        await calls.password(values);
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
  args: { calls: { qrParams: answers.qrParams.error } },
  parameters: { clock: stillClock },
  render: (args) => <Wired onAuthenticated={args.onAuthenticated} calls={args.calls} />,
  // no message given: the dialog says its own
  play: QrError.play,
};

export const WiredSignsInWhenConfirmed: Story = {
  ...SignsInWhenConfirmed,
  parameters: { clock: stillClock },
  render: (args) => <Wired onAuthenticated={args.onAuthenticated} calls={args.calls} />,
};
