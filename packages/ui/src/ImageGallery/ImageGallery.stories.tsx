import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { picture } from '../foundations/pictures.ts';
import { ImageGallery } from './ImageGallery.tsx';

const meta = {
  title: 'Library/ImageGallery',
  component: ImageGallery,
  args: {
    title: '图片',
    images: [
      { src: picture(1), label: 'Logo', shape: 'square' },
      { src: picture(2, 1200, 630), label: '中文封面', shape: 'cover' },
      { src: picture(3, 1200, 630), label: '英文封面', shape: 'cover' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '图片' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '中文封面' })).toBeVisible();
    await expect(canvas.getByText('英文封面')).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** on a phone the covers wrap under the logo */
export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
