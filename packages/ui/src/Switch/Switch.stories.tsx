import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Switch } from './Switch.tsx';

function Labelled({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(true);
  return (
    <div className="lu:flex lu:items-center lu:gap-3 lu:p-6">
      <Switch checked={on} onCheckedChange={setOn} disabled={disabled} aria-label="启用文档" />
      <span>{on ? '已启用' : '已禁用'}</span>
    </div>
  );
}

const meta = {
  title: 'Library/Switch',
  // the prop table documents Switch; the stories show it with the label it switches
  component: Switch,
  args: { disabled: false },
  render: ({ disabled }) => <Labelled disabled={disabled} />,
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggles: Story = {
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: '启用文档' });
    await expect(control).toBeChecked();
    await userEvent.click(control);
    await expect(control).not.toBeChecked();
    await expect(canvas.getByText('已禁用')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    control.blur();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '启用文档' })).toBeDisabled();
  },
};
