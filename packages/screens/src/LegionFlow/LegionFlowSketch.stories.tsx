import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LegionFlowChoice, LegionFlowSketch } from './LegionFlowSketch.tsx';

const meta = {
  title: 'Screens/LegionFlowSketch',
  component: LegionFlowSketch,
  args: {
    flow: 'sequence',
    router: null,
    members: [
      { key: 'a', role: '计算员', agentName: '计算与换算' },
      { key: 'b', role: '', agentName: '知识问答助手' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-sm lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LegionFlowSketch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The question, each member in turn (a blank role says so), the answer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const flow = within(canvas.getByRole('list', { name: '顺序协作流程' }));
    await expect(flow.getAllByRole('listitem')).toHaveLength(4);
    await expect(flow.getByText('未填写角色')).toBeVisible();
  },
};

/** The router not chosen yet is marked, and the members hang below it. */
export const RouterNotChosen: Story = {
  args: { flow: 'router' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/未选择分派智能体/)).toBeVisible();
    await expect(canvas.getByRole('list', { name: '分派给其中一位成员' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('添加成员后，这里会画出请求的流向。')).toBeVisible();
  },
};

/** The choice between the flows, as the sketch's form shows it. */
export const FlowChoiceEnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  render: function Render(args) {
    const [flow, setFlow] = useState(args.flow);
    return (
      <div className="lu:space-y-4">
        <LegionFlowChoice name="flow" value={flow} onChange={setFlow} />
        <LegionFlowSketch {...args} flow={flow} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Routed/ }));
    await expect(canvas.getByRole('radio', { name: /Routed/ })).toBeChecked();
    await expect(canvas.getByText(/No router agent chosen/)).toBeVisible();
  },
};
