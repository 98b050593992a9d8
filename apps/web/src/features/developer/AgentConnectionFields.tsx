/**
 * How the platform calls an agent, in its form: the protocol, the URL (named and explained for
 * the protocol chosen), the model of an OpenAI-compatible service, the API key (write-only: a
 * saved one is kept when the field is left empty), and for an A2A agent a button that reads
 * its card into the form.
 */
import { AGENT_PROTOCOLS, type AgentForm, type AgentVersion } from '@legion/api';
import { Button, Field, FormSection, SelectField } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { FileSearch } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useFieldMessage } from '../console.tsx';
import { useReadAgentCard } from './agent-editor.ts';
import { useProtocolLabels } from './protocol-labels.ts';

export function AgentConnectionFields({
  form,
  latest,
  locked,
}: {
  form: UseFormReturn<AgentForm>;
  /** the version the form was filled from; null for a new agent */
  latest: AgentVersion | null;
  /** a version under review: nothing can change */
  locked: boolean;
}) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const { errors } = form.formState;
  const field = (name: 'url' | 'model' | 'apiKey') => ({
    ...form.register(name),
    error: message(errors[name]?.message),
    required: true,
    disabled: locked,
  });
  const readCard = useReadAgentCard(form);
  const protocol = form.watch('protocol') ?? 'legion';
  const protocolLabels = useProtocolLabels();
  const urlLabel = {
    legion: t`服务地址`,
    'openai-chat': t`API 地址（Base URL）`,
    a2a: t`智能体地址`,
  }[protocol];
  const urlHint = {
    legion: t`平台以签名的 POST 请求调用这个地址，接入方式见文档“智能体接入协议”。`,
    'openai-chat': t`例如 https://api.example.com/v1，平台调用其下的 /chat/completions。`,
    a2a: t`平台从这个地址下的 /.well-known/agent-card.json 读取智能体名片。`,
  }[protocol];
  const apiKeySet = latest?.apiKeySet === true;
  return (
    <FormSection disabled={locked} legend={t`接入方式`}>
      <SelectField
        label={t`接入协议`}
        options={AGENT_PROTOCOLS.map((value) => ({ value, label: protocolLabels[value] }))}
        {...form.register('protocol')}
      />
      <div className="lu:flex lu:flex-col lu:gap-2">
        <Field
          label={urlLabel}
          type="url"
          placeholder="https://"
          hint={urlHint}
          {...field('url')}
        />
        {protocol === 'a2a' ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="lu:self-start"
            disabled={locked || readCard.isPending}
            onClick={async () => {
              if (await form.trigger('url')) readCard.mutate();
            }}
          >
            <FileSearch aria-hidden="true" />
            {readCard.isPending ? t`正在读取…` : t`从智能体名片读取`}
          </Button>
        ) : null}
        {readCard.error ? (
          <p role="alert" className="lu:text-danger lu:text-sm">
            {readCard.error.message}
          </p>
        ) : null}
      </div>
      {protocol === 'openai-chat' ? (
        <Field
          label={t`模型`}
          placeholder="gpt-4o-mini"
          hint={t`请求里的 model 字段，例如应用或模型的名称。`}
          {...field('model')}
        />
      ) : null}
      {protocol === 'legion' ? null : (
        <Field
          label={t`API 密钥`}
          type="password"
          autoComplete="off"
          placeholder={apiKeySet ? t`已保存，留空则不变` : undefined}
          hint={
            protocol === 'a2a'
              ? t`按名片的要求放在请求头里发送；加密保存，保存后不再显示。`
              : t`以 Bearer 令牌发送；加密保存，保存后不再显示。`
          }
          {...field('apiKey')}
          required={false}
        />
      )}
    </FormSection>
  );
}
