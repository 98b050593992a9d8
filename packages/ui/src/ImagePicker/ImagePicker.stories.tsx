import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ImagePicker, type ImagePickerProps } from './ImagePicker.tsx';

const PICTURE =
  'data:image/svg+xml;utf8,%3Csvg xmlns="http://www.w3.org/2000/svg" width="96" height="96"%3E%3Crect width="96" height="96" fill="%234f46e5"/%3E%3C/svg%3E';
const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const png = (name = 'logo.png', bytes = 4) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function Picker(props: Partial<ImagePickerProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div className="lu:w-full lu:max-w-96 lu:p-6">
      <ImagePicker
        label="Logo"
        maxBytes={2 * 1024 * 1024}
        types={TYPES}
        upload={async () => PICTURE}
        {...props}
        value={value}
        onChange={setValue}
      />
    </div>
  );
}

const meta = {
  title: 'Library/ImagePicker',
  // the prop table documents ImagePicker; the stories keep its value in state, as a form would
  component: ImagePicker,
  args: {
    label: 'Logo',
    value: '',
    onChange: fn(),
    maxBytes: 2 * 1024 * 1024,
    types: TYPES,
    upload: fn(async () => PICTURE),
  },
  render: (args) => <Picker {...args} />,
} satisfies Meta<typeof ImagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uploads: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Logo'), png());
    await expect(await canvas.findByRole('img', { name: 'Logo' })).toBeVisible();
    await expect(args.upload).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '更换图片' })).toBeVisible();
  },
};

export const TooManyFiles: Story = {
  play: async ({ canvas, args }) => {
    // the input takes one; a drop can bring several
    const files = [png('a.png'), png('b.png'), png('c.png')];
    const zone = canvas
      .getByRole('button', { name: '上传图片' })
      .closest('div[class*="border-dashed"]');
    const data = new DataTransfer();
    for (const file of files) data.items.add(file);
    zone?.dispatchEvent(new DragEvent('drop', { bubbles: true, dataTransfer: data }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '最多只能选择 1 张图片，多选了 2 张',
    );
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const WrongType: Story = {
  play: async ({ canvas }) => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(canvas.getByLabelText('Logo'), text, { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '只能上传 PNG、JPEG、WebP 或 GIF 图片',
    );
  },
};

export const TooLarge: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Logo'), png('big.png', 3 * 1024 * 1024));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '图片不能超过 2 MB（这张 3 MB）',
    );
  },
};

export const ServerRefuses: Story = {
  args: {
    upload: fn(async () => {
      throw new Error('Only PNG, JPEG, WebP or GIF images can be uploaded');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Logo'), png());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only PNG, JPEG, WebP or GIF images can be uploaded',
    );
  },
};

export const CoverWithError: Story = {
  args: { label: '中文封面', shape: 'cover', error: '请上传图片' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请上传图片')).toBeVisible();
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  args: { value: PICTURE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeVisible();
  },
};

/**
 * Two covers side by side from 768 px, as the agent editor places them, with pictures and in
 * English (the longest label): each button stays inside its own box, below the picture when the
 * row is too narrow for both.
 */
export const CoversSideBySide: Story = {
  globals: { locale: 'en' },
  args: { shape: 'cover', value: PICTURE },
  render: (args) => (
    <div className="lu:grid lu:w-full lu:max-w-[36rem] lu:gap-4 lu:p-6 lu:md:grid-cols-2">
      <Picker {...args} label="Chinese cover" />
      <Picker {...args} label="English cover" />
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Replace image' });
    await expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      const box = button
        .closest('[data-slot="image-picker"]')
        ?.querySelector('[class~="lu:border-dashed"]');
      if (!box) throw new Error('the picker has no drop box');
      const inside = box.getBoundingClientRect();
      const edge = button.getBoundingClientRect();
      await expect(edge.right).toBeLessThanOrEqual(inside.right - 1);
      await expect(edge.left).toBeGreaterThanOrEqual(inside.left + 1);
    }
  },
};
