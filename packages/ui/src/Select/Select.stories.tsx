import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Select, type SelectProps } from './Select.tsx';

const sorts = [
  { value: 'popular', label: '最受欢迎' },
  { value: 'newest', label: '最新上架' },
  { value: 'rating', label: '评分最高' },
];

/** the select with a visible label and, when given, its message */
function Labelled({
  label,
  message,
  width = 'lu:w-64',
  ...props
}: SelectProps & { label: string; message?: string; width?: string }) {
  const id = useId();
  return (
    <div className={`lu:flex lu:flex-col lu:gap-1.5 ${width}`}>
      <label htmlFor={id} className="lu:text-foreground lu:text-sm lu:font-medium">
        {label}
      </label>
      <Select
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
  title: 'Library/Select',
  component: Select,
  args: { options: sorts, defaultValue: 'popular', onValueChange: fn() },
  render: (args) => <Labelled label="排序" {...args} />,
  decorators: [
    (Story) => (
      <div className="lu:bg-background lu:min-h-80 lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** opens the select from the keyboard and picks the option below the current one */
async function pickNextByKeyboard(name: string) {
  await userEvent.tab();
  const trigger = screen.getByRole('combobox', { name });
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('listbox');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return trigger;
}

export const Default: Story = {
  play: async ({ args }) => {
    const trigger = await pickNextByKeyboard('排序');
    await expect(trigger).toHaveTextContent('最新上架');
    await expect(args.onValueChange).toHaveBeenCalledWith('newest');
  },
};

/**
 * While its list is open, Radix Select hides the rest of the page from assistive tech
 * (aria-hidden) and keeps focus in the list, so the trigger behind it cannot be reached although
 * it stays a button; axe's aria-hidden-focus flags that, for open states only.
 */
const openListA11y = {
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
};

export const Open: Story = {
  parameters: openListA11y,
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(screen.getByRole('option', { name: '最受欢迎' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Placeholder: Story = {
  args: { defaultValue: undefined, placeholder: '请选择排序方式' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '排序' })).toHaveTextContent(
      '请选择排序方式',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: '排序' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, placeholder: '请选择' },
  render: (args) => <Labelled label="分类" message="请选择分类" {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: '分类' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('请选择分类');
  },
};

const longOptions = [
  { value: 'short', label: '效率办公' },
  {
    value: 'long',
    label: '企业级多语言合同审阅、风险条款识别与谈判要点自动生成（适用于跨境业务）',
  },
  { value: 'off', label: '暂不可选的分类', disabled: true },
];

export const LongOptionText: Story = {
  args: { options: longOptions, defaultValue: 'long' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: '排序' });
    // from the keyboard: the story before it in the shared page may have left focus anywhere,
    // so the trigger is focused first rather than tabbed to
    trigger.focus();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    // a disabled option is skipped by the arrow keys
    await expect(screen.getByRole('option', { name: '暂不可选的分类' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(trigger).toHaveTextContent('效率办公');
  },
};

export const Narrow: Story = {
  args: { options: longOptions, defaultValue: 'long' },
  render: (args) => <Labelled label="分类" width="lu:w-40" {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '分类' })).toHaveTextContent(/企业级/);
  },
};

const englishSorts = [
  { value: 'popular', label: 'Most popular' },
  { value: 'newest', label: 'Newest' },
  { value: 'rating', label: 'Top rated' },
];

export const English: Story = {
  globals: { locale: 'en' },
  args: { options: englishSorts },
  render: (args) => <Labelled label="Sort by" {...args} />,
  play: async () => {
    const trigger = await pickNextByKeyboard('Sort by');
    await expect(trigger).toHaveTextContent('Newest');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: openListA11y,
  play: Open.play,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <Labelled label="排序" width="lu:w-full" {...args} />,
  parameters: openListA11y,
  play: Open.play,
};

/** with react-hook-form: the Controller gives value, onValueChange, onBlur, name and ref */
function CategoryForm({ onSubmit }: { onSubmit: (values: { category: string }) => void }) {
  const id = useId();
  const { control, handleSubmit, formState } = useForm({ defaultValues: { category: '' } });
  const error = formState.errors.category?.message;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="lu:flex lu:w-64 lu:flex-col lu:gap-3"
    >
      <div className="lu:flex lu:flex-col lu:gap-1.5">
        <label htmlFor={id} className="lu:text-foreground lu:text-sm lu:font-medium">
          分类
        </label>
        <Controller
          control={control}
          name="category"
          rules={{ required: '请选择分类' }}
          render={({ field }) => (
            <Select
              id={id}
              options={sorts}
              placeholder="请选择"
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-message` : undefined}
            />
          )}
        />
        {error ? (
          <p id={`${id}-message`} className="lu:text-danger lu:text-xs">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit">保存</Button>
    </form>
  );
}

const submitted = fn();
export const WithReactHookForm: Story = {
  render: () => <CategoryForm onSubmit={submitted} />,
  play: async ({ canvas }) => {
    submitted.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const trigger = canvas.getByRole('combobox', { name: '分类' });
    // the form focuses the first invalid field, the select
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAccessibleDescription('请选择分类');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledOnce());
    await expect(submitted.mock.calls[0]?.[0]).toEqual({ category: 'newest' });
  },
};
