import { svgImage } from '@legion/api/mocks';
import { Card } from '@legion/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { type SubscribedAgentItem, SubscribedAgentList } from './SubscribedAgentList.tsx';

const NOW = Date.parse('2026-11-24T02:00:00Z');
const HOUR_MS = 3_600_000;

const agents: SubscribedAgentItem[] = [
  {
    id: '1',
    name: '会议纪要助手',
    description: '把会议录音整理成要点、决议和待办，并按负责人分组。',
    logo: svgImage('M', 1),
    lastUsedAt: new Date(NOW - 3 * HOUR_MS).toISOString(),
    chatHref: '/agent?id=1',
    detailHref: '/plugins/statistics/1',
  },
  {
    id: '3',
    name: '合同审查',
    description: '逐条检查合同中的风险条款，给出修改建议和依据。',
    logo: svgImage('C', 3),
    lastUsedAt: new Date(NOW - 8 * 24 * HOUR_MS).toISOString(),
    chatHref: '/agent?id=3',
    detailHref: '/plugins/statistics/3',
  },
  {
    id: '5',
    name: '一个名字相当长的数据分析与可视化报表生成智能体',
    description: '上传表格，用自然语言提问，得到图表和结论。',
    logo: svgImage('D', 5),
    lastUsedAt: null,
    chatHref: '/agent?id=5',
    detailHref: '/plugins/statistics/5',
  },
];

const meta = {
  title: 'Screens/SubscribedAgentList',
  component: SubscribedAgentList,
  args: { agents, now: NOW, onUnsubscribe: fn() },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-6">
        <Card padding="none">
          <Story />
        </Card>
      </div>
    ),
  ],
} satisfies Meta<typeof SubscribedAgentList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** when each was last used, and a way to chat: "continue" once they have, "start" before */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 小时前用过')).toBeVisible();
    await expect(canvas.getByText('8 天前用过')).toBeVisible();
    await expect(canvas.getByText('还没有对话过')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '继续对话 会议纪要助手' })).toBeVisible();
    const first = canvas.getByRole('link', {
      name: '开始对话 一个名字相当长的数据分析与可视化报表生成智能体',
    });
    await expect(first).toHaveAttribute('href', '/agent?id=5');
    await expect(canvas.getByRole('link', { name: '合同审查' })).toHaveAttribute(
      'href',
      '/plugins/statistics/3',
    );
  },
};

/** unsubscribing asks first; keeping the subscription changes nothing */
export const UnsubscribeAsksFirst: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '取消订阅 合同审查' }));
    const dialog = await screen.findByRole('dialog', { name: '取消订阅 合同审查？' });
    await expect(dialog).toHaveTextContent('取消后就不能再与它对话');
    await userEvent.click(screen.getByRole('button', { name: '保留订阅' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onUnsubscribe).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: '取消订阅 合同审查' }));
    const again = await screen.findByRole('dialog');
    const confirm = Array.from(again.querySelectorAll('button')).find(
      (button) => button.textContent === '取消订阅',
    );
    if (!confirm) throw new Error('no confirm button');
    await userEvent.click(confirm);
    await expect(args.onUnsubscribe).toHaveBeenCalledWith(agents[1]);
  },
};

/** the subscription being ended: its button waits */
export const Unsubscribing: Story = {
  args: { pendingId: '3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '取消订阅 合同审查' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '取消订阅 会议纪要助手' })).toBeEnabled();
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Used 3 hours ago')).toBeVisible();
    await expect(canvas.getByText('Not used yet')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Unsubscribe from / })).toHaveLength(3);
  },
};

/** the actions go under each agent */
export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
