import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FileDrop, type FileDropProps } from './FileDrop.tsx';

/** FileDrop keeps nothing: the story lists what was dropped, as a page would */
function Picker(props: FileDropProps) {
  const [names, setNames] = useState<string[]>([]);
  return (
    <div className="lu:max-w-2xl lu:space-y-3 lu:p-6">
      <FileDrop
        {...props}
        onFiles={(files) => {
          props.onFiles(files);
          setNames(files.map((file) => file.name));
        }}
      />
      <p>已选：{names.join('、') || '无'}</p>
    </div>
  );
}

const meta = {
  title: 'Library/FileDrop',
  // the prop table documents FileDrop itself
  component: FileDrop,
  args: {
    label: '上传文档',
    hint: '支持 PDF、DOCX、TXT，单个文件不超过 20 MB',
    accept: '.pdf,.docx,.txt',
    disabled: false,
    onFiles: fn(),
  },
  render: (args) => <Picker {...args} />,
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

const file = (name: string) => new File(['hello'], name, { type: 'text/plain' });

export const ChoosesSeveral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '上传文档' })).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('上传文档', { selector: 'input' }), [
      file('a.txt'),
      file('b.pdf'),
    ]);
    await expect(canvas.getByText('已选：a.txt、b.pdf')).toBeVisible();
  },
};

export const TakesADrop: Story = {
  play: async ({ canvas }) => {
    const zone = canvas.getByRole('region', { name: '上传文档' });
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(file('notes.txt'));
    // real drag events: testing-library would copy the transfer into an empty one
    const drag = (type: string) =>
      zone.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
    drag('dragover');
    await expect(await canvas.findByText('松开即可上传')).toBeVisible();
    drag('drop');
    await expect(await canvas.findByText('已选：notes.txt')).toBeVisible();
    await expect(canvas.getByText('将文件拖到这里，或')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeDisabled();
  },
};
