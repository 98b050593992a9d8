import { knowledgeQuestionsFixture } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KnowledgeTestQuestions } from './KnowledgeTestQuestions.tsx';

const meta = {
  title: 'Screens/KnowledgeTestQuestions',
  component: KnowledgeTestQuestions,
  args: {
    questions: knowledgeQuestionsFixture,
    onCheck: fn(),
    onDelete: fn(),
    onSearch: fn(),
    onReload: fn(),
    onOpenPassage: fn(),
  },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KnowledgeTestQuestions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** after a document was deleted: one question no longer finds its passage */
export const WithRegression: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('通过 3/4（75%）')).toBeVisible();
    await expect(canvas.getByText('1 个问题不再找到它的文本段')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('因为删除了文档');
    // the regression comes first, with what it found before and the passage it should find
    const [first] = canvas.getAllByRole('listitem', { name: /./ });
    if (!first) throw new Error('no question listed');
    const row = within(first);
    await expect(row.getByText('退款多久到账？')).toBeVisible();
    await expect(row.getByText('回归')).toBeVisible();
    await expect(
      row.getByText('上次运行时它的文本段排在第 1 位，现在前 5 个结果里没有它。'),
    ).toBeVisible();
    await expect(row.getByText('（文档已删除）')).toBeVisible();
    // a question whose first hit changed shows the new one
    const formats = within(canvas.getByRole('listitem', { name: '支持哪些文件格式？' }));
    await expect(formats.getByText('通过 · 第 2 位')).toBeVisible();
    await expect(formats.getByText('新的首位结果')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '检索“退款多久到账？”' }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ question: '退款多久到账？' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: '全部重新运行' }));
    await expect(args.onCheck).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '删除测试问题“企业版每月多少钱”' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '3' }));
    // a passage opens its document there; a deleted document's cannot be opened
    const pricing = within(canvas.getByRole('listitem', { name: '企业版每月多少钱' }));
    await userEvent.click(pricing.getByRole('button', { name: /^价格表\.xlsx/ }));
    await expect(args.onOpenPassage).toHaveBeenCalledWith(
      expect.objectContaining({ documentId: '12', chunkIndex: 3 }),
    );
    await expect(row.queryByRole('button', { name: /文档已删除/ })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** the base changed: the questions wait for its documents to be processed */
export const Checking: Story = {
  args: { questions: { ...knowledgeQuestionsFixture, checking: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '知识库有变化，文档处理完后会自动重新运行…',
    );
    await expect(canvas.getByRole('button', { name: '全部重新运行' })).toBeDisabled();
  },
};

export const AllPass: Story = {
  args: {
    questions: {
      ...knowledgeQuestionsFixture,
      cause: 'dictionary',
      questions: knowledgeQuestionsFixture.questions.slice(1),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('通过 3/3（100%）')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('因为修改了词典');
  },
};

export const Empty: Story = {
  args: { questions: { questions: [], checking: false, checkedAt: null, cause: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有测试问题')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '全部重新运行' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { questions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '正在加载测试问题' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { questions: undefined, loadError: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const MobileEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Passed 3/4 (75%)')).toBeVisible();
    await expect(canvas.getByText('Regression')).toBeVisible();
  },
};
