import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, CardTitle } from '../Card/Card.tsx';
import { DescriptionList } from '../DescriptionList/DescriptionList.tsx';
import { ReviewResult } from '../ReviewResult/ReviewResult.tsx';
import { ReviewLayout } from './ReviewLayout.tsx';

const meta = {
  title: 'Library/ReviewLayout',
  component: ReviewLayout,
  args: {
    children: (
      <>
        <Card asChild padding="lg">
          <DescriptionList
            items={[
              { term: '开发者姓名', value: '张三' },
              { term: '公司名称', value: '星河智能科技有限公司' },
              { term: '所属行业', value: '法律服务' },
              { term: '统一社会信用代码', value: '91310000MA1K4XXXXX', format: 'code' },
            ]}
          />
        </Card>
        <Card>
          <CardTitle>审核记录</CardTitle>
        </Card>
      </>
    ),
    aside: (
      <ReviewResult
        status="approved"
        reviewerName="管理员 李四"
        reviewedAt="2026年11月20日 14:30"
        comment="资料齐全。"
        points={[]}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div className="lu:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary')).toBeVisible();
    await expect(canvas.getByText('星河智能科技有限公司')).toBeVisible();
  },
};

/** below 1024 px the panel follows the submission */
export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
