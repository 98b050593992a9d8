import { knowledgeHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { knowledgeRoutes } from '../../testing/knowledge-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import KnowledgeDocumentsPage from './KnowledgeDocumentsPage.tsx';

const meta = {
  title: 'App/Knowledge/KnowledgeDocumentsPage',
  component: KnowledgeDocumentsPage,
  decorators: [withAppRouter(knowledgeRoutes(), '/knowledge/1/documents', userFixtures.user)],
  parameters: {
    msw: {
      handlers: {
        bases: [knowledgeHandlers.bases.ok],
        usage: [knowledgeHandlers.usage.ok],
        documents: [knowledgeHandlers.documents.ok],
        chunks: [knowledgeHandlers.chunks.ok],
        status: [knowledgeHandlers.setStatus.ok],
        rename: [knowledgeHandlers.rename.ok],
        remove: [knowledgeHandlers.deleteDocument.ok],
        retry: [knowledgeHandlers.retry.ok],
        retryFailed: [knowledgeHandlers.retryFailed.ok],
        passage: [knowledgeHandlers.passage.ok],
        retrieve: [knowledgeHandlers.retrieve.ok],
        dictionary: [knowledgeHandlers.dictionary.ok],
        saveDictionary: [knowledgeHandlers.saveDictionary.ok],
        questions: [knowledgeHandlers.questions.ok],
        saveQuestion: [knowledgeHandlers.saveQuestion.ok],
        checkQuestions: [knowledgeHandlers.checkQuestions.ok],
        deleteQuestion: [knowledgeHandlers.deleteQuestion.ok],
      },
    },
  },
} satisfies Meta<typeof KnowledgeDocumentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('table', { name: '文档列表' }))
    .getAllByRole('row')
    .slice(1);

const rowOf = async (canvas: ReturnType<typeof within>, name: string) => {
  const found = (await rows(canvas)).find((row) => row.textContent?.includes(name));
  if (!found) throw new Error(`no row for ${name}`);
  return within(found);
};

export const Documents: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '产品手册' })).toBeVisible();
    await expect(await rows(canvas)).toHaveLength(3);
    const pdf = await rowOf(canvas, '产品介绍.pdf');
    await expect(pdf.getByText('PDF')).toBeVisible();
    await expect(pdf.getByText('1.1 MB')).toBeVisible();
    await expect(pdf.getByText('18,230')).toBeVisible();
    await expect(pdf.getByText('可用')).toBeVisible();
    await expect(pdf.getByRole('switch', { name: '启用“产品介绍.pdf”' })).toBeChecked();
    const disabled = await rowOf(canvas, '售后政策.docx');
    await expect(disabled.getByText('已禁用')).toBeVisible();
    await expect(disabled.getByRole('switch')).not.toBeChecked();
    const failed = await rowOf(canvas, '加密文件.pdf');
    await expect(failed.getByText('文件设置了密码保护，请去掉密码后重新上传。')).toBeVisible();
    await expect(failed.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(failed.queryByRole('switch')).toBeNull();
  },
};

export const EmptyBase: Story = {
  parameters: { msw: { handlers: { documents: [knowledgeHandlers.documents.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '知识库里还没有文档' })).toBeVisible();
    const uploads = canvas.getAllByRole('link', { name: '上传文档' });
    await expect(uploads.at(-1)).toHaveAttribute('href', '/knowledge/1/upload');
  },
};

export const Processing: Story = {
  parameters: { msw: { handlers: { documents: [knowledgeHandlers.documents.processing] } } },
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, '2026 价格表.xlsx');
    await expect(row.getByText('正在建立索引')).toBeVisible();
    await expect(row.getByText('—')).toBeVisible();
    await expect(row.queryByRole('switch')).toBeNull();
  },
};

export const SearchByName: Story = {
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: '按名称搜索文档' }), '售后');
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    const [found] = await rows(canvas);
    await expect(found).toBeVisible();
    await expect(found).toHaveTextContent('售后政策.docx');
  },
};

export const SearchFindsNothing: Story = {
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: '按名称搜索文档' }), '合同');
    await expect(await canvas.findByText('没有名称包含“合同”的文档。')).toBeVisible();
  },
};

export const SortByName: Story = {
  play: async ({ canvas }) => {
    await rows(canvas);
    await expect(canvas.getByRole('columnheader', { name: '上传时间' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(canvas.getByRole('button', { name: '名称' }));
    // the sort lives in the address, which the router changes in a transition
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: '名称' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await expect(canvas.getByRole('columnheader', { name: '上传时间' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Disable: Story = {
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, '产品介绍.pdf');
    await userEvent.click(row.getByRole('switch', { name: '启用“产品介绍.pdf”' }));
    await expect(await row.findByText('已禁用')).toBeVisible();
    await expect(row.getByRole('switch')).not.toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Chunks: Story = {
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, '产品介绍.pdf');
    await userEvent.click(row.getByRole('button', { name: '产品介绍.pdf' }));
    const dialog = within(await screen.findByRole('dialog', { name: '产品介绍.pdf' }));
    await expect(await dialog.findByText('共 2 个文本段，检索时按段返回。')).toBeVisible();
    await expect(dialog.getByText(/^第 1 段 · \d+ 字符$/)).toBeVisible();
    await expect(dialog.getByText(/支持 PDF、DOCX、XLSX 等格式/)).toBeVisible();
  },
};

export const RenameNeedsAName: Story = {
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, '产品介绍.pdf');
    await userEvent.click(row.getByRole('button', { name: '重命名“产品介绍.pdf”' }));
    const dialog = within(await screen.findByRole('dialog', { name: '重命名文档' }));
    await userEvent.clear(dialog.getByLabelText('名称'));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请输入名称')).toBeVisible();
  },
};

export const Rename: Story = {
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, '产品介绍.pdf');
    await userEvent.click(row.getByRole('button', { name: '重命名“产品介绍.pdf”' }));
    const dialog = within(await screen.findByRole('dialog', { name: '重命名文档' }));
    const name = dialog.getByLabelText('名称');
    await userEvent.clear(name);
    await userEvent.type(name, '产品介绍（2026 版）.pdf');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('产品介绍（2026 版）.pdf')).toBeVisible();
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, '售后政策.docx');
    await userEvent.click(row.getByRole('button', { name: '删除“售后政策.docx”' }));
    const dialog = within(await screen.findByRole('dialog', { name: '删除“售后政策.docx”？' }));
    await expect(dialog.getByText(/文件、文本段和索引会一并删除/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const RetryFailed: Story = {
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, '加密文件.pdf');
    await userEvent.click(row.getByRole('button', { name: '重试' }));
    await expect(await row.findByText('排队等待处理')).toBeVisible();
  },
};

export const MissingBase: Story = {
  parameters: { path: '/knowledge/404/documents' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '知识库不存在' })).toBeVisible();
  },
};

/** documents waiting in the queue, a scan without a text layer, two with little text */
export const NeedsAttention: Story = {
  parameters: {
    msw: {
      handlers: {
        bases: [knowledgeHandlers.bases.attention],
        documents: [knowledgeHandlers.documents.attention],
      },
    },
  },
  play: async ({ canvas }) => {
    const scan = await rowOf(canvas, '合同扫描件.pdf');
    await expect(scan.getByText(/^没有文字层/)).toBeVisible();
    await expect(
      (await rowOf(canvas, '2026 价格表.xlsx')).getByText('排在第 2 位，预计约 8 秒后处理完'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '全部重试（3）' }));
    // the retry is on its way, then the list is asked again
    await expect(await canvas.findByRole('button', { name: '正在重试…' })).toBeDisabled();
    await expect(await canvas.findByRole('button', { name: '全部重试（3）' })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const openRetrieval = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(await canvas.findByRole('tab', { name: '命中测试' }));
  return canvas.findByLabelText('输入一个问题或关键词');
};

export const RetrievalIdle: Story = {
  parameters: { path: '/knowledge/1/documents?tab=retrieval' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('用真实的问题测试一下，看看知识库会返回哪些内容。'),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '命中测试' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const RetrievalWithResults: Story = {
  play: async ({ canvas }) => {
    const input = await openRetrieval(canvas);
    await userEvent.type(input, '知识库如何检索');
    await userEvent.click(canvas.getByRole('button', { name: '检索' }));
    const results = within(await canvas.findByRole('region', { name: '检索结果' }));
    await expect(await results.findByText('找到 1 个匹配的文本段')).toBeVisible();
    await expect(results.getByRole('button', { name: '高相关' })).toBeVisible();
    await expect(results.getByText('产品介绍.pdf')).toBeVisible();
    await expect(results.getByText('第 1 段 · 第 1 页 · 产品介绍')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RetrievalWithoutResults: Story = {
  parameters: { msw: { handlers: { retrieve: [knowledgeHandlers.retrieve.empty] } } },
  play: async ({ canvas }) => {
    const input = await openRetrieval(canvas);
    await userEvent.type(input, 'quarterly revenue');
    await userEvent.click(canvas.getByRole('button', { name: '检索' }));
    await expect(await canvas.findByText('没有匹配的文本段')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** a search saved as a test question with the passage it should find: it joins the list */
export const RetrievalSaveQuestion: Story = {
  play: async ({ canvas }) => {
    const input = await openRetrieval(canvas);
    const questions = within(await canvas.findByRole('region', { name: '测试问题' }));
    await expect(await questions.findByText('通过 3/4（75%）')).toBeVisible();
    await userEvent.type(input, '知识库如何检索');
    await userEvent.click(canvas.getByRole('button', { name: '检索' }));
    const results = within(await canvas.findByRole('region', { name: '检索结果' }));
    await userEvent.click(await results.findByRole('button', { name: /^应找到此段/ }));
    await userEvent.click(results.getByRole('button', { name: '保存测试问题（已选 1 段）' }));
    await expect(await questions.findByText('通过 4/5（80%）')).toBeVisible();
    await expect(questions.getByRole('listitem', { name: '知识库如何检索' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** the save fails: the search, the choice and the reason stay */
export const RetrievalSaveQuestionFails: Story = {
  parameters: { msw: { handlers: { saveQuestion: [knowledgeHandlers.saveQuestion.error] } } },
  play: async ({ canvas }) => {
    const input = await openRetrieval(canvas);
    await userEvent.type(input, '知识库如何检索');
    await userEvent.click(canvas.getByRole('button', { name: '检索' }));
    const results = within(await canvas.findByRole('region', { name: '检索结果' }));
    await userEvent.click(await results.findByRole('button', { name: /^应找到此段/ }));
    await userEvent.click(results.getByRole('button', { name: '保存测试问题（已选 1 段）' }));
    await expect(await results.findByRole('alert')).toHaveTextContent(
      '测试问题没有保存：服务器出错了，请稍后再试。选择仍在这里，请重试。',
    );
    await expect(results.getByRole('button', { name: '保存测试问题（已选 1 段）' })).toBeEnabled();
    await expect(input).toHaveValue('知识库如何检索');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** a citation's link: the page opens at the passage, a spreadsheet's row under its headers */
export const OpenAtPassage: Story = {
  parameters: { path: '/knowledge/1/documents?passage=14.3' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: /价格表\.xlsx/ }));
    await expect(await dialog.findByText('工作表“套餐” 第 4 行')).toBeVisible();
    const marked = dialog
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true');
    await expect(marked).toHaveTextContent('企业版');
  },
};

/** a hit of the retrieval test opens its document at the passage; closing returns to the test */
export const RetrievalOpensPassage: Story = {
  play: async ({ canvas }) => {
    const input = await openRetrieval(canvas);
    await userEvent.type(input, '知识库如何检索');
    await userEvent.click(canvas.getByRole('button', { name: '检索' }));
    const results = within(await canvas.findByRole('region', { name: '检索结果' }));
    await expect(await results.findByText('第 1 段 · 第 1 页 · 产品介绍')).toBeVisible();
    await userEvent.click(results.getByRole('button', { name: /^查看原文/ }));
    const dialog = within(await screen.findByRole('dialog', { name: /产品介绍\.pdf/ }));
    await expect(await dialog.findByRole('region', { name: '引用的段落' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '显示后文' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('region', { name: '检索结果' })).toBeVisible();
  },
};

export const Dictionary: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '词典' }));
    const terms = await canvas.findByLabelText('每行一个词');
    await expect(terms).toHaveValue('上海交通大学\n扫码支付');
    await expect(canvas.getByText('全部 3 个文档已按当前词典建立索引。')).toBeVisible();
    await userEvent.type(terms, '\n企业版');
    await userEvent.click(canvas.getByRole('button', { name: '保存并重建索引' }));
    // saved: the documents are indexed again, and the tab says how far
    await expect(await canvas.findByRole('progressbar', { name: '重建索引进度' })).toBeVisible();
    await expect(canvas.getByLabelText('每行一个词')).toHaveValue('上海交通大学\n扫码支付\n企业版');
  },
};

export const DictionarySaveFails: Story = {
  parameters: {
    msw: { handlers: { saveDictionary: [knowledgeHandlers.saveDictionary.error] } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '词典' }));
    const synonyms = await canvas.findByLabelText('每行一组，词之间用“=”或逗号隔开');
    await userEvent.type(synonyms, '\n发票, 票据');
    await userEvent.click(canvas.getByRole('button', { name: '保存并重建索引' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('词典没有保存');
    // nothing typed is lost
    await expect(synonyms).toHaveValue('退款 = 退钱 = 退费\n发票, 票据');
    // the screenshot without the button's focus ring, which it may or may not still have
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
