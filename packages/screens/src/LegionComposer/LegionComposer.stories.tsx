import { developerLegionFixtures, legionAgentChoiceFixtures } from '@legion/api/mocks';
import { Field } from '@legion/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  DeveloperLegionList,
  LegionAgentPicker,
  LegionMemberCard,
  LegionMembersSection,
} from './LegionComposer.tsx';

const legions = Object.values(developerLegionFixtures);

const meta = {
  title: 'Screens/LegionComposer',
  component: DeveloperLegionList,
  args: { legions, selectedId: '21', hrefOf: (legion) => `?legion=${legion.id}` },
  decorators: [
    (Story) => (
      <div className="lu:max-w-4xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeveloperLegionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The developer's legions: review state, members, runs; the one being edited is marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: /算完再讲/ });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(current).getByText('已发布')).toBeVisible();
    const rejected = within(canvas.getByRole('link', { name: /随便问问/ }));
    await expect(rejected.getByText(/未通过原因：/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { legions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有军团')).toBeVisible();
  },
};

/** A row to swipe on a phone. */
export const MobileDark: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/**
 * The members being composed: each card with its place, agent tags and move/remove buttons;
 * "add member" opens the picker, where agents already in the legion cannot be picked again.
 */
export const Members: Story = {
  render: function Render() {
    const [ids, setIds] = useState(['102', '105']);
    const choices = legionAgentChoiceFixtures;
    return (
      <LegionMembersSection
        flow="sequence"
        count={ids.length}
        error={ids.length < 2 ? '军团至少需要 2 名成员' : undefined}
        picker={
          <LegionAgentPicker
            choices={choices}
            taken={ids}
            onPick={(id) => setIds((current) => [...current, id])}
          />
        }
      >
        {ids.map((id, index) => {
          const agent = choices.find((choice) => choice.agentId === id);
          return (
            <LegionMemberCard
              key={id}
              number={index + 1}
              count={ids.length}
              agent={agent}
              onMove={fn()}
              onRemove={() => setIds((current) => current.filter((entry) => entry !== id))}
              fields={<Field label="角色" defaultValue={index === 0 ? '计算员' : ''} />}
            />
          );
        })}
      </LegionMembersSection>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '上移成员 1' })).toBeDisabled();
    await expect(canvas.getByText('2 / 5 名成员')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '添加成员' }));
    const dialog = within(await screen.findByRole('dialog', { name: '选择成员智能体' }));
    await expect(dialog.getByRole('button', { name: /计算与换算/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /知识问答助手/ }));
    await expect(canvas.getByText('3 / 5 名成员')).toBeVisible();
  },
};
