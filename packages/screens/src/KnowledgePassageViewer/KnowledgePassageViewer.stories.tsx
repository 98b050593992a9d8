import { knowledgePassageFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { KnowledgePassageDialog } from './KnowledgePassageViewer.tsx';

const meta = {
  title: 'Screens/KnowledgePassageViewer',
  component: KnowledgePassageDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onMore: fn(),
    onReload: fn(),
    name: '产品介绍.pdf',
    view: knowledgePassageFixtures.pdf,
  },
} satisfies Meta<typeof KnowledgePassageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string | RegExp) => within(await screen.findByRole('dialog', { name }));

/** a PDF opened at its passage on page 2: a rule marks where page 2 starts */
export const PdfPage: Story = {
  play: async ({ args }) => {
    const view = await dialog(/产品介绍\.pdf/);
    // the description says where, and a rule marks where page 2 starts
    await expect(view.getAllByText('第 2 页')).toHaveLength(2);
    const passage = view.getByRole('region', { name: '引用的段落' });
    await expect(passage).toHaveTextContent('检索时，问题会被切分成词语');
    await expect(passage).toHaveAttribute('aria-current', 'true');
    await expect(view.getByText('引用的是第 4 段，共 12 段 · 第 2 页')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: '显示后文' }));
    await expect(args.onMore).toHaveBeenCalledWith('after');
    await userEvent.click(view.getByRole('button', { name: '显示前文' }));
    await expect(args.onMore).toHaveBeenCalledWith('before');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** a spreadsheet row under its column headers, the row marked, with its sheet and row number */
export const SpreadsheetRow: Story = {
  args: { view: knowledgePassageFixtures.sheet, name: '价格表.xlsx' },
  play: async () => {
    const view = await dialog(/价格表\.xlsx/);
    await expect(view.getByText('工作表“套餐” 第 4 行')).toBeVisible();
    const table = view.getByRole('table', { name: '工作表“套餐”' });
    await expect(within(table).getByRole('columnheader', { name: '每月价格' })).toBeVisible();
    const rows = within(table).getAllByRole('row');
    const marked = rows.find((row) => row.getAttribute('aria-current') === 'true');
    await expect(marked).toHaveTextContent('4企业版¥999不限');
  },
};

/** a CSV record under the file's header row, with its row number */
export const CsvRow: Story = {
  args: { view: knowledgePassageFixtures.csv, name: '客服工单.csv' },
  play: async () => {
    const view = await dialog(/客服工单\.csv/);
    await expect(view.getByText('第 3 行')).toBeVisible();
    const table = view.getByRole('table', { name: '表格' });
    const marked = within(table)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true');
    await expect(marked).toHaveTextContent('3T-1002发票抬头写错处理中');
  },
};

/** an HTML page's passage under its h1–h3 */
export const HtmlHeading: Story = {
  args: { view: knowledgePassageFixtures.html, name: '帮助中心.html' },
  play: async () => {
    const view = await dialog(/帮助中心\.html/);
    await expect(view.getAllByText('帮助中心 › 账号 › 扫码登录')[0]).toBeVisible();
    await expect(view.getByRole('region', { name: '引用的段落' })).toHaveTextContent('扫描二维码');
  },
};

/** a Word document's passage under its headings; each section's headings above its text */
export const WordHeading: Story = {
  args: { view: knowledgePassageFixtures.docx, name: '售后政策.docx' },
  play: async () => {
    const view = await dialog(/售后政策\.docx/);
    await expect(view.getAllByText('售后服务 › 退货政策')[0]).toBeVisible();
    await expect(view.getByRole('region', { name: '引用的段落' })).toHaveTextContent(
      '自签收之日起 7 天内',
    );
    await expect(view.getByText('售后服务 › 换货政策')).toBeVisible();
  },
};

/** a Markdown file at its heading; its first passage: nothing more before it */
export const MarkdownHeading: Story = {
  args: { view: knowledgePassageFixtures.markdown, name: 'FAQ.md' },
  play: async () => {
    const view = await dialog(/FAQ\.md/);
    await expect(view.getAllByText('常见问题 › 联系我们')[0]).toBeVisible();
    await expect(view.queryByRole('button', { name: '显示前文' })).toBeNull();
    await expect(view.queryByRole('button', { name: '显示后文' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { view: undefined },
  play: async () => {
    const view = await dialog(/产品介绍\.pdf/);
    await expect(view.getByRole('status', { name: '正在打开原文' })).toBeInTheDocument();
  },
};

/** the passage is gone: its document was deleted or indexed again */
export const Missing: Story = {
  args: { view: undefined, missing: true },
  play: async () => {
    const view = await dialog(/产品介绍\.pdf/);
    await expect(view.getByText('找不到这段内容')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { view: undefined, error: true },
  play: async ({ args }) => {
    const view = await dialog(/产品介绍\.pdf/);
    await userEvent.click(view.getByRole('button', { name: /重试/ }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

export const SpreadsheetEnglishPhone: Story = {
  args: { view: knowledgePassageFixtures.sheet, name: '价格表.xlsx' },
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const view = await dialog(/价格表\.xlsx/);
    await expect(view.getByText('Sheet “套餐”, row 4')).toBeVisible();
    await expect(view.getByText('Passage 4 of 9 · Sheet “套餐”, row 4')).toBeVisible();
  },
};

export const PdfDark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const view = await dialog(/产品介绍\.pdf/);
    await expect(view.getByRole('region', { name: '引用的段落' })).toBeVisible();
  },
};
