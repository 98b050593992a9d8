/**
 * The orchestration editor: a legion's names and descriptions, its flow, its 2–5 members in
 * order (each an agent with a role and instructions) and, for the router flow, the router
 * agent — checked with the contract's `legionFormSchema`. Beside it the flow drawn as it
 * stands and a test run of the unsaved flow. Submitting creates the legion or submits a new
 * version for review; leaving with unsaved changes asks first.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DeveloperLegion,
  type LegionAgentChoice,
  type LegionForm,
  legionFlowSchema,
  legionFormSchema,
} from '@legion/api';
import { LegionFlowChoice, LegionFlowSketch } from '@legion/screens';
import { Button, Callout, Card, SelectField } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { RequiredSummary, SubmitError } from '../../features/console.tsx';
import {
  agentsOf,
  EMPTY_LEGION,
  flowOf,
  formOf,
  useLegionMessage,
  useSaveLegion,
} from '../../features/legion/legion-form.ts';
import { useLegionTestRun } from '../../features/legion/useLegionTestRun.ts';
import { useAgentName } from '../../hooks/agent-name.ts';
import { useFormDraft } from '../../state/form-draft.ts';
import {
  LeaveDialog,
  MemberFields,
  NameFields,
  TestRunPanel,
  useLeaveGuard,
} from './LegionEditorParts.tsx';

export function LegionEditor({
  legion,
  choices,
  onSaved,
}: {
  /** the legion being edited (its latest version fills the form), or null for a new one */
  legion: DeveloperLegion | null;
  choices: LegionAgentChoice[];
  onSaved: (legion: DeveloperLegion) => void;
}) {
  const { t } = useLingui();
  const message = useLegionMessage();
  const name = useAgentName();
  const form = useForm<LegionForm>({
    resolver: zodResolver(legionFormSchema),
    mode: 'onTouched',
    defaultValues: legion ? formOf(legion) : EMPTY_LEGION,
  });
  const discardDraft = useFormDraft(
    form,
    legion ? `legion:${legion.id}:${legion.latest.id}` : 'legion:new',
  );
  const { errors, isDirty, isSubmitted } = form.formState;
  const members = useFieldArray({ control: form.control, name: 'members' });
  const watched = useWatch({ control: form.control });
  const savedRef = useRef(false);
  const blocker = useLeaveGuard(isDirty, savedRef);
  const { run, start, stop } = useLegionTestRun();
  const [flowInvalid, setFlowInvalid] = useState(false);

  const agents = agentsOf(legion, choices);
  const agentOptions = [...agents.values()].map((agent) => ({
    value: agent.agentId,
    label: name(agent),
  }));
  const agentName = (agentId: string | null | undefined) => {
    const agent = agentId ? agents.get(agentId) : undefined;
    return agent ? name(agent) : null;
  };

  const save = useSaveLegion(legion, form, (saved) => {
    savedRef.current = true;
    form.reset(formOf(saved));
    discardDraft();
    onSaved(saved);
  });

  const testRun = (text: string) => {
    const flow = flowOf(form.getValues());
    if (!legionFlowSchema.safeParse(flow).success) {
      setFlowInvalid(true);
      void form.trigger(['members', 'routerAgentId']);
      return;
    }
    setFlowInvalid(false);
    void start(text, flow);
  };

  // the count and each-agent-once rules speak once the developer tried to submit or run
  const membersError =
    isSubmitted || flowInvalid ? message(errors.members?.root ?? errors.members) : undefined;
  const flow = watched.flow ?? 'sequence';
  const latest = legion?.latest;

  return (
    <div className="lu:grid lu:grid-cols-1 lu:gap-6 lu:lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card asChild padding="xl" className="lu:min-w-0 lu:space-y-6 lu:rounded-xl">
        <form
          noValidate
          aria-label={legion ? t`编辑军团` : t`新建军团`}
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          {latest?.status === 'pending' ? (
            <Callout tone="warning">
              {t`这个军团的最新版本正在审核；再次提交会替换审核中的版本。`}
            </Callout>
          ) : null}
          {latest?.status === 'rejected' && latest.reviewComment ? (
            <Callout tone="danger" role="none">
              {t`未通过原因：${latest.reviewComment}`}
            </Callout>
          ) : null}
          {legion?.live && latest?.status !== 'pending' ? (
            <Callout role="none">{t`线上版本会一直留在军团广场，新版本审核通过后替换它。`}</Callout>
          ) : null}
          <RequiredSummary errors={errors} />
          <NameFields form={form} />

          <Controller
            control={form.control}
            name="flow"
            render={({ field: choice }) => (
              <LegionFlowChoice
                name={choice.name}
                value={choice.value}
                onChange={(next) => {
                  choice.onChange(next);
                  if (errors.routerAgentId) form.clearErrors('routerAgentId');
                }}
              />
            )}
          />
          {flow === 'router' ? (
            <Controller
              control={form.control}
              name="routerAgentId"
              render={({ field: select }) => (
                <SelectField
                  label={t`分派智能体`}
                  hint={t`它读完问题，决定交给哪一位成员回答。`}
                  name={select.name}
                  ref={select.ref}
                  value={select.value ?? ''}
                  onBlur={select.onBlur}
                  onChange={(event) => select.onChange(event.target.value || null)}
                  error={message(errors.routerAgentId)}
                  options={[{ value: '', label: t`请选择` }, ...agentOptions]}
                />
              )}
            />
          ) : null}
          <MemberFields
            form={form}
            members={members}
            agents={agents}
            agentOptions={agentOptions}
            choices={choices}
            error={membersError}
          />

          <SubmitError error={save.error} />
          <div className="lu:flex lu:flex-wrap lu:items-center lu:justify-end lu:gap-2">
            {isDirty ? (
              <span className="lu:text-muted-foreground lu:mr-auto lu:text-xs">{t`有未提交的修改`}</span>
            ) : null}
            <Button type="submit" disabled={save.isPending}>
              <Send aria-hidden="true" />
              {save.isPending ? t`正在提交…` : t`提交审核`}
            </Button>
          </div>
        </form>
      </Card>

      <aside className="lu:min-w-0 lu:space-y-6">
        <LegionFlowSketch
          flow={flow}
          router={agentName(watched.routerAgentId)}
          members={members.fields.map((member, index) => ({
            key: member.id,
            role: watched.members?.[index]?.role?.trim() ?? '',
            agentName: agentName(watched.members?.[index]?.agentId) ?? '—',
          }))}
        />
        {flowInvalid ? (
          <Callout tone="warning" role="alert">
            {t`先按提示修正成员和协作方式，再试运行。`}
          </Callout>
        ) : null}
        <TestRunPanel run={run} onRun={testRun} onStop={stop} />
      </aside>

      <LeaveDialog blocker={blocker} />
    </div>
  );
}
