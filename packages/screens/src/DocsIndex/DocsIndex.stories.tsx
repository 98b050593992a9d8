import { Breadcrumb, ProseParagraph } from '@legion/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  DocsArticleFrame,
  DocsArticleGrid,
  DocsCategoryGrid,
  type DocsCategorySummary,
  DocsPageHeader,
} from './DocsIndex.tsx';

const categories: DocsCategorySummary[] = [
  {
    id: 'getting-started',
    title: '入门指南',
    summary: '平台是什么，怎样注册、登录和找到需要的智能体。',
    articles: [
      { id: 'introduction', title: '项目介绍', path: '/docs/getting-started/introduction' },
      { id: 'sign-in', title: '注册与登录', path: '/docs/getting-started/sign-in' },
    ],
  },
  {
    id: 'developer',
    title: '开发者指南',
    summary: '开发者认证、提交智能体、版本审核和成员管理。',
    articles: [
      { id: 'certification', title: '开发者认证', path: '/docs/developer/certification' },
      { id: 'submit', title: '提交智能体', path: '/docs/developer/submit' },
      { id: 'review', title: '审核规则', path: '/docs/developer/review' },
    ],
  },
];

const englishCategories: DocsCategorySummary[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    summary: 'What the platform is, how to sign up and sign in, and how to find an agent.',
    articles: [
      { id: 'introduction', title: 'Introduction', path: '/docs/getting-started/introduction' },
      { id: 'sign-in', title: 'Signing up and in', path: '/docs/getting-started/sign-in' },
    ],
  },
  {
    id: 'knowledge',
    title: 'Knowledge bases',
    summary: 'Uploading documents, how they are split and indexed, and testing retrieval.',
    articles: [{ id: 'upload', title: 'Uploading documents', path: '/docs/knowledge/upload' }],
  },
];

/** The index pages as a reader meets them: the home (every category), a category, an article. */
const meta = {
  title: 'Screens/DocsIndex',
  component: DocsCategoryGrid,
  args: { categories },
  render: (args) => (
    <div className="lu:p-4">
      <DocsPageHeader title="文档中心" description="使用说明：从入门、开发者认证到知识库和 API。" />
      <DocsCategoryGrid {...args} />
    </div>
  ),
} satisfies Meta<typeof DocsCategoryGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '文档中心' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '开发者指南' })).toHaveAttribute(
      'href',
      '/docs/developer',
    );
    const developer = within(
      canvas.getByRole('heading', { level: 2, name: '开发者指南' }).closest('li') as HTMLElement,
    );
    await expect(developer.getAllByRole('link')).toHaveLength(4);
    await expect(developer.getByRole('link', { name: '审核规则' })).toHaveAttribute(
      'href',
      '/docs/developer/review',
    );
  },
};

/** a category's page: its articles as link cards, counted for screen readers */
export const Category: Story = {
  render: () => (
    <div className="lu:p-4">
      <Breadcrumb
        items={[
          { href: '/docs', label: '文档中心' },
          { href: '/docs/developer', label: '开发者指南' },
        ]}
      />
      <DocsPageHeader
        title="开发者指南"
        description="开发者认证、提交智能体、版本审核和成员管理。"
      />
      <DocsArticleGrid heading="3 篇文档" articles={categories[1]?.articles ?? []} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '3 篇文档' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '提交智能体' })).toHaveAttribute(
      'href',
      '/docs/developer/submit',
    );
  },
};

/** an article: its trail, title and body */
export const Article: Story = {
  render: () => (
    <div className="lu:p-4">
      <DocsArticleFrame
        title="提交智能体"
        breadcrumb={
          <Breadcrumb
            items={[
              { href: '/docs', label: '文档中心' },
              { href: '/docs/developer', label: '开发者指南' },
              { href: '/docs/developer/submit', label: '提交智能体' },
            ]}
          />
        }
      >
        <ProseParagraph>
          认证通过后，在开发者中心点击“新建智能体”，填写中英文资料并上传图片。
        </ProseParagraph>
      </DocsArticleFrame>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '提交智能体' })).toBeVisible();
  },
};

export const English: Story = {
  args: { categories: englishCategories },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="lu:p-4">
      <DocsPageHeader
        title="Documentation"
        description="How to use the platform, from signing in to the API."
      />
      <DocsCategoryGrid {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Knowledge bases' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Uploading documents' })).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** one column of cards on a phone */
export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
