import { svgImage } from '@legion/api/mocks';
import { Button } from '@legion/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect } from 'storybook/test';

import { ChatScreen } from './ChatScreen.tsx';

const meta = {
  title: 'Screens/ChatScreen',
  component: ChatScreen,
  args: {
    back: { href: '/agents/1', label: '返回智能体详情' },
    title: '知识问答助手',
    logo: svgImage('K', 1),
    actions: (
      <Button variant="ghost" size="sm">
        <Trash2 aria-hidden="true" />
        清空对话
      </Button>
    ),
    children: <p style={{ padding: 16 }}>对话在这里</p>,
  },
} satisfies Meta<typeof ChatScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '知识问答助手' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回智能体详情' })).toHaveAttribute(
      'href',
      '/agents/1',
    );
    await expect(canvas.getByRole('button', { name: '清空对话' })).toBeVisible();
  },
};

/** the agent is on its way: no heading yet, grey shapes in its place */
export const Loading: Story = {
  args: { title: undefined, logo: undefined, loading: true, actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('link', { name: '返回智能体详情' })).toBeVisible();
  },
};

export const LongName: Story = {
  args: { title: '一个名字非常非常长的智能体，长到一行放不下也不会把按钮挤出去' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '清空对话' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
