import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { KnowledgeDictionaryEditor } from './KnowledgeDictionaryEditor.tsx';

const dictionary = {
  terms: ['上海交通大学', '扫码支付'],
  synonyms: [
    ['退款', '退钱', '退费'],
    ['发票', '票据'],
  ],
};

const meta = {
  title: 'Screens/KnowledgeDictionaryEditor',
  component: KnowledgeDictionaryEditor,
  args: { onSave: fn(), dictionary, reindex: { pending: 0, total: 12 } },
  decorators: [
    (Story) => (
      <div className="lu:max-w-3xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KnowledgeDictionaryEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('每行一个词')).toHaveValue('上海交通大学\n扫码支付');
    await expect(canvas.getByLabelText('每行一组，词之间用“=”或逗号隔开')).toHaveValue(
      '退款 = 退钱 = 退费\n发票 = 票据',
    );
    await expect(canvas.getByText('全部 12 个文档已按当前词典建立索引。')).toBeVisible();
    const terms = canvas.getByLabelText('每行一个词');
    await userEvent.type(terms, '\n  企业版  \n扫码支付');
    await userEvent.click(canvas.getByRole('button', { name: '保存并重建索引' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      terms: ['上海交通大学', '扫码支付', '企业版'],
      synonyms: [
        ['退款', '退钱', '退费'],
        ['发票', '票据'],
      ],
    });
  },
};

export const Empty: Story = {
  args: { dictionary: { terms: [], synonyms: [] }, reindex: { pending: 0, total: 0 } },
  play: async ({ canvas, args }) => {
    const synonyms = canvas.getByLabelText('每行一组，词之间用“=”或逗号隔开');
    await userEvent.type(synonyms, '年假, 带薪休假，公休');
    await userEvent.click(canvas.getByRole('button', { name: '保存并重建索引' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      terms: [],
      synonyms: [['年假', '带薪休假', '公休']],
    });
  },
};

export const InvalidLines: Story = {
  play: async ({ canvas, args }) => {
    const synonyms = canvas.getByLabelText('每行一组，词之间用“=”或逗号隔开');
    await userEvent.type(synonyms, '\n只有一个词');
    const terms = canvas.getByLabelText('每行一个词');
    await userEvent.type(terms, `\n${'长'.repeat(31)}`);
    await userEvent.click(canvas.getByRole('button', { name: '保存并重建索引' }));
    await expect(canvas.getByText('第 3 行：每个词最多 30 个字符')).toBeVisible();
    await expect(canvas.getByText('第 3 行：每组至少要有两个不同的词')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Reindexing: Story = {
  args: { reindex: { pending: 4, total: 12 } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('正在按新词典重建索引：已完成 8/12 个文档。完成前，检索仍使用原来的索引。'),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '重建索引进度' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
  },
};

export const SaveFailed: Story = {
  args: { saving: false, error: '网络连接失败，词典没有保存。你的修改仍在这里，请重试。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('词典没有保存');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '保存中…' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { dictionary: undefined, reindex: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { dictionary: undefined, loadError: true, onReload: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

export const Dark: Story = {
  args: { reindex: { pending: 1, total: 3 } },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};

export const MobileEnglish: Story = {
  args: { reindex: { pending: 2, total: 5 } },
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save and re-index' })).toBeVisible();
    await expect(
      canvas.getByText(/Re-indexing with the new dictionary: 3 of 5 documents done/),
    ).toBeVisible();
  },
};
