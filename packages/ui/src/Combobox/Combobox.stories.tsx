import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Combobox, type ComboboxProps } from './Combobox.tsx';

const agents = [
  { value: 'writer', label: '写作助手', description: '润色、扩写与改写', keywords: ['writing'] },
  { value: 'translator', label: '翻译官', description: '中英互译', keywords: ['translate'] },
  { value: 'analyst', label: '数据分析师', description: '表格与图表', keywords: ['data'] },
  { value: 'lawyer', label: '合同审阅', description: '风险条款识别', keywords: ['contract'] },
  { value: 'coder', label: '代码评审', description: '已下架', disabled: true },
  { value: 'tutor', label: '英语陪练', description: '口语与听力', keywords: ['english'] },
];

/** the combobox with a visible label and, when given, its message */
function Labelled({
  label,
  message,
  width = 'lu:w-72',
  ...props
}: ComboboxProps & { label: string; message?: string; width?: string }) {
  const id = useId();
  return (
    <div className={`lu:flex lu:flex-col lu:gap-1.5 ${width}`}>
      <label htmlFor={id} className="lu:text-foreground lu:text-sm lu:font-medium">
        {label}
      </label>
      <Combobox
        id={id}
        aria-describedby={message ? `${id}-message` : undefined}
        aria-invalid={message ? true : undefined}
        {...props}
      />
      {message ? (
        <p id={`${id}-message`} className="lu:text-danger lu:text-xs">
          {message}
        </p>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Library/Combobox',
  component: Combobox,
  args: { options: agents, placeholder: '选择智能体', onValueChange: fn() },
  render: (args) => <Labelled label="成员智能体" {...args} />,
  decorators: [
    (Story) => (
      <div className="lu:bg-background lu:min-h-96 lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openByKeyboard(name: string) {
  await userEvent.tab();
  await expect(screen.getByRole('combobox', { name })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const search = await screen.findByRole('combobox', { name: '搜索选项' });
  await waitFor(() => expect(search).toHaveFocus());
  return search;
}

export const Default: Story = {
  play: async ({ args }) => {
    const search = await openByKeyboard('成员智能体');
    await userEvent.type(search, '翻译');
    await expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const trigger = screen.getByRole('combobox', { name: '成员智能体' });
    await expect(trigger).toHaveTextContent('翻译官');
    await expect(trigger).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('translator');
  },
};

export const Open: Story = {
  args: { defaultValue: 'analyst' },
  play: async () => {
    const search = await openByKeyboard('成员智能体');
    // the chosen option is where the keys start
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /数据分析师/ }).id,
    );
    await expect(screen.getByRole('option', { name: /数据分析师/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const KeyboardSkipsDisabled: Story = {
  play: async ({ args }) => {
    await openByKeyboard('成员智能体');
    // writer → translator → analyst → lawyer → (coder is disabled) → tutor
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('tutor');
  },
};

export const SearchByKeyword: Story = {
  play: async ({ args }) => {
    const search = await openByKeyboard('成员智能体');
    await userEvent.type(search, 'CONTRACT');
    await expect(screen.getByRole('option', { name: /合同审阅/ })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('lawyer');
  },
};

export const NoMatch: Story = {
  args: { emptyText: '没有找到这个智能体' },
  play: async () => {
    const search = await openByKeyboard('成员智能体');
    await userEvent.type(search, '天气预报');
    await expect(await screen.findByRole('status')).toHaveTextContent('没有找到这个智能体');
    await expect(screen.queryByRole('option')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'writer' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: '成员智能体' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('写作助手');
  },
};

export const Invalid: Story = {
  render: (args) => <Labelled label="成员智能体" message="请选择一个智能体" {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: '成员智能体' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('请选择一个智能体');
  },
};

const long = [
  {
    value: 'long',
    label: '企业级多语言合同审阅、风险条款识别与谈判要点自动生成助手（跨境业务专用版）',
    description: '支持中文、英文、日文合同，自动标注违约责任、管辖法律与争议解决条款',
  },
  ...agents,
];

export const LongOptionText: Story = {
  args: { options: long, defaultValue: 'long' },
  play: async () => {
    await openByKeyboard('成员智能体');
    await expect(screen.getByRole('option', { name: /企业级/ })).toBeVisible();
  },
};

export const Narrow: Story = {
  args: { options: long, defaultValue: 'long' },
  render: (args) => <Labelled label="成员智能体" width="lu:w-44" {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '成员智能体' })).toHaveTextContent(/企业级/);
  },
};

const english = [
  { value: 'writer', label: 'Writing assistant', description: 'Polish and rewrite' },
  { value: 'translator', label: 'Translator', description: 'Chinese and English' },
  { value: 'analyst', label: 'Data analyst', description: 'Tables and charts' },
];

export const English: Story = {
  globals: { locale: 'en' },
  args: { options: english, placeholder: 'Choose an agent' },
  render: (args) => <Labelled label="Member agent" {...args} />,
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const search = await screen.findByRole('combobox', { name: 'Search options' });
    await userEvent.type(search, 'zzz');
    await expect(await screen.findByRole('status')).toHaveTextContent('No matching options');
    await userEvent.clear(search);
    await userEvent.type(search, 'data');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('analyst');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'analyst' },
  play: Open.play,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultValue: 'analyst' },
  render: (args) => <Labelled label="成员智能体" width="lu:w-full" {...args} />,
  play: Open.play,
};
