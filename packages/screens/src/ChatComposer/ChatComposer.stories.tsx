import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatComposer, type SharedKnowledgeBase } from './ChatComposer.tsx';
import { type KnowledgeBaseOption, KnowledgeBasePicker } from './KnowledgeBasePicker.tsx';

const bases: KnowledgeBaseOption[] = [
  { id: '1', name: '产品手册', documentCount: 12 },
  { id: '2', name: 'Engineering notes', documentCount: 1 },
  { id: '3', name: '员工手册与休假制度（2026 年修订版，含各地分公司补充说明）', documentCount: 3 },
];

const meta = {
  title: 'Screens/ChatComposer',
  component: ChatComposer,
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'end', height: 240 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    text: '',
    maxLength: 4000,
    bases: [],
    onTextChange: fn(),
    onSend: fn(),
    onStop: fn(),
    onBasesChange: fn(),
    onPickBases: fn(),
  },
  // the composer is controlled: the stories keep its text and bases as an app would
  render: function Render(args) {
    const [text, setText] = useState(args.text);
    const [shared, setShared] = useState<SharedKnowledgeBase[]>(args.bases);
    return (
      <ChatComposer
        {...args}
        text={text}
        onTextChange={(value) => {
          setText(value);
          args.onTextChange(value);
        }}
        bases={shared}
        onBasesChange={(value) => {
          setShared(value);
          args.onBasesChange(value);
        }}
      />
    );
  },
} satisfies Meta<typeof ChatComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: '发送' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: '消息' }), '  年假怎么算？ ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('年假怎么算？');
    await userEvent.click(canvas.getByRole('button', { name: '知识库' }));
    await expect(args.onPickBases).toHaveBeenCalledOnce();
  },
};

/** a reply is under way: stop instead of send */
export const Busy: Story = {
  args: { busy: true, text: '下一个问题' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: '发送' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '停止' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

export const WithBases: Story = {
  args: { bases: bases.map(({ id, name }) => ({ id, name })), text: '合同模板在哪个文档里？' },
  play: async ({ canvas, args }) => {
    const chosen = canvas.getByRole('list', { name: '已选知识库' });
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '不再使用 Engineering notes' }));
    await expect(args.onBasesChange).toHaveBeenCalledWith([
      { id: '1', name: '产品手册' },
      { id: '3', name: '员工手册与休假制度（2026 年修订版，含各地分公司补充说明）' },
    ]);
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** the counter shows near the limit and turns red at it */
export const AtTheLimit: Story = {
  args: { text: '字'.repeat(4000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4000/4000')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '消息' })).toHaveAccessibleDescription(
      '4000/4000',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { bases: [{ id: '1', name: '产品手册' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: WithBases.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '已选知识库' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: WithBases.args,
  play: async ({ canvas }) => {
    // the knowledge button keeps its name for screen readers when its word is hidden
    await expect(canvas.getByRole('button', { name: /知识库/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '发送' })).toBeEnabled();
  },
};

/** the choice of knowledge bases: one chosen, up to two */
export const Picker: Story = {
  render: function Render() {
    const [chosen, setChosen] = useState<SharedKnowledgeBase[]>([{ id: '1', name: '产品手册' }]);
    return (
      <KnowledgeBasePicker
        open
        onOpenChange={() => {}}
        bases={bases}
        chosen={chosen}
        onChange={setChosen}
        max={2}
        createHref="/knowledge"
      />
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: '选择知识库' });
    await expect(within(dialog).getByRole('checkbox', { name: /产品手册/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Engineering notes/ }));
    await expect(within(dialog).getByText('已选 2/2')).toBeVisible();
    // full: the rest cannot be chosen
    await expect(within(dialog).getByRole('checkbox', { name: /员工手册/ })).toBeDisabled();
  },
};

export const PickerWithoutBases: Story = {
  render: () => (
    <KnowledgeBasePicker
      open
      onOpenChange={() => {}}
      bases={[]}
      chosen={[]}
      onChange={() => {}}
      max={5}
      createHref="/knowledge"
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('link', { name: '去创建知识库' })).toHaveAttribute(
      'href',
      '/knowledge',
    );
  },
};

export const PickerFailed: Story = {
  render: () => (
    <KnowledgeBasePicker
      open
      onOpenChange={() => {}}
      bases={undefined}
      failed
      onRetry={() => {}}
      chosen={[]}
      onChange={() => {}}
      max={5}
      createHref="/knowledge"
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('知识库加载失败');
    await expect(within(dialog).getByRole('button', { name: '重试' })).toBeVisible();
  },
};
