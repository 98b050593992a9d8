import { svgImage, teamMemberFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  MemberAgentsDialog,
  MemberInviteForm,
  type MemberLookupKind,
  MemberTable,
} from './MemberTable.tsx';

const agentNames: Record<string, string> = { '31': '会议纪要', '32': '代码审查' };

const meta = {
  title: 'Screens/MemberTable',
  component: MemberTable,
  args: {
    members: teamMemberFixtures,
    agentName: (id: string) => agentNames[id] ?? `#${id}`,
    formatDate: (iso: string) => iso.slice(0, 10),
    onAuthorize: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div className="lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** newest member first; each row says which agents the member may manage */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const rows = within(canvas.getByRole('table', { name: '团队成员' })).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('赵工');
    await expect(rows[1]).toHaveTextContent('会议纪要');
    await expect(rows[2]).toHaveTextContent('未授权');
    await userEvent.click(within(rows[2] as HTMLElement).getByRole('button', { name: '授权' }));
    await expect(args.onAuthorize).toHaveBeenCalledWith(teamMemberFixtures[1]);
  },
};

function InviteDemo({ problem }: { problem?: string }) {
  const [kind, setKind] = useState<MemberLookupKind>('email');
  const [value, setValue] = useState('amy@');
  return (
    <MemberInviteForm
      kind={kind}
      onKindChange={setKind}
      value={value}
      onValueChange={setValue}
      problem={problem}
      onSubmit={fn()}
    />
  );
}

/** the add form with the problem of what was typed, announced under the input */
export const InviteProblem: Story = {
  render: () => <InviteDemo problem="请输入有效的邮箱地址" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '邮箱' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入有效的邮箱地址');
    await expect(canvas.getByRole('textbox', { name: '邮箱' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** choosing the agents a member may manage; the ticked ones are saved together */
export const AuthorizeDialog: Story = {
  render: () => (
    <MemberAgentsDialog
      memberName="Amy Zhou"
      agents={[
        { id: '31', name: '会议纪要', logo: svgImage('M', 31) },
        { id: '32', name: '代码审查', logo: svgImage('C', 32) },
      ]}
      selected={['31']}
      onSelectedChange={fn()}
      onSave={fn()}
      onClose={fn()}
    />
  ),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '为 Amy Zhou 授权' }));
    await expect(dialog.getByRole('checkbox', { name: '会议纪要' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: '代码审查' })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: '保存授权' })).toBeEnabled();
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Team members' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Remove' })).toHaveLength(3);
  },
};

/** below the table's width each member is a card with its actions under it */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div className="lu:space-y-6">
      <InviteDemo />
      <MemberTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '添加成员' })).toBeVisible();
    await expect(canvas.getByText('xiaoming@example.com', { exact: false })).toBeVisible();
  },
};
