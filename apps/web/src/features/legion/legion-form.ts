/**
 * The orchestration editor's form: its query keys, the empty form, a saved legion as form
 * values, the flow as the contract takes it, the contract's messages in the interface
 * language, the agents it may name, and saving.
 */
import {
  ApiError,
  type DeveloperLegion,
  LEGION_MAX_MEMBERS,
  LEGION_MIN_MEMBERS,
  type LegionAgentChoice,
  type LegionForm,
} from '@legion/api';
import type { LegionAgent } from '@legion/screens';
import { toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { api } from '../../api.ts';
import { useFieldMessage } from '../console.tsx';

export const LEGIONS_KEY = ['developer-legions'] as const;
export const legionKey = (id: string) => ['developer-legion', id] as const;

export const EMPTY_LEGION: LegionForm = {
  nameZh: '',
  nameEn: '',
  descriptionZh: '',
  descriptionEn: '',
  flow: 'sequence',
  members: [],
  routerAgentId: null,
};

export function formOf({ latest }: DeveloperLegion): LegionForm {
  const { nameZh, nameEn, descriptionZh, descriptionEn, flow, members, router } = latest;
  return {
    ...{ nameZh, nameEn, descriptionZh, descriptionEn, flow },
    members: members.map(({ agentId, role, instructions }) => ({ agentId, role, instructions })),
    routerAgentId: router?.agentId ?? null,
  };
}

/** the form's flow as the contract takes it: no router unless the flow routes */
export const flowOf = (values: LegionForm) => ({
  flow: values.flow,
  members: values.members,
  routerAgentId: values.flow === 'router' ? (values.routerAgentId ?? null) : null,
});

/** the contract's legion messages (and the shared ones) in the interface language */
export function useLegionMessage() {
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

/** every agent the form may name: the legion's own members and router, then the choices */
export function agentsOf(
  legion: DeveloperLegion | null,
  choices: LegionAgentChoice[],
): Map<string, LegionAgent> {
  const agents = new Map<string, LegionAgent>();
  for (const member of legion?.latest.members ?? [])
    agents.set(member.agentId, { ...member, own: null });
  if (legion?.latest.router)
    agents.set(legion.latest.router.agentId, { ...legion.latest.router, own: null });
  for (const choice of choices) agents.set(choice.agentId, choice);
  return agents;
}

/**
 * Creates the legion or submits its new version for review; the server's field messages land
 * on the form's fields. `onSaved` runs after the caches know the saved legion.
 */
export function useSaveLegion(
  legion: DeveloperLegion | null,
  form: UseFormReturn<LegionForm>,
  onSaved: (saved: DeveloperLegion) => void,
) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
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
      onSaved(saved);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          if (field in EMPTY_LEGION) form.setError(field as keyof LegionForm, { message: text });
        }
      }
    },
  });
}
