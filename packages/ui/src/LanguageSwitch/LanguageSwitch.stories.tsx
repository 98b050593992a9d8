import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const meta = {
  title: 'Library/LanguageSwitch',
  component: LanguageSwitch,
  args: { locale: 'zh-CN', onLocaleChange: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InChinese: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'English' });
    await userEvent.click(button);
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
  },
};

export const InEnglish: Story = {
  args: { locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '中文' });
    await userEvent.click(button);
    await expect(args.onLocaleChange).toHaveBeenCalledWith('zh-CN');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    // short label on phones; the name a screen reader hears matches what is shown
    await expect(canvas.getByRole('button', { name: 'EN' })).toBeVisible();
  },
};
