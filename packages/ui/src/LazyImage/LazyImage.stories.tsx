import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { picture } from '../foundations/pictures.ts';
import { LazyImage } from './LazyImage.tsx';

const meta = {
  title: 'Library/LazyImage',
  component: LazyImage,
  args: { src: picture(0, 160, 120), alt: '示例图片', width: 160, height: 120 },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LazyImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="lazy-image"]')).toHaveAttribute(
        'data-state',
        'loaded',
      ),
    );
  },
};

export const Failed: Story = {
  args: { src: '/media/does-not-exist.png' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: '示例图片：图片加载失败' })).toBeVisible();
    await expect(canvas.getByText('图片加载失败')).toBeVisible();
  },
};

export const FallbackSource: Story = {
  args: { src: '/media/does-not-exist.png', fallbackSrc: picture(3, 160, 120) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="lazy-image"]')).toHaveAttribute(
        'data-state',
        'loaded',
      ),
    );
    await expect(canvas.queryByText('图片加载失败')).toBeNull();
  },
};

export const FailedInEnglish: Story = {
  args: { src: '/media/does-not-exist.png', alt: '' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Image failed to load' })).toBeVisible();
  },
};

/** above the fold: it loads at once, and an image that loads before the effects run stays loaded */
export const EagerLoadsAtOnce: Story = {
  args: { eager: true },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="lazy-image"]')).toHaveAttribute(
        'data-state',
        'loaded',
      ),
    );
    await expect(canvasElement.querySelector('img')).toHaveClass('lu:opacity-100');
  },
};
