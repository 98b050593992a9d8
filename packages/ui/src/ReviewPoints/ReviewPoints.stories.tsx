import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { type ReviewPointItem, ReviewPoints } from './ReviewPoints.tsx';

const points: ReviewPointItem[] = [
  { id: '1', fieldLabel: '中文描述', action: '删除“稳赚不赔”等收益承诺', addressed: true },
  { id: '2', fieldLabel: '中文封面', action: '封面去掉收益曲线图', addressed: false },
];

function Checklist() {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <div className="lu:max-w-lg lu:p-6">
      <ReviewPoints
        title="需要修改的地方"
        points={points}
        selected={selected}
        onToggle={(id, done) =>
          setSelected((current) => (done ? [...current, id] : current.filter((x) => x !== id)))
        }
      />
      <p className="lu:mt-3 lu:text-sm">已勾选：{selected.join(',') || '无'}</p>
    </div>
  );
}

const meta = {
  title: 'Library/ReviewPoints',
  component: ReviewPoints,
  args: { title: '需要修改的地方', points },
  decorators: [
    (Story) => (
      <div className="lu:max-w-lg lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewPoints>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WhatWasAddressed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '需要修改的地方' })).toBeVisible();
    await expect(canvas.getByText('已修改')).toBeVisible();
    await expect(canvas.getByText('未修改')).toBeVisible();
  },
};

export const ReviewerSeesWhatChanged: Story = {
  args: {
    title: '上次驳回要求修改的地方',
    points: [
      { ...points[0], note: '已改为：按你的数据给出分析。' },
      { ...points[1], addressed: true, note: '标记为已修改，但这个字段没有变化', warn: true },
    ] as ReviewPointItem[],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('标记为已修改，但这个字段没有变化')).toHaveClass(
      'lu:text-danger',
    );
    await expect(canvas.getByText('已改为：按你的数据给出分析。')).toBeVisible();
  },
};

export const SubmitterTicksThem: Story = {
  render: () => <Checklist />,
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(2);
    // an unticked box never sits beside "fixed"
    await expect(canvas.queryByText('已修改')).toBeNull();
    await expect(canvas.getAllByText('未修改')).toHaveLength(2);
    await userEvent.click(boxes[1] as HTMLElement);
    await expect(canvas.getByText('已勾选：2')).toBeVisible();
    await expect(canvas.getByText('已修改')).toBeVisible();
    await expect(canvas.getAllByText('未修改')).toHaveLength(1);
  },
};

export const ReviewerSeesANewImage: Story = {
  args: {
    title: '上次驳回要求修改的地方',
    points: [
      {
        ...points[1],
        addressed: true,
        note: '已换成新图片：',
        image:
          'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="120" height="63"%3E%3Crect width="120" height="63" fill="%236366f1"/%3E%3C/svg%3E',
      },
    ] as ReviewPointItem[],
  },
  play: async ({ canvas }) => {
    // the new cover as a picture, never its storage path
    await expect(canvas.getByRole('img', { name: '中文封面的新图片' })).toBeVisible();
    await expect(canvas.queryByText(/\/media\/uploads/)).toBeNull();
  },
};
