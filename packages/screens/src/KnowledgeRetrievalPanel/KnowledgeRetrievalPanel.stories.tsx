import type { KnowledgeHit } from '@legion/api';
import { knowledgeHitFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KnowledgeRetrievalPanel } from './KnowledgeRetrievalPanel.tsx';

const hits: KnowledgeHit[] = [
  ...knowledgeHitFixtures,
  {
    documentId: '12',
    documentName: '售后政策.docx',
    chunkIndex: 4,
    text: '退货政策：自签收之日起 7 天内，商品未使用且包装完好的，可申请无理由退货。'.repeat(6),
    score: 0.318,
    coverage: 0.6,
    band: 'medium',
    matchedWords: ['退货'],
    missingWords: ['知识库'],
    emphasisedWords: ['退货'],
    phrases: [],
    highlights: [
      [0, 2],
      [35, 37],
    ],
    location: { headings: ['售后服务', '退货政策'] },
  },
  {
    documentId: '13',
    documentName: 'FAQ.md',
    chunkIndex: 0,
    text: '常见问题：如何联系客服？工作日 9:00–18:00 在线。',
    score: 0.05,
    coverage: 0,
    band: 'low',
    matchedWords: [],
    missingWords: ['知识库', '退货'],
    emphasisedWords: [],
    phrases: [],
    highlights: [],
    location: null,
  },
];

const meta = {
  title: 'Screens/KnowledgeRetrievalPanel',
  component: KnowledgeRetrievalPanel,
  args: { onSearch: fn() },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KnowledgeRetrievalPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('用真实的问题测试一下，看看知识库会返回哪些内容。'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('输入一个问题或关键词'), '  退货政策  ');
    await userEvent.click(canvas.getByRole('button', { name: '检索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('退货政策');
  },
};

export const NeedsAQuery: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '检索' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入检索内容');
    await expect(canvas.getByLabelText('输入一个问题或关键词')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const WithResults: Story = {
  args: { hits },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '找到 3 个匹配的文本段' })).toBeVisible();
    await expect(canvas.getByText('第 5 段 · 售后服务 › 退货政策')).toBeVisible();
    // the words that matched are marked in the passage
    const first = canvas.getAllByRole('listitem')[0] as HTMLElement;
    await expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      '知识库',
      '文档',
    ]);
    // the band says why on hover
    await userEvent.hover(canvas.getByRole('button', { name: '中相关' }));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      '命中 2 个词中的 1 个：退货。未命中：知识库。出现在标题或定义中：退货。覆盖问题的 60%。',
    );
    await expect(canvas.getByRole('button', { name: '低相关' })).toBeVisible();
    // the raw score only in the details
    await expect(canvas.queryByText(/得分 0.420/)).not.toBeVisible();
    await userEvent.click(canvas.getAllByText('详情')[0] as HTMLElement);
    await expect(canvas.getByText(/得分 0.420/)).toBeVisible();
  },
};

export const WithoutResults: Story = {
  args: { hits: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有匹配的文本段')).toBeVisible();
  },
};

export const Searching: Story = {
  args: { pending: true, error: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '检索中…' })).toBeDisabled();
  },
};

export const Dark: Story = {
  args: { hits },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('#1')).toBeVisible();
  },
};

export const MobileEnglish: Story = {
  args: { hits, error: 'The knowledge base is busy, try again.' },
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The knowledge base is busy');
    await expect(canvas.getByRole('heading', { name: '3 matching passages' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'High relevance' })).toBeVisible();
  },
};

/** the hits of a search, two of them chosen and saved as a test question */
export const SaveAsTestQuestion: Story = {
  args: {
    hits,
    hitsQuery: '知识库退货政策',
    onSaveQuestion: fn(() => Promise.resolve()),
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(/把“知识库退货政策”保存为测试问题：选中它应该找到的文本段（最多 5 段）/),
    ).toBeVisible();
    const save = canvas.getByRole('button', { name: '保存测试问题（已选 0 段）' });
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^应找到此段\s*（第 1 个结果）$/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^应找到此段\s*（第 2 个结果）$/ }));
    await expect(
      canvas.getByRole('button', { name: /^应找到此段\s*（第 2 个结果）$/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '保存测试问题（已选 2 段）' }));
    await expect(args.onSaveQuestion).toHaveBeenCalledWith('知识库退货政策', [hits[0], hits[1]]);
    // saved: the choice is cleared
    await expect(canvas.getByRole('button', { name: '保存测试问题（已选 0 段）' })).toBeVisible();
  },
};

/** the save failed: the choice stays, with why */
export const SaveQuestionFails: Story = {
  args: {
    hits,
    hitsQuery: '知识库退货政策',
    onSaveQuestion: fn(() => Promise.reject(new Error('server'))),
    saveQuestionError: '测试问题没有保存：服务器出错了，请稍后再试。选择仍在这里，请重试。',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^应找到此段\s*（第 3 个结果）$/ }));
    await userEvent.click(canvas.getByRole('button', { name: '保存测试问题（已选 1 段）' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('测试问题没有保存');
    await expect(canvas.getByRole('button', { name: '保存测试问题（已选 1 段）' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SaveAsTestQuestionEnglishPhone: Story = {
  args: { hits, hitsQuery: 'refund policy', onSaveQuestion: fn(() => Promise.resolve()) },
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /^Should find this\s*\(result 1\)$/ }),
    );
    await expect(
      canvas.getByRole('button', { name: 'Save test question (1 chosen)' }),
    ).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
