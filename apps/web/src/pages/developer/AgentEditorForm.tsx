/**
 * The agent's form: every field, images uploaded to the server, checked with the contract's
 * schema, and how the platform calls the agent; a version under review is locked, a rejected
 * one lists the points to fix. Every change is saved as a draft first (a new agent shows its
 * secret once); a draft is saved again or submitted for review.
 */
import {
  AGENT_CATEGORIES,
  type AgentForm,
  type DeveloperAgentDetail,
  IMAGE_UPLOAD,
} from '@legion/api';
import { AgentSecretDialog, categoryLabels } from '@legion/screens';
import {
  Button,
  Callout,
  Field,
  FormActions,
  FormSection,
  ImagePicker,
  SelectField,
  TextAreaField,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { Save, Send } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { RequiredSummary, SubmitError, useFieldMessage } from '../../features/console.tsx';
import { AgentConnectionFields } from '../../features/developer/AgentConnectionFields.tsx';
import { uploadAgentImage, useAgentEditorForm } from '../../features/developer/agent-editor.ts';
import { EditorNotes } from './AgentEditorNotes.tsx';

export function EditorForm({
  agent,
  onDone,
  onCreated,
}: {
  agent: DeveloperAgentDetail | null;
  onDone: () => void;
  /** a new agent was saved as a draft: its page, to test it */
  onCreated: (agentId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const message = useFieldMessage();
  const editor = useAgentEditorForm(agent, onDone, onCreated);
  const { form, save } = editor;
  const { errors } = form.formState;
  const locked = agent?.latest.status === 'pending';
  const field = (
    name: Exclude<keyof AgentForm, 'category'>,
    options?: Parameters<typeof form.register>[1],
  ) => ({
    ...form.register(name, options),
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
          upload={uploadAgentImage}
          maxFiles={IMAGE_UPLOAD.maxFiles}
          maxBytes={IMAGE_UPLOAD.maxBytes}
          types={IMAGE_UPLOAD.types}
          shape={shape}
          error={message(errors[name]?.message)}
        />
      )}
    />
  );
  const { rejected } = editor;

  return (
    <form
      noValidate
      aria-label={agent ? t`编辑插件` : t`创建插件`}
      onSubmit={editor.submit}
      className="lu:space-y-6"
    >
      {agent ? (
        <EditorNotes
          agent={agent}
          locked={locked}
          isDraft={editor.isDraft}
          rejected={editor.rejected}
          addressed={editor.addressed}
          onToggle={editor.toggleAddressed}
        />
      ) : null}
      <RequiredSummary errors={errors} />
      {agent?.live ? (
        <FormSection disabled={locked} legend={t`本次更新`}>
          <p className="lu:text-muted-foreground lu:text-sm lu:sm:col-span-2">
            {t`写清这个版本改了什么，中文、英文至少写一种：只写一种时，另一种语言的读者看到它并注明原文语言。更新说明显示在智能体页面的“版本更新”中，订阅用户也会收到通知。`}
          </p>
          <TextAreaField
            label={t`中文更新说明`}
            rows={3}
            {...field('releaseNotesZh')}
            required={false}
          />
          <TextAreaField
            label={t`英文更新说明`}
            lang="en"
            rows={3}
            // writing here answers a "say what changed" shown under the Chinese notes
            {...field('releaseNotesEn', { deps: ['releaseNotesZh'] })}
            required={false}
          />
        </FormSection>
      ) : null}
      <FormSection disabled={locked} legend={t`基本信息`}>
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
        <TextAreaField
          label={t`中文描述`}
          className="lu:sm:col-span-2"
          {...field('descriptionZh')}
        />
        <TextAreaField
          label={t`英文描述`}
          lang="en"
          className="lu:sm:col-span-2"
          {...field('descriptionEn')}
        />
      </FormSection>
      <AgentConnectionFields form={form} latest={agent?.latest ?? null} locked={locked} />
      <FormSection disabled={locked} columns={1} legend={t`图片`}>
        {image('logo', t`Logo`, 'square')}
        <div className="lu:grid lu:gap-4 lu:md:grid-cols-2">
          {image('coverZh', t`中文封面`, 'cover')}
          {image('coverEn', t`英文封面`, 'cover')}
        </div>
      </FormSection>
      <FormSection disabled={locked} legend={t`主体资质`}>
        <Field label={t`法人姓名`} {...field('legalPersonName')} />
        <Field label={t`法人身份证号`} maxLength={18} {...field('idCardNumber')} />
        <Field
          label={t`统一社会信用代码`}
          maxLength={18}
          className="lu:sm:col-span-2"
          {...field('socialCreditCode')}
        />
      </FormSection>
      {rejected ? (
        <FormSection columns={1} legend={t`给审核员的说明`}>
          {editor.unchanged ? (
            <Callout tone="warning" role="note">
              {t`你还没有修改任何内容，也没有勾选已改好的地方。原样重新提交时，请写明原因。`}
            </Callout>
          ) : null}
          <TextAreaField
            label={editor.unchanged ? t`说明（必填）` : t`说明（选填）`}
            rows={3}
            maxLength={500}
            value={editor.note}
            onChange={(event) => editor.setNote(event.target.value)}
            error={message(editor.noteError)}
            required={editor.unchanged}
          />
        </FormSection>
      ) : null}
      <SubmitError error={save.error} />
      <FormActions>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            editor.discardDraft();
            onDone();
          }}
        >
          {t`取消`}
        </Button>
        {editor.isDraft ? (
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending}
            onClick={() => void editor.saveDraft()}
          >
            <Save aria-hidden="true" />
            {save.isPending && !save.variables?.submit ? t`正在保存…` : t`保存草稿`}
          </Button>
        ) : (
          // a new agent, or the next version of one: a draft, checked before it is submitted
          <Button type="submit" disabled={locked || save.isPending}>
            <Save aria-hidden="true" />
            {save.isPending ? t`正在保存…` : t`保存草稿`}
          </Button>
        )}
        {editor.isDraft ? (
          <Button type="submit" disabled={save.isPending}>
            <Send aria-hidden="true" />
            {save.isPending && save.variables?.submit
              ? t`正在提交…`
              : rejected
                ? t`修改并重新提交`
                : t`提交审核`}
          </Button>
        ) : null}
      </FormActions>
      <AgentSecretDialog
        agentKey={editor.created?.key ?? ''}
        agentSecret={editor.created?.secret ?? null}
        onClose={editor.clearCreated}
      />
    </form>
  );
}
