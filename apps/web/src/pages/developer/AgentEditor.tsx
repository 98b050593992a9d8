/**
 * Create and edit an agent (SPEC §3 Agent, §4, §5): every field, images uploaded to the
 * server, checked with the contract's schema. Saving submits a version for review: a
 * rejected agent goes back to review; a published one stays live while the new version is
 * reviewed. The agent's id and secret are managed beside the form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AGENT_CATEGORIES,
  type AgentForm,
  ApiError,
  agentFormSchema,
  type DeveloperAgentDetail,
  IMAGE_UPLOAD,
} from '@legion/api';
import {
  BackLink,
  Button,
  ConfirmDialog,
  categoryLabels,
  ErrorState,
  Field,
  ImagePicker,
  Link,
  PageHeader,
  ReviewPoints,
  SelectField,
  Spinner,
  StatusBadge,
  TextAreaField,
  toast,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BarChart3, KeyRound, Lock, RotateCcw, Send, Store } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { api } from '../../api.ts';
import {
  RequiredSummary,
  SubmitError,
  useFieldMessage,
  useFormatDate,
  useReviewPointItems,
} from '../../features/console.tsx';
import { useFormDraft } from '../../state/form-draft.ts';
import { uploadImage } from '../../uploads.ts';
import { SecretDialog } from './SecretDialog.tsx';

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
  };
}

async function upload(file: File) {
  return (await uploadImage(file)).url;
}

function History({ agent }: { agent: DeveloperAgentDetail }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const pointItems = useReviewPointItems();
  return (
    <section aria-labelledby="agent-history" className="border-border bg-surface rounded-lg border">
      <h2
        id="agent-history"
        className="border-border text-foreground border-b px-4 py-3 font-medium"
      >
        {t`版本与审核记录`}
      </h2>
      <ol className="divide-border divide-y">
        {agent.versions.map((version) => (
          <li key={version.id} className="space-y-1 px-4 py-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-foreground font-medium">v{version.version}</span>
              <StatusBadge status={version.status} />
              {agent.live?.id === version.id ? (
                <span className="text-primary text-xs">{t`线上版本`}</span>
              ) : null}
            </div>
            <p className="text-muted-foreground text-xs">
              {t`提交于 ${formatDate(version.submittedAt, true)}`}
              {version.reviewedAt
                ? ` · ${t`${version.reviewerName ?? ''} 审核于 ${formatDate(version.reviewedAt, true)}`}`
                : ''}
            </p>
            {version.reviewComment ? (
              <p className="text-foreground">{version.reviewComment}</p>
            ) : null}
            <ReviewPoints
              className="mt-2"
              title={t`需要修改的地方`}
              points={pointItems(version.points)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Credentials({ agent }: { agent: DeveloperAgentDetail }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const rotate = useMutation({
    mutationFn: () => api.call('rotateAgentSecret', { id: agent.id }),
    onSuccess: (result) => {
      setConfirming(false);
      setSecret(result.agentSecret);
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <section
      aria-labelledby="agent-credentials"
      className="border-border bg-surface space-y-3 rounded-lg border p-4"
    >
      <h2 id="agent-credentials" className="text-foreground flex items-center gap-2 font-medium">
        <KeyRound aria-hidden="true" className="size-4" />
        {t`插件凭证`}
      </h2>
      <div className="space-y-1">
        <p className="text-muted-foreground text-xs">{t`插件 ID`}</p>
        <code className="text-foreground font-mono text-sm break-all">{agent.agentKey}</code>
      </div>
      <p className="text-muted-foreground text-xs">{t`密钥只在创建和重置时显示一次。`}</p>
      {agent.access === 'owner' ? (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <RotateCcw aria-hidden="true" />
          {t`重置密钥`}
        </Button>
      ) : (
        <p className="text-muted-foreground flex items-center gap-1 text-xs">
          <Lock aria-hidden="true" className="size-3.5" />
          {t`只有插件所有者可以重置密钥`}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`重置插件密钥？`}
        description={t`重置后旧密钥立即失效，使用旧密钥的调用都会失败。`}
        confirmLabel={t`重置密钥`}
        pending={rotate.isPending}
        onConfirm={() => rotate.mutate()}
      />
      <SecretDialog
        agentKey={agent.agentKey}
        agentSecret={secret}
        onClose={() => setSecret(null)}
      />
    </section>
  );
}

function EditorForm({ agent, onDone }: { agent: DeveloperAgentDetail | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const message = useFieldMessage();
  const formatDate = useFormatDate();
  const pointItems = useReviewPointItems();
  const queryClient = useQueryClient();
  const [addressed, setAddressed] = useState<string[]>([]);
  const [created, setCreated] = useState<{ key: string; secret: string } | null>(null);
  const form = useForm<AgentForm>({
    resolver: zodResolver(agentFormSchema),
    mode: 'onTouched',
    defaultValues: agent ? formOf(agent) : EMPTY,
  });
  // a draft per agent version: a new version under review starts from what was submitted
  const discardDraft = useFormDraft(
    form,
    agent ? `agent:${agent.id}:${agent.latest.id}` : 'agent:new',
  );
  const { errors } = form.formState;
  const locked = agent?.latest.status === 'pending';
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
      else onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        for (const [name, text] of Object.entries(error.fields)) {
          if (name in EMPTY) form.setError(name as keyof AgentForm, { message: text });
        }
      }
    },
  });
  const field = (name: Exclude<keyof AgentForm, 'category'>) => ({
    ...form.register(name),
    error: message(errors[name]?.message),
    required: true,
    disabled: locked,
  });
  const image = (
    name: 'logo' | 'coverZh' | 'coverEn',
    label: string,
    shape: 'square' | 'cover',
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: picker }) => (
        <ImagePicker
          label={label}
          value={picker.value}
          onChange={(url) => {
            picker.onChange(url);
            void form.trigger(name);
          }}
          upload={upload}
          maxFiles={IMAGE_UPLOAD.maxFiles}
          maxBytes={IMAGE_UPLOAD.maxBytes}
          types={IMAGE_UPLOAD.types}
          shape={shape}
          error={message(errors[name]?.message)}
        />
      )}
    />
  );
  const rejected = agent?.latest.status === 'rejected' ? agent.latest : null;

  return (
    <form
      noValidate
      aria-label={agent ? t`编辑插件` : t`创建插件`}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="space-y-6"
    >
      {locked ? (
        <p role="status" className="bg-warning/15 text-warning-strong rounded-md px-3 py-2 text-sm">
          {t`v${agent?.latest.version} 正在审核，审核完成后才能再次修改。`}
          {agent?.latest.expectedDecisionAt
            ? ` ${t`预计 ${formatDate(agent.latest.expectedDecisionAt)} 前给出结果。`}`
            : ''}
        </p>
      ) : null}
      {rejected ? (
        <p className="bg-danger/10 text-foreground rounded-md px-3 py-2 text-sm">
          <span className="text-danger font-medium">{t`未通过原因：`}</span>
          {rejected.reviewComment}
        </p>
      ) : null}
      {rejected ? (
        <ReviewPoints
          level={2}
          title={t`审核意见中需要修改的地方（改好后勾选）`}
          points={pointItems(rejected.points)}
          selected={addressed}
          onToggle={(id, done) =>
            setAddressed((current) =>
              done ? [...current, id] : current.filter((entry) => entry !== id),
            )
          }
        />
      ) : null}
      {agent?.live && !locked ? (
        <p className="bg-primary/10 text-foreground rounded-md px-3 py-2 text-sm">
          {t`线上版本 v${agent.live.version} 会一直保持上架，新版本审核通过后替换它。请填写更高的版本号。`}
        </p>
      ) : null}
      <RequiredSummary errors={errors} />
      <fieldset disabled={locked} className="grid gap-4 sm:grid-cols-2">
        <legend className="text-foreground mb-3 text-base font-semibold">{t`基本信息`}</legend>
        <Field label={t`中文名称`} {...field('nameZh')} />
        <Field label={t`英文名称`} lang="en" {...field('nameEn')} />
        <SelectField
          label={t`分类`}
          options={AGENT_CATEGORIES.map((value) => ({
            value,
            label: i18n._(categoryLabels[value]),
          }))}
          {...form.register('category')}
        />
        <Field label={t`版本号`} placeholder="1.0.0" {...field('version')} />
        <Field label={t`公司`} autoComplete="organization" {...field('company')} />
        <Field label={t`插件网址`} type="url" placeholder="https://" {...field('url')} />
        <TextAreaField label={t`中文描述`} className="sm:col-span-2" {...field('descriptionZh')} />
        <TextAreaField
          label={t`英文描述`}
          lang="en"
          className="sm:col-span-2"
          {...field('descriptionEn')}
        />
      </fieldset>
      <fieldset disabled={locked} className="grid gap-4">
        <legend className="text-foreground mb-3 text-base font-semibold">{t`图片`}</legend>
        {image('logo', t`Logo`, 'square')}
        <div className="grid gap-4 md:grid-cols-2">
          {image('coverZh', t`中文封面`, 'cover')}
          {image('coverEn', t`英文封面`, 'cover')}
        </div>
      </fieldset>
      <fieldset disabled={locked} className="grid gap-4 sm:grid-cols-2">
        <legend className="text-foreground mb-3 text-base font-semibold">{t`主体资质`}</legend>
        <Field label={t`法人姓名`} {...field('legalPersonName')} />
        <Field label={t`法人身份证号`} maxLength={18} {...field('idCardNumber')} />
        <Field
          label={t`统一社会信用代码`}
          maxLength={18}
          className="sm:col-span-2"
          {...field('socialCreditCode')}
        />
      </fieldset>
      <SubmitError error={save.error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            discardDraft();
            onDone();
          }}
        >
          {t`取消`}
        </Button>
        <Button type="submit" disabled={locked || save.isPending}>
          <Send aria-hidden="true" />
          {save.isPending ? t`正在提交…` : rejected ? t`修改并重新提交` : t`提交审核`}
        </Button>
      </div>
      <SecretDialog
        agentKey={created?.key ?? ''}
        agentSecret={created?.secret ?? null}
        onClose={() => {
          setCreated(null);
          onDone();
        }}
      />
    </form>
  );
}

export function AgentEditor({ agentId, onDone }: { agentId: string; onDone: () => void }) {
  const { t } = useLingui();
  const isNew = agentId === 'new';
  const query = useQuery({
    queryKey: ['developer-agent', agentId],
    queryFn: () => api.call('developerAgent', { id: agentId }),
    enabled: !isNew,
  });
  const back = <BackLink href="/developer/plugins">{t`返回我的插件`}</BackLink>;
  if (isNew) {
    return (
      <div>
        {back}
        <PageHeader
          title={t`创建插件`}
          description={t`填写插件信息并提交审核，审核通过后在插件市场上架。`}
        />
        <section className="border-border bg-surface rounded-xl border p-5 md:p-6">
          <EditorForm agent={null} onDone={onDone} />
        </section>
      </div>
    );
  }
  if (query.isPending) return <Spinner className="w-full py-16" label={t`正在加载插件`} />;
  if (query.isError) {
    // someone else's agent is 404, like one that does not exist
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div>
        {back}
        <ErrorState
          message={missing ? t`没有找到这个插件，或你没有管理它的权限` : t`插件加载失败`}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const agent = query.data;
  return (
    <div>
      {back}
      <PageHeader
        title={t`编辑插件`}
        description={agent.access === 'member' ? t`由 ${agent.ownerName} 授权你管理` : undefined}
        actions={
          agent.published ? (
            <>
              <Button asChild variant="outline" size="sm">
                <Link href={`/developer/statistics/${agent.id}`}>
                  <BarChart3 aria-hidden="true" />
                  {t`数据统计`}
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link href={`/plugins/statistics/${agent.id}`}>
                  <Store aria-hidden="true" />
                  {t`市场页面`}
                </Link>
              </Button>
            </>
          ) : undefined
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="border-border bg-surface rounded-xl border p-5 md:p-6">
          <EditorForm key={agent.latest.id} agent={agent} onDone={onDone} />
        </section>
        <aside className="space-y-6">
          <Credentials agent={agent} />
          <History agent={agent} />
        </aside>
      </div>
    </div>
  );
}
