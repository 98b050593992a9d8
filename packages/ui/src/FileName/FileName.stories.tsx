import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FileName } from './FileName.tsx';

const LONG = '退货与换货政策说明（2026 年 11 月修订版，适用于全部线上渠道）.docx';

const meta = {
  title: 'Library/FileName',
  component: FileName,
  args: { name: LONG },
  render: (args) => (
    <div className="lu:group lu:flex lu:w-56 lu:items-center lu:gap-2 lu:rounded-md lu:border lu:p-2 lu:text-sm">
      <FileName {...args} />
      <button type="button" className="lu:shrink-0 lu:text-xs lu:underline">
        移除
      </button>
    </div>
  ),
} satisfies Meta<typeof FileName>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Too long for its box: the start and the extension stay, the middle gives way. */
export const Long: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByTitle(LONG);
    await expect(name).toHaveTextContent(LONG);
    const [stem, extension] = [...name.children] as HTMLElement[];
    await expect(extension).toHaveTextContent('.docx');
    await expect(extension?.getBoundingClientRect().right).toBeLessThanOrEqual(
      name.getBoundingClientRect().right + 0.5,
    );
    await expect((stem?.scrollWidth ?? 0) > (stem?.clientWidth ?? 0)).toBe(true);
  },
};

/** A short name shows whole. */
export const Short: Story = {
  args: { name: '价格表.xlsx' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('价格表.xlsx')).toHaveTextContent('价格表.xlsx');
  },
};

/** With focus in its row, the whole name shows, over as many lines as it needs. */
export const WholeOnFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '移除' })).toHaveFocus();
    const stem = canvas.getByTitle(LONG).firstElementChild as HTMLElement;
    await expect(stem.scrollWidth).toBeLessThanOrEqual(stem.clientWidth);
  },
};
