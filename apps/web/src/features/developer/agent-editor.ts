/**
 * An agent's editor data: its form values, submitting a version for review (create or
 * update), resetting its secret, and its versions as the library's history shows them.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AgentForm,
  ApiError,
  agentFormSchema,
  type DeveloperAgentDetail,
  newVersionFormSchema,
  RESUBMIT_NOTE_REQUIRED,
} from '@legion/api';
import type { AgentVersionItem } from '@legion/screens';
import { toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../api.ts';
import { useFormDraft } from '../../state/form-draft.ts';
import { uploadImage } from '../../uploads.ts';
import { useFormatDate, useReviewPointItems } from '../console.tsx';

const EMPTY: AgentForm = {
  nameZh: '',
  nameEn: '',
  descriptionZh: '',
  descriptionEn: '',
  category: 'productivity',
  company: '',
  url: '',
  logo: '',
  coverZh: '',
  coverEn: '',
  version: '1.0.0',
  legalPersonName: '',
  idCardNumber: '',
  socialCreditCode: '',
  releaseNotesZh: '',
  releaseNotesEn: '',
};

function formOf(agent: DeveloperAgentDetail): AgentForm {
  const { latest } = agent;
  return {
    nameZh: latest.nameZh,
    nameEn: latest.nameEn,
    descriptionZh: latest.descriptionZh,
    descriptionEn: latest.descriptionEn,
    category: agent.category,
    company: latest.company,
    url: latest.url,
    logo: latest.logo,
    coverZh: latest.coverZh,
    coverEn: latest.coverEn,
    version: latest.version,
    legalPersonName: latest.legalPersonName,
    idCardNumber: latest.idCardNumber,
    socialCreditCode: latest.socialCreditCode,
    // the notes of a version still to be decided; a new version after the live one starts empty
    ...(latest.id === agent.live?.id
      ? { releaseNotesZh: '', releaseNotesEn: '' }
      : { releaseNotesZh: latest.releaseNotesZh, releaseNotesEn: latest.releaseNotesEn }),
  };
}

/** uploads an image picked in the form and answers its address */
export async function uploadAgentImage(file: File) {
  return (await uploadImage(file)).url;
}

export function useDeveloperAgent(agentId: string) {
  return useQuery({
    queryKey: ['developer-agent', agentId],
    queryFn: () => api.call('developerAgent', { id: agentId }),
    enabled: agentId !== 'new',
  });
}

/**
 * The form of a new agent (agent null) or of an agent's next version, with its draft, the
 * review points ticked as fixed, and submitting it. A new agent's secret is answered once.
 */
export function useAgentEditorForm(agent: DeveloperAgentDetail | null, onSaved: () => void) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [addressed, setAddressed] = useState<string[]>([]);
  const [created, setCreated] = useState<{ key: string; secret: string } | null>(null);
  // to the reviewer, with a resubmission; required when it repeats the rejected version
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>(undefined);
  const form = useForm<AgentForm>({
    // a new version of an agent on the market says what changed
    resolver: zodResolver(agent?.live ? newVersionFormSchema : agentFormSchema),
    mode: 'onTouched',
    defaultValues: agent ? formOf(agent) : EMPTY,
  });
  // a draft per agent version: a new version under review starts from what was submitted
  const discardDraft = useFormDraft(
    form,
    agent ? `agent:${agent.id}:${agent.latest.id}` : 'agent:new',
  );
  const save = useMutation({
    mutationFn: async (values: AgentForm) => {
      if (!agent) {
        const result = await api.call('createAgent', values);
        return { agent: result.agent, secret: result.agentSecret };
      }
      return {
        agent: await api.call('updateAgent', {
          ...values,
          id: agent.id,
          addressedPoints: addressed,
          resubmitNote: note,
        }),
        secret: null,
      };
    },
    onSuccess: (result) => {
      discardDraft();
      void queryClient.invalidateQueries({ queryKey: ['developer-agents'] });
      void queryClient.invalidateQueries({ queryKey: ['developer-home'] });
      queryClient.setQueryData(['developer-agent', result.agent.id], result.agent);
      toast.success(t`已提交审核`);
      if (result.secret) setCreated({ key: result.agent.agentKey, secret: result.secret });
      else onSaved();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        for (const [name, text] of Object.entries(error.fields)) {
          if (name in EMPTY) form.setError(name as keyof AgentForm, { message: text });
          if (name === 'resubmitNote') setNoteError(text);
        }
      }
    },
  });
  const toggleAddressed = (id: string, done: boolean) =>
    setAddressed((current) => (done ? [...current, id] : current.filter((entry) => entry !== id)));
  /** a rejected version about to go back as it was, with nothing marked fixed */
  const unchanged =
    agent?.latest.status === 'rejected' && !form.formState.isDirty && addressed.length === 0;
  const submit = form.handleSubmit((values) => {
    if (unchanged && !note.trim()) setNoteError(RESUBMIT_NOTE_REQUIRED);
    else save.mutate(values);
  });
  return {
    form,
    save,
    submit,
    unchanged,
    note,
    noteError,
    setNote: (text: string) => {
      setNote(text);
      setNoteError(undefined);
    },
    discardDraft,
    addressed,
    toggleAddressed,
    created,
    clearCreated: () => setCreated(null),
  };
}

/** resetting the agent's secret; the new one is kept until its dialog is closed */
export function useRotateSecret(agentId: string) {
  const [secret, setSecret] = useState<string | null>(null);
  const rotate = useMutation({
    mutationFn: () => api.call('rotateAgentSecret', { id: agentId }),
    onSuccess: (result) => setSecret(result.agentSecret),
    onError: (error) => toast.error(error.message),
  });
  return { rotate, secret, clearSecret: () => setSecret(null) };
}

/** the agent's versions as the library's history lists them */
export function useAgentVersionItems(agent: DeveloperAgentDetail): AgentVersionItem[] {
  const formatDate = useFormatDate();
  const pointItems = useReviewPointItems();
  return agent.versions.map((version) => ({
    id: version.id,
    version: version.version,
    status: version.status,
    live: agent.live?.id === version.id,
    submittedAt: formatDate(version.submittedAt, true),
    reviewerName: version.reviewerName ?? null,
    reviewedAt: version.reviewedAt ? formatDate(version.reviewedAt, true) : null,
    comment: version.reviewComment || null,
    points: pointItems(version.points),
  }));
}
