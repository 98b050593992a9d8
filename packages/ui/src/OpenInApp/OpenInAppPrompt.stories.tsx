import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { OpenInAppPrompt } from './OpenInAppPrompt.tsx';

const links = {
  appName: 'Acme',
  androidPackageUrl: 'https://chainpal.cn/download/android/chainpal-latest.apk',
  iosAppStoreUrl: 'https://apps.apple.com/app/legion/id6450000000',
  websiteDownloadUrl: 'https://chainpal.cn/download',
};

const meta = {
  title: 'Library/OpenInAppPrompt',
  component: OpenInAppPrompt,
  args: {
    open: true,
    onClose: fn(),
    environment: { inMessenger: false, platform: 'pc' },
    ios: false,
    links,
  },
} satisfies Meta<typeof OpenInAppPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '在 Acme App 中打开' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('link', { name: '下载' })).toHaveAttribute(
      'href',
      links.websiteDownloadUrl,
    );
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const AndroidPhone: Story = {
  args: { environment: { inMessenger: false, platform: 'm' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Acme' })).toBeVisible();
    await expect(screen.getByText('如果无法正常跳转，请点击下载按钮')).toBeVisible();
    await expect(screen.getByRole('link', { name: '下载' })).toHaveAttribute(
      'href',
      links.androidPackageUrl,
    );
  },
};

export const IPhone: Story = {
  args: { environment: { inMessenger: false, platform: 'm' }, ios: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(await screen.findByRole('link', { name: '下载' })).toHaveAttribute(
      'href',
      links.iosAppStoreUrl,
    );
  },
};

export const IPad: Story = {
  args: { environment: { inMessenger: false, platform: 'ipad' }, ios: true },
  play: async () => {
    await expect(await screen.findByText('如果无法正常跳转，请点击下载按钮')).toBeVisible();
  },
};

export const InAMessenger: Story = {
  args: { environment: { inMessenger: true, platform: 'm' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    // the page behind, with its sticky header: the tip must hide it, not sit on top of it
    (Story) => (
      <div>
        <header className="lu:bg-surface lu:border-border lu:sticky lu:top-0 lu:z-40 lu:flex lu:h-14 lu:items-center lu:border-b lu:px-4">
          Acme
        </header>
        <p className="lu:p-4">页面内容</p>
        <Story />
      </div>
    ),
  ],
  play: async ({ args }) => {
    await expect(
      await screen.findByText('点击右上角的「更多」，选择「在浏览器打开」'),
    ).toBeVisible();
    // a solid backdrop: nothing of the page shows through it
    const tip = screen.getByRole('dialog', { name: '在浏览器中打开' });
    const backdrop = getComputedStyle(tip).backgroundColor;
    await expect(backdrop).toMatch(/^rgb\(|^oklch\([^/]*\)$|^color\([^/]*\)$/);
    // and it covers the header (nothing above it in the top-right corner)
    const corner = document.elementFromPoint(window.innerWidth - 10, 10);
    await expect(tip.contains(corner)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
