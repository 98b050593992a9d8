import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, MessageSquare, MoreHorizontal, Pencil, Trash2, UsersRound } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu.tsx';

const chosen = fn();

interface DemoText {
  trigger: string;
  label: string;
  edit: string;
  export: string;
  contact: string;
  remove: string;
}

const zh: DemoText = {
  trigger: '更多操作',
  label: '智能体',
  edit: '编辑',
  export: '导出订单',
  contact: '联系开发者',
  remove: '删除',
};

/** a menu with a label, items with icons, a disabled item, a separator and a destructive item */
function Demo({
  text = zh,
  disabled = false,
  contactDisabled = false,
  modal = false,
}: {
  text?: DemoText;
  disabled?: boolean;
  contactDisabled?: boolean;
  modal?: boolean;
}) {
  return (
    <DropdownMenu modal={modal}>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="outline" size="sm">
          <MoreHorizontal aria-hidden="true" />
          {text.trigger}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{text.label}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => chosen('edit')}>
          <Pencil aria-hidden="true" />
          {text.edit}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => chosen('export')}>
          <Download aria-hidden="true" />
          {text.export}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={contactDisabled} onSelect={() => chosen('contact')}>
          <MessageSquare aria-hidden="true" />
          {text.contact}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => chosen('remove')}>
          <Trash2 aria-hidden="true" />
          {text.remove}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Library/DropdownMenu',
  component: DropdownMenu,
  args: { modal: false },
  render: (args) => <Demo {...args} />,
  decorators: [
    (Story) => (
      <div className="lu:bg-background lu:min-h-80 lu:p-6">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    chosen.mockClear();
  },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** focuses the trigger with Tab and opens the menu with Enter */
async function openByKeyboard(name: string) {
  await userEvent.tab();
  await expect(screen.getByRole('button', { name })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu');
}

export const Default: Story = {
  play: async () => {
    await openByKeyboard('更多操作');
    // Enter opens on the first item; the second is one step down
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(chosen).toHaveBeenCalledWith('export');
    // focus returns to the trigger
    await expect(screen.getByRole('button', { name: '更多操作' })).toHaveFocus();
  },
};

export const Open: Story = {
  render: () => <Demo contactDisabled />,
  play: async () => {
    const menu = await openByKeyboard('更多操作');
    await expect(menu).toBeVisible();
    await expect(screen.getByText('智能体')).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: '联系开发者' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(screen.getByRole('menuitem', { name: '删除' })).toBeVisible();
  },
};

export const Destructive: Story = {
  play: async () => {
    await openByKeyboard('更多操作');
    // End jumps to the last item, the destructive one
    await userEvent.keyboard('{End}{Enter}');
    await expect(chosen).toHaveBeenCalledWith('remove');
  },
};

export const Disabled: Story = {
  render: () => <Demo disabled />,
  play: async () => {
    const trigger = screen.getByRole('button', { name: '更多操作' });
    await expect(trigger).toBeDisabled();
    // the keyboard passes it by
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

export const LongText: Story = {
  render: () => (
    <Demo
      text={{
        ...zh,
        label: '企业级多语言合同审阅与风险条款识别助手（跨境业务专用版）',
        export: '导出 2026 年第三季度全部渠道的已支付订单与退款明细（CSV）',
      }}
    />
  ),
  play: async () => {
    await openByKeyboard('更多操作');
    await expect(screen.getByRole('menuitem', { name: /导出 2026 年/ })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="lu:w-48">
        <Story />
      </div>
    ),
  ],
  render: () => <Demo contactDisabled />,
  play: Open.play,
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => (
    <Demo
      text={{
        trigger: 'More actions',
        label: 'Agent',
        edit: 'Edit',
        export: 'Export orders',
        contact: 'Contact the developer',
        remove: 'Delete',
      }}
    />
  ),
  play: async () => {
    await openByKeyboard('More actions');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(chosen).toHaveBeenCalledWith('contact');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <Demo />,
  play: async () => {
    await openByKeyboard('更多操作');
    await expect(screen.getByRole('menuitem', { name: '删除' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <div className="lu:flex lu:justify-end">
      <Demo />
    </div>
  ),
  play: async () => {
    await openByKeyboard('更多操作');
    // the menu stays inside the narrow screen
    const menu = screen.getByRole('menu');
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

export const WithIconsOnly: Story = {
  name: 'Item with icon (contact)',
  render: () => (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm">
          {zh.contact}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => chosen('single')}>
          <MessageSquare aria-hidden="true" />
          发起单聊
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => chosen('friend')}>
          <UsersRound aria-hidden="true" />
          好友聊天
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async () => {
    await openByKeyboard('联系开发者');
    await userEvent.keyboard('{Enter}');
    await expect(chosen).toHaveBeenCalledWith('single');
  },
};
