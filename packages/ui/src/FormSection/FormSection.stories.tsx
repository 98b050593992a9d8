import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Field, TextAreaField } from '../Field/Field.tsx';
import { FormActions, FormSection } from './FormSection.tsx';

const meta = {
  title: 'Library/FormSection',
  component: FormSection,
  args: {
    legend: '基本信息',
    children: (
      <>
        <Field label="中文名称" required />
        <Field label="英文名称" required lang="en" />
        <TextAreaField label="中文描述" className="lu:sm:col-span-2" required />
      </>
    ),
  },
  decorators: [
    (Story) => (
      <form aria-label="插件" className="lu:max-w-3xl lu:space-y-6 lu:p-6">
        <Story />
        <FormActions>
          <Button type="button" variant="ghost">
            取消
          </Button>
          <Button type="submit">提交审核</Button>
        </FormActions>
      </form>
    ),
  ],
} satisfies Meta<typeof FormSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '基本信息' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '中文名称' })).toBeEnabled();
  },
};

/** locked while a version is in review: every field inside is disabled at once */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '中文名称' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: '中文描述' })).toBeDisabled();
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  args: {
    legend: 'Basics',
    children: (
      <>
        <Field label="Name" required />
        <Field label="Version" required placeholder="1.0.0" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Basics' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
