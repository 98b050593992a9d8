/**
 * An agent's editor data: its form values; saving a new agent as a draft, saving a draft again
 * and submitting it, or submitting a new version; reading an A2A agent's card into the form;
 * the test console's calls; resetting its secret; and its versions as the library's history
 * shows them.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AgentCallKind,
  type AgentForm,
  type AgentTestResult,
  ApiError,
  type DeveloperAgentDetail,
  firstVersionFormSchema,
  newVersionFormSchema,
  RESUBMIT_NOTE_REQUIRED,
  VERSION_PATTERN,
} from '@legion/api';
import type { AgentVersionItem } from '@legion/screens';
import { toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
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
  protocol: 'legion',
  model: '',
  apiKey: '',
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
    category: latest.category,
    company: latest.company,
    url: latest.url,
    logo: latest.logo,
    coverZh: latest.coverZh,
    coverEn: latest.coverEn,
    version: latest.version,
    protocol: latest.protocol,
    model: latest.model,
    // never answered: typed only to replace the one saved
    apiKey: '',
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

/** the rejected version the form answers: the latest one, or the one its draft follows */
export function rejectedVersion(agent: DeveloperAgentDetail | null) {
  if (!agent) return null;
  const [latest, previous] = agent.versions;
  if (latest?.status === 'rejected') return latest;
  return latest?.status === 'draft' && previous?.status === 'rejected' ? previous : null;
}

/**
 * The form of a new agent (agent null), of a draft, or of an agent's next version, with what
 * was typed kept across reloads (the API key excepted), the review points ticked as fixed, and
 * saving it. Every change is saved as a draft first (a new agent's secret is answered once);
 * only a draft is submitted, once its checks pass.
 */
export function useAgentEditorForm(
  agent: DeveloperAgentDetail | null,
  onSaved: () => void,
  onCreated: (agentId: string) => void,
) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const isDraft = agent?.latest.status === 'draft';
  const rejected = rejectedVersion(agent);
  // what the draft already says: the points it marked fixed and its note to the reviewer
  const savedAddressed = (rejected?.points ?? [])
    .filter((point) => point.addressed)
    .map((point) => point.id);
  const savedNote = isDraft ? (agent?.latest.resubmitNote ?? '') : '';
  const [addressed, setAddressed] = useState<string[]>(savedAddressed);
  const [created, setCreated] = useState<{ key: string; secret: string } | null>(null);
  const createdId = useRef<string | null>(null);
  // to the reviewer, with a resubmission; required when it repeats the rejected version
  const [note, setNote] = useState(savedNote);
  const [noteError, setNoteError] = useState<string | undefined>(undefined);
  const form = useForm<AgentForm>({
    // a new version of an agent on the market says what changed
    resolver: zodResolver(agent?.live ? newVersionFormSchema : firstVersionFormSchema),
    mode: 'onTouched',
    defaultValues: agent ? formOf(agent) : EMPTY,
  });
  // a draft per agent version: a new version under review starts from what was submitted
  const discardDraft = useFormDraft(
    form,
    agent ? `agent:${agent.id}:${agent.latest.id}` : 'agent:new',
    { secret: ['apiKey'] },
  );
  const save = useMutation({
    mutationFn: async ({ values, submit }: { values: AgentForm; submit: boolean }) => {
      if (!agent) {
        const result = await api.call('createAgent', values);
        return { agent: result.agent, secret: result.agentSecret, submitted: false };
      }
      // a draft submitted as it was saved: saving it again would outdate its check report
      const asSaved =
        !form.formState.isDirty &&
        !values.apiKey &&
        note === savedNote &&
        addressed.length === savedAddressed.length &&
        addressed.every((id) => savedAddressed.includes(id));
      if (isDraft && submit && asSaved) {
        const submitted = await api.call('submitAgent', { id: agent.id });
        return { agent: submitted, secret: null, submitted: true };
      }
      const saved = await api.call('updateAgent', {
        ...values,
        id: agent.id,
        addressedPoints: addressed,
        resubmitNote: note,
      });
      // a changed draft is saved first, then submitted as it was saved
      if (isDraft && submit) {
        queryClient.setQueryData(['developer-agent', saved.id], saved);
        const submitted = await api.call('submitAgent', { id: agent.id });
        return { agent: submitted, secret: null, submitted: true };
      }
      return { agent: saved, secret: null, submitted: false };
    },
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['developer-agents'] });
      void queryClient.invalidateQueries({ queryKey: ['developer-home'] });
      // a new draft has no report yet; a draft saved again outdates its own
      void queryClient.invalidateQueries({ queryKey: ['agent-checks', result.agent.id] });
      queryClient.setQueryData(['developer-agent', result.agent.id], result.agent);
      form.resetField('apiKey', { defaultValue: '' });
      if (result.secret) {
        toast.success(t`草稿已保存`);
        setCreated({ key: result.agent.agentKey, secret: result.secret });
        createdId.current = result.agent.id;
      } else if (result.submitted) {
        toast.success(t`已提交审核`);
        onSaved();
      } else {
        toast.success(t`草稿已保存`);
        form.reset(formOf(result.agent));
      }
      // last: resetting the key above writes the form's values as a draft again, and a new
      // agent's form would open with the one just saved
      discardDraft();
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
  const saving = (submit: boolean) =>
    form.handleSubmit((values) => {
      if (unchanged && !note.trim()) setNoteError(RESUBMIT_NOTE_REQUIRED);
      else save.mutate({ values, submit });
    });
  /** the form's own submit: a draft goes to review; anything else is saved as a draft */
  const submit = saving(isDraft);
  const saveDraft = saving(false);
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
    /** the secret was seen: on to the new draft's own page, where it can be tested */
    clearCreated: () => {
      setCreated(null);
      if (createdId.current) onCreated(createdId.current);
    },
    saveDraft,
    isDraft,
    /** the rejection the form answers, if any */
    rejected,
  };
}

/**
 * Reads an A2A agent's card at the form's URL and fills the form from it: the names, the
 * description with its skills, the provider, the version and the icon as the logo (each still
 * editable).
 */
export function useReadAgentCard(form: ReturnType<typeof useForm<AgentForm>>) {
  const { t } = useLingui();
  return useMutation({
    mutationFn: () => api.call('readAgentCard', { url: form.getValues('url') }),
    onSuccess: (card) => {
      const skills = card.skills.map((skill) =>
        skill.description ? `- ${skill.name}: ${skill.description}` : `- ${skill.name}`,
      );
      const description = [card.description, skills.join('\n')].filter(Boolean).join('\n\n');
      const fill = (name: keyof AgentForm, value: string, onlyIfEmpty = false) => {
        if (!value || (onlyIfEmpty && form.getValues(name))) return;
        form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
      };
      fill('nameEn', card.name.slice(0, 60));
      fill('nameZh', card.name.slice(0, 40), true);
      fill('descriptionEn', description.slice(0, 2000));
      fill('descriptionZh', description.slice(0, 1000), true);
      fill('company', card.provider.slice(0, 100), true);
      // the card's icon, stored as the developer's upload
      fill('logo', card.logo, true);
      if (VERSION_PATTERN.test(card.version)) fill('version', card.version);
      toast.success(t`已从智能体名片填入名称、描述、提供方和图标，请检查后保存`);
    },
  });
}

/** the test console's calls to the agent; the last result stays until the next */
export function useAgentTest(agentId: string) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<AgentTestResult | null>(null);
  const send = useMutation({
    mutationFn: (message: string) =>
      api.call('testAgent', {
        id: agentId,
        message,
        language: i18n.locale === 'en' ? 'en' : 'zh-CN',
      }),
    onSuccess: (answer) => {
      setResult(answer);
      // the call is in the log now
      void queryClient.invalidateQueries({ queryKey: ['agent-calls', agentId] });
    },
  });
  return {
    result,
    pending: send.isPending,
    error: send.error ? send.error.message : null,
    send: (message: string) => send.mutate(message),
  };
}

/**
 * The conformance report of the agent's newest version, and running the checks again. The
 * report is stale when the version was saved after it, or when it no longer lets the version
 * be submitted.
 */
export function useAgentChecks(agent: DeveloperAgentDetail) {
  const queryClient = useQueryClient();
  const key = ['agent-checks', agent.id];
  const query = useQuery({
    queryKey: key,
    queryFn: () => api.call('agentChecks', { id: agent.id }),
  });
  const run = useMutation({
    mutationFn: () => api.call('runAgentChecks', { id: agent.id }),
    onSuccess: (report) => {
      queryClient.setQueryData(key, { report });
      void queryClient.invalidateQueries({ queryKey: ['agent-calls', agent.id] });
    },
  });
  const report = query.data?.report ?? null;
  const stale =
    report !== null &&
    (report.versionId !== agent.latest.id ||
      Date.parse(report.createdAt) < Date.parse(agent.latest.submittedAt) ||
      Date.parse(report.validUntil) <= Date.now());
  return {
    report,
    stale,
    running: run.isPending || query.isPending,
    error: run.error?.message ?? (query.isError ? query.error.message : undefined),
    run: () => run.mutate(),
    retry: () => (query.isError ? void query.refetch() : run.mutate()),
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

/** the agent's call log, a page at a time, of one kind or all */
export function useAgentCalls(agentId: string) {
  const [kind, setKind] = useState<AgentCallKind | null>(null);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['agent-calls', agentId, kind, page],
    queryFn: () => api.call('agentCalls', { id: agentId, page, ...(kind ? { kind } : {}) }),
    placeholderData: keepPreviousData,
  });
  return {
    query,
    kind,
    setKind: (next: AgentCallKind | null) => {
      setKind(next);
      setPage(1);
    },
    setPage,
  };
}
