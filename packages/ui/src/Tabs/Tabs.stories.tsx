import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

const meta = {
  title: 'Library/Tabs',
  component: Tabs,
  args: { defaultValue: 'overview' },
  render: (args) => (
    <div className="lu:max-w-md lu:p-6">
      <Tabs {...args}>
        <TabsList aria-label="智能体信息">
          <TabsTrigger value="overview">数据概览</TabsTrigger>
          <TabsTrigger value="about">介绍</TabsTrigger>
          <TabsTrigger value="comments">评论</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="lu:pt-4">
          订阅用户 3,421
        </TabsContent>
        <TabsContent value="about" className="lu:pt-4">
          从你的知识库中检索并回答问题。
        </TabsContent>
        <TabsContent value="comments" className="lu:pt-4">
          还没有评价
        </TabsContent>
      </Tabs>
    </div>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '数据概览' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: '介绍' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('从你的知识库中检索并回答问题。');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: '数据概览' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '评论' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
