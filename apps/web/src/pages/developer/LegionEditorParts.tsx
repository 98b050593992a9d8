/**
 * Parts of the orchestration editor that hold its wiring: the names and the members as form
 * fields, the test run beside the form, and the question asked before leaving unsaved.
 */
import {
  LEGION_INSTRUCTIONS_MAX,
  LEGION_MAX_MEMBERS,
  LEGION_ROLE_MAX,
  type LegionAgentChoice,
  type LegionForm,
} from '@legion/api';
import {
  type LegionAgent,
  LegionAgentPicker,
  LegionMemberCard,
  LegionMembersSection,
  LegionRunForm,
  LegionRunSteps,
  LegionSidePanel,
} from '@legion/screens';
import { ConfirmDialog, Field, SelectField, TextAreaField } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type UseFieldArrayReturn, type UseFormReturn, useWatch } from 'react-hook-form';
import { type Blocker, useBlocker } from 'react-router-dom';
import { useWarnBeforeUnload } from '../../before-unload.ts';
import { useLegionMessage } from '../../features/legion/legion-form.ts';
import type { LegionRunState } from '../../features/legion/useLegionRun.ts';
import { useFailureReason } from '../../hooks/failure-reason.ts';

/** the legion's names and descriptions, in both languages */
export function NameFields({ form }: { form: UseFormReturn<LegionForm> }) {
  const { t } = useLingui();
  const message = useLegionMessage();
  const { errors } = form.formState;
  const field = (name: 'nameZh' | 'nameEn' | 'descriptionZh' | 'descriptionEn') => ({
    ...form.register(name),
    error: message(errors[name]),
    required: true,
  });
  return (
    <fieldset className="lu:grid lu:gap-4 lu:sm:grid-cols-2">
      <legend className="lu:text-foreground lu:mb-3 lu:text-base lu:font-semibold">{t`基本信息`}</legend>
      <Field label={t`中文名称`} {...field('nameZh')} />
      <Field label={t`英文名称`} lang="en" {...field('nameEn')} />
      <TextAreaField
        label={t`中文描述`}
        rows={3}
        className="lu:sm:col-span-2"
        {...field('descriptionZh')}
      />
      <TextAreaField
        label={t`英文描述`}
        lang="en"
        rows={3}
        className="lu:sm:col-span-2"
        {...field('descriptionEn')}
      />
    </fieldset>
  );
}

/** the members, each an agent with a role and instructions, in the order they work */
export function MemberFields({
  form,
  members,
  agents,
  agentOptions,
  choices,
  error,
}: {
  form: UseFormReturn<LegionForm>;
  members: UseFieldArrayReturn<LegionForm, 'members'>;
  agents: Map<string, LegionAgent>;
  agentOptions: { value: string; label: string }[];
  choices: LegionAgentChoice[];
  error: string | undefined;
}) {
  const { t } = useLingui();
  const message = useLegionMessage();
  const watched = useWatch({ control: form.control, name: 'members' }) ?? [];
  const flow = useWatch({ control: form.control, name: 'flow' });
  const errors = form.formState.errors.members;
  // the duplicate check spans the members: look again at once
  const recheck = () => {
    if (form.formState.isSubmitted) void form.trigger('members');
  };
  return (
    <LegionMembersSection
      flow={flow}
      count={members.fields.length}
      error={error}
      picker={
        <LegionAgentPicker
          choices={choices}
          taken={watched.map((member) => member?.agentId ?? '')}
          disabled={members.fields.length >= LEGION_MAX_MEMBERS}
          onPick={(agentId) => {
            members.append({ agentId, role: '', instructions: '' }, { shouldFocus: false });
            recheck();
          }}
        />
      }
    >
      {members.fields.map((member, index) => (
        <LegionMemberCard
          key={member.id}
          number={index + 1}
          count={members.fields.length}
          agent={agents.get(watched[index]?.agentId ?? member.agentId)}
          onMove={(to) => members.move(index, to)}
          onRemove={() => members.remove(index)}
          fields={
            <>
              <SelectField
                label={t`智能体`}
                options={agentOptions}
                error={message(errors?.[index]?.agentId)}
                {...form.register(`members.${index}.agentId`, { onChange: recheck })}
              />
              <Field
                label={t`角色`}
                required
                placeholder={t`例如：研究员`}
                hint={t`最多 ${LEGION_ROLE_MAX} 个字符`}
                error={message(errors?.[index]?.role)}
                {...form.register(`members.${index}.role`)}
              />
            </>
          }
        >
          <TextAreaField
            label={t`指令`}
            rows={2}
            hint={t`每次请求都会发给这位成员，最多 ${LEGION_INSTRUCTIONS_MAX} 个字符（选填）`}
            error={message(errors?.[index]?.instructions)}
            {...form.register(`members.${index}.instructions`)}
          />
        </LegionMemberCard>
      ))}
    </LegionMembersSection>
  );
}

/** a message run through the flow as it stands in the form: nothing is saved */
export function TestRunPanel({
  onRun,
  run,
  onStop,
}: {
  /** starts a run with the message; the form checks the flow first */
  onRun: (message: string) => void;
  run: LegionRunState | null;
  onStop: () => void;
}) {
  const { t } = useLingui();
  const failureReason = useFailureReason();
  const [message, setMessage] = useState('');
  return (
    <LegionSidePanel
      id="legion-test-run"
      title={t`试运行`}
      description={t`用当前编辑中的成员和流程跑一次，不会保存或提交。`}
    >
      <LegionRunForm
        aria-label={t`试运行`}
        fieldLabel={t`测试消息`}
        value={message}
        onValueChange={setMessage}
        placeholder={t`例如：帮我算一下 (3 + 4) * 5`}
        runLabel={t`试运行`}
        running={run?.phase === 'running'}
        requireMessage
        onRun={() => {
          if (message.trim()) onRun(message.trim());
        }}
        onStop={onStop}
      />
      {run ? <LegionRunSteps {...run} describeFailure={failureReason} /> : null}
    </LegionSidePanel>
  );
}

/** asks before leaving (another legion, another page, closing the tab) with unsaved changes */
export function useLeaveGuard(dirty: boolean, saved: { current: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !saved.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useWarnBeforeUnload(dirty);
  return blocker;
}

/** the question a blocked navigation asks */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title={t`放弃未提交的修改？`}
      description={t`这个军团有还没提交的修改，离开后会丢失。`}
      cancelLabel={t`继续编辑`}
      confirmLabel={t`放弃修改`}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
