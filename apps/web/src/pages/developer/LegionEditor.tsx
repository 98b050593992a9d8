/**
 * The orchestration editor (issue 9): a legion's names and descriptions, its flow, its 2–5
 * members in order (each an agent with a role and instructions) and, for the router flow, the
 * router agent — checked with the contract's `legionFormSchema`. Beside it the flow drawn as
 * it stands and a test run of the unsaved flow. Submitting creates the legion or submits a new
 * version for review; leaving with unsaved changes asks first.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApiError,
  type DeveloperLegion,
  LEGION_INSTRUCTIONS_MAX,
  LEGION_MAX_MEMBERS,
  LEGION_MIN_MEMBERS,
  LEGION_ROLE_MAX,
  type LegionAgentChoice,
  type LegionForm,
  legionFlowSchema,
  legionFormSchema,
} from '@legion/api';
import { Button, Field, SelectField, TextAreaField, toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, type FieldError, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { api } from '../../api.ts';
import { RequiredSummary, SubmitError, useFieldMessage } from '../../features/console.tsx';
import { useAgentName } from '../../hooks/agent-name.ts';
import { useFormDraft } from '../../state/form-draft.ts';
import {
  type AgentInfo,
  AgentPicker,
  AgentTags,
  LeaveDialog,
  MemberActions,
  useLeaveGuard,
} from './LegionEditorParts.tsx';
import { FlowChoice, FlowDiagram } from './LegionFlow.tsx';
import { TestRunPanel, useLegionTestRun } from './LegionTestRun.tsx';

export const LEGIONS_KEY = ['developer-legions'] as const;
export const legionKey = (id: string) => ['developer-legion', id] as const;

const EMPTY: LegionForm = {
  nameZh: '',
  nameEn: '',
  descriptionZh: '',
  descriptionEn: '',
  flow: 'sequence',
  members: [],
  routerAgentId: null,
};

function formOf({ latest }: DeveloperLegion): LegionForm {
  const { nameZh, nameEn, descriptionZh, descriptionEn, flow, members, router } = latest;
  return {
    ...{ nameZh, nameEn, descriptionZh, descriptionEn, flow },
    members: members.map(({ agentId, role, instructions }) => ({ agentId, role, instructions })),
    routerAgentId: router?.agentId ?? null,
  };
}

/** the form's flow as the contract takes it: no router unless the flow routes */
const flowOf = (values: LegionForm) => ({
  flow: values.flow,
  members: values.members,
  routerAgentId: values.flow === 'router' ? (values.routerAgentId ?? null) : null,
});

/** the contract's legion messages (and the shared ones) in the interface language */
function useLegionMessage() {
  const { t } = useLingui();
  const field = useFieldMessage();
  return (error: Pick<FieldError, 'message'> | undefined): string | undefined => {
    switch (error?.message) {
      case `A legion needs at least ${LEGION_MIN_MEMBERS} members`:
        return t`军团至少需要 ${LEGION_MIN_MEMBERS} 名成员`;
      case `A legion has at most ${LEGION_MAX_MEMBERS} members`:
        return t`军团最多 ${LEGION_MAX_MEMBERS} 名成员`;
      case 'Each agent can be a member once':
        return t`同一个智能体只能担任一名成员`;
      case 'Choose the agent that routes requests':
        return t`请选择负责分派请求的智能体`;
      default:
        return field(error?.message);
    }
  };
}

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
  const queryClient = useQueryClient();
  const form = useForm<LegionForm>({
    resolver: zodResolver(legionFormSchema),
    mode: 'onTouched',
    defaultValues: legion ? formOf(legion) : EMPTY,
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

  const agents = new Map<string, AgentInfo>();
  for (const member of legion?.latest.members ?? [])
    agents.set(member.agentId, { ...member, own: null });
  if (legion?.latest.router)
    agents.set(legion.latest.router.agentId, { ...legion.latest.router, own: null });
  for (const choice of choices) agents.set(choice.agentId, choice);
  const agentOptions = [...agents.values()].map((agent) => ({
    value: agent.agentId,
    label: name(agent),
  }));
  const agentName = (agentId: string | null | undefined) => {
    const agent = agentId ? agents.get(agentId) : undefined;
    return agent ? name(agent) : null;
  };

  const save = useMutation({
    mutationFn: (values: LegionForm) => {
      const body = { ...values, ...flowOf(values) };
      return legion
        ? api.call('updateLegion', { ...body, id: legion.id })
        : api.call('createLegion', body);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(legionKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: LEGIONS_KEY });
      toast.success(t`已提交审核，审核通过后发布到军团广场`);
      savedRef.current = true;
      form.reset(formOf(saved));
      discardDraft();
      onSaved(saved);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          if (field in EMPTY) form.setError(field as keyof LegionForm, { message: text });
        }
      }
    },
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

  const field = (name: 'nameZh' | 'nameEn' | 'descriptionZh' | 'descriptionEn') => ({
    ...form.register(name),
    error: message(errors[name]),
    required: true,
  });
  // the count and each-agent-once rules speak once the developer tried to submit or run
  const membersError =
    isSubmitted || flowInvalid ? message(errors.members?.root ?? errors.members) : undefined;
  const flow = watched.flow ?? 'sequence';
  const latest = legion?.latest;
  const taken = (watched.members ?? []).map((member) => member?.agentId ?? '');

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        noValidate
        aria-label={legion ? t`编辑军团` : t`新建军团`}
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="border-border bg-surface min-w-0 space-y-6 rounded-xl border p-4 md:p-6"
      >
        {latest?.status === 'pending' ? (
          <p
            role="status"
            className="bg-warning/15 text-warning-strong rounded-md px-3 py-2 text-sm"
          >
            {t`这个军团的最新版本正在审核；再次提交会替换审核中的版本。`}
          </p>
        ) : null}
        {latest?.status === 'rejected' && latest.reviewComment ? (
          <p className="bg-danger/10 text-foreground rounded-md px-3 py-2 text-sm">
            <span className="text-danger font-medium">{t`未通过原因：`}</span>
            {latest.reviewComment}
          </p>
        ) : null}
        {legion?.live && latest?.status !== 'pending' ? (
          <p className="bg-primary/10 text-foreground rounded-md px-3 py-2 text-sm">
            {t`线上版本会一直留在军团广场，新版本审核通过后替换它。`}
          </p>
        ) : null}
        <RequiredSummary errors={errors} />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="text-foreground mb-3 text-base font-semibold">{t`基本信息`}</legend>
          <Field label={t`中文名称`} {...field('nameZh')} />
          <Field label={t`英文名称`} lang="en" {...field('nameEn')} />
          <TextAreaField
            label={t`中文描述`}
            rows={3}
            className="sm:col-span-2"
            {...field('descriptionZh')}
          />
          <TextAreaField
            label={t`英文描述`}
            lang="en"
            rows={3}
            className="sm:col-span-2"
            {...field('descriptionEn')}
          />
        </fieldset>

        <Controller
          control={form.control}
          name="flow"
          render={({ field: choice }) => (
            <FlowChoice
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

        <fieldset
          className="space-y-3"
          aria-describedby={membersError ? 'legion-members-message' : undefined}
        >
          <legend className="text-foreground mb-1 text-base font-semibold">{t`军团成员`}</legend>
          <p className="text-muted-foreground text-xs">
            {flow === 'sequence'
              ? t`${LEGION_MIN_MEMBERS}–${LEGION_MAX_MEMBERS} 名成员，按顺序处理；最后一位的结果就是回答。`
              : t`${LEGION_MIN_MEMBERS}–${LEGION_MAX_MEMBERS} 名成员，分派智能体每次选其中一位回答。`}
          </p>
          {membersError ? (
            <p id="legion-members-message" role="alert" className="text-danger text-sm">
              {membersError}
            </p>
          ) : null}
          <ol className="space-y-3">
            {members.fields.map((member, index) => {
              const agent = agents.get(watched.members?.[index]?.agentId ?? member.agentId);
              const number = index + 1;
              const memberErrors = errors.members?.[index];
              return (
                <li key={member.id} className="border-border rounded-lg border p-3">
                  <fieldset className="space-y-3">
                    <legend className="sr-only">{t`成员 ${number}`}</legend>
                    <div className="flex flex-wrap items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="bg-primary/10 text-primary inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold"
                      >
                        {number}
                      </span>
                      {agent ? <img src={agent.logo} alt="" className="size-8 rounded-md" /> : null}
                      {agent ? <AgentTags agent={agent} /> : null}
                      <MemberActions
                        number={number}
                        count={members.fields.length}
                        onMove={(to) => members.move(index, to)}
                        onRemove={() => members.remove(index)}
                      />
                    </div>
                    <div className="grid gap-3 sm:grid-cols-2">
                      <SelectField
                        label={t`智能体`}
                        options={agentOptions}
                        error={message(memberErrors?.agentId)}
                        {...form.register(`members.${index}.agentId`, {
                          // the duplicate check spans the members: look again at once
                          onChange: () => {
                            if (form.formState.isSubmitted) void form.trigger('members');
                          },
                        })}
                      />
                      <Field
                        label={t`角色`}
                        required
                        placeholder={t`例如：研究员`}
                        hint={t`最多 ${LEGION_ROLE_MAX} 个字符`}
                        error={message(memberErrors?.role)}
                        {...form.register(`members.${index}.role`)}
                      />
                    </div>
                    <TextAreaField
                      label={t`指令`}
                      rows={2}
                      hint={t`每次请求都会发给这位成员，最多 ${LEGION_INSTRUCTIONS_MAX} 个字符（选填）`}
                      error={message(memberErrors?.instructions)}
                      {...form.register(`members.${index}.instructions`)}
                    />
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <div className="flex flex-wrap items-center gap-3">
            <AgentPicker
              choices={choices}
              taken={taken}
              disabled={members.fields.length >= LEGION_MAX_MEMBERS}
              onPick={(agentId) => {
                members.append({ agentId, role: '', instructions: '' }, { shouldFocus: false });
                if (form.formState.isSubmitted) void form.trigger('members');
              }}
            />
            <span className="text-muted-foreground text-xs">
              {t`${members.fields.length} / ${LEGION_MAX_MEMBERS} 名成员`}
            </span>
          </div>
        </fieldset>

        <SubmitError error={save.error} />
        <div className="flex flex-wrap items-center justify-end gap-2">
          {isDirty ? (
            <span className="text-muted-foreground mr-auto text-xs">{t`有未提交的修改`}</span>
          ) : null}
          <Button type="submit" disabled={save.isPending}>
            <Send aria-hidden="true" />
            {save.isPending ? t`正在提交…` : t`提交审核`}
          </Button>
        </div>
      </form>

      <aside className="min-w-0 space-y-6">
        <FlowDiagram
          flow={flow}
          router={agentName(watched.routerAgentId)}
          members={members.fields.map((member, index) => ({
            key: member.id,
            role: watched.members?.[index]?.role?.trim() ?? '',
            agentName: agentName(watched.members?.[index]?.agentId) ?? '—',
          }))}
        />
        {flowInvalid ? (
          <p
            role="alert"
            className="bg-warning/15 text-warning-strong rounded-md px-3 py-2 text-sm"
          >
            {t`先按提示修正成员和协作方式，再试运行。`}
          </p>
        ) : null}
        <TestRunPanel run={run} onRun={testRun} onStop={stop} />
      </aside>

      <LeaveDialog blocker={blocker} />
    </div>
  );
}
