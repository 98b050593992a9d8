import { AGENT_SECRET_FIXTURE } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AgentCredentials, AgentSecretDialog } from './AgentCredentials.tsx';

const meta = {
  title: 'Screens/AgentCredentials',
  component: AgentCredentials,
  args: {
    agentKey: 'lgk_7f3a9c21e8b04d5f',
    canRotate: true,
    onRotate: fn(() => Promise.resolve()),
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-xs lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentCredentials>;
export default meta;
type Story = StoryObj<typeof meta>;

/** the owner resets the secret after confirming; the confirmation closes when it is done */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '智能体凭证' })).toBeVisible();
    await expect(canvas.getByText('lgk_7f3a9c21e8b04d5f')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重置密钥' }));
    const dialog = within(await screen.findByRole('dialog', { name: '重置智能体密钥？' }));
    await userEvent.click(dialog.getByRole('button', { name: '重置密钥' }));
    await expect(args.onRotate).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** a team member sees the id, and why there is no reset */
export const TeamMember: Story = {
  args: { canRotate: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('只有智能体所有者可以重置密钥')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重置密钥' })).toBeNull();
  },
};

/** the new secret, shown once with copy buttons */
export const NewSecret: Story = {
  render: (args) => (
    <AgentSecretDialog agentKey={args.agentKey} agentSecret={AGENT_SECRET_FIXTURE} onClose={fn()} />
  ),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '智能体凭证' }));
    await expect(dialog.getByText(AGENT_SECRET_FIXTURE)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '复制智能体密钥' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '我已保存' })).toBeVisible();
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Agent credentials' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...NewSecret,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
