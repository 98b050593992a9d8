import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { proseComponents as md, Prose } from './Prose.tsx';

const zh = (
  <>
    <md.p>
      提交智能体之前，请先完成<md.a href="/docs/developer/certification">开发者认证</md.a>
      。审核一般在 <md.strong>7 个工作日</md.strong>内完成。
    </md.p>
    <md.h2 id="steps">提交步骤</md.h2>
    <md.ol>
      <md.li>填写中英文名称和描述。</md.li>
      <md.li>
        上传 Logo 和封面，封面尺寸为 <md.code>1200×630</md.code>。
      </md.li>
    </md.ol>
    <md.h3 id="signing">请求签名</md.h3>
    <md.pre>
      <md.code>
        {'curl -X POST https://example.com/api/agents \\\n  -H "Authorization: Bearer <token>"'}
      </md.code>
    </md.pre>
    <md.blockquote>
      <md.p>驳回后修改并重新提交即可，历史记录会保留。</md.p>
    </md.blockquote>
    <md.ul>
      <md.li>
        外部链接在新窗口打开：<md.a href="https://example.com">示例网站</md.a>
      </md.li>
    </md.ul>
  </>
);

const meta = {
  title: 'Library/Prose',
  component: Prose,
  args: { children: zh },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Prose>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '提交步骤' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '开发者认证' })).toHaveAttribute(
      'href',
      '/docs/developer/certification',
    );
    // a link away from the site opens beside it
    await expect(canvas.getByRole('link', { name: '示例网站' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    children: (
      <>
        <md.p>
          Complete the <md.a href="/docs/developer/certification">developer certification</md.a>{' '}
          before you submit an agent. A review takes at most <md.strong>7 working days</md.strong>.
        </md.p>
        <md.h2 id="steps">Submitting</md.h2>
        <md.ul>
          <md.li>Fill in the names and descriptions in both languages.</md.li>
          <md.li>
            Upload a logo and covers of <md.code>1200×630</md.code>.
          </md.li>
        </md.ul>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Submitting' })).toBeVisible();
    await expect(canvas.getByText('1200×630')).toBeVisible();
  },
};

/** A same-site page outside the app's router (a catalogue): an ordinary link, same tab. */
export const DocumentLink: Story = {
  args: {
    children: (
      <md.p>
        组件目录在 <md.DocumentLink href="/catalogue/">/catalogue/</md.DocumentLink>
        ，另有<md.a href="/docs/developer/certification">开发者认证</md.a>说明。
      </md.p>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '/catalogue/' });
    await expect(link).toHaveAttribute('href', '/catalogue/');
    await expect(link).not.toHaveAttribute('target');
    // drawn as the routed link beside it
    const routed = canvas.getByRole('link', { name: '开发者认证' });
    await expect(getComputedStyle(link).color).toBe(getComputedStyle(routed).color);
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** a wide code block scrolls inside its frame; the page does not */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '请求签名' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
