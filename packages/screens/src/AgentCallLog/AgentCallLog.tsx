import type { AgentCall, AgentCallKind, AgentProtocol } from '@legion/api';
import { Badge, Card, DataTable, type DataTablePagination, SelectField } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

export interface AgentCallLogProps {
  /** one page of the agent's calls, newest first */
  calls: AgentCall[];
  /** how many calls of the kind shown there are; unknown while the first page loads */
  total?: number | undefined;
  /** the kind shown; null for all */
  kind: AgentCallKind | null;
  onKindChange: (kind: AgentCallKind | null) => void;
  /** a time written in the reader's language */
  formatTime: (iso: string) => string;
  loading?: boolean | undefined;
  /** a failure to load, with `onRetry`'s button */
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  pagination?: DataTablePagination | undefined;
}

const KINDS: AgentCallKind[] = ['chat', 'legion', 'test', 'check', 'health', 'review'];

/**
 * Every call the platform made to an agent, for its developer: when, what for (a person's chat
 * or legion step, or the platform's own test, check, health probe or review), how it ended and
 * how long it took, and why it failed. Nobody's words are shown but the developer's own test
 * messages.
 */
export function AgentCallLog({
  calls,
  total,
  kind,
  onKindChange,
  formatTime,
  loading,
  error,
  onRetry,
  pagination,
}: AgentCallLogProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const kindLabels: Record<AgentCallKind, string> = {
    chat: t`对话`,
    legion: t`军团步骤`,
    test: t`测试台`,
    check: t`接入检查`,
    health: t`健康探测`,
    review: t`审核试用`,
  };
  const protocolLabels: Record<AgentProtocol, string> = {
    legion: 'Legion',
    'openai-chat': t`OpenAI 兼容`,
    a2a: 'A2A',
  };
  const failureLabels: Record<NonNullable<AgentCall['failure']>, string> = {
    down: t`无法连接`,
    timeout: t`超时`,
    tooLarge: t`回复过大`,
    invalid: t`回复格式不对`,
    agentError: t`智能体报错`,
    refused: t`凭证被拒绝`,
  };
  const ms = (value: number | null) => {
    if (value === null) return '—';
    const amount = i18n.number(value);
    return t`${amount} 毫秒`;
  };
  return (
    <Card asChild padding="xl" className="lu:min-w-0 lu:space-y-4" data-slot="agent-call-log">
      <section aria-labelledby={headingId}>
        <div className="lu:flex lu:flex-wrap lu:items-end lu:justify-between lu:gap-3">
          <div className="lu:space-y-1">
            <h2 id={headingId} className="lu:text-foreground lu:text-lg lu:font-semibold">
              {t`调用记录`}
              {total !== undefined ? (
                <span className="lu:text-muted-foreground lu:ml-2 lu:text-sm lu:font-normal">{t`共 ${total} 次`}</span>
              ) : null}
            </h2>
            <p className="lu:text-muted-foreground lu:text-sm">
              {t`近 30 天平台对这个智能体的每次调用。用户的消息不会显示，只显示你在测试台发出的消息。`}
            </p>
          </div>
          <SelectField
            label={t`类型`}
            className="lu:w-40"
            value={kind ?? ''}
            onChange={(event) => onKindChange((event.target.value || null) as AgentCallKind | null)}
            options={[
              { value: '', label: t`全部` },
              ...KINDS.map((value) => ({ value, label: kindLabels[value] })),
            ]}
          />
        </div>
        <DataTable
          caption={t`调用记录`}
          aria-label={t`调用记录`}
          tabIndex={0}
          minWidth="44rem"
          columns={[
            {
              key: 'at',
              header: t`时间`,
              nowrap: true,
              className: 'lu:text-muted-foreground lu:tabular-nums',
              cell: (call) => formatTime(call.at),
            },
            {
              key: 'kind',
              header: t`类型`,
              primary: true,
              nowrap: true,
              cell: (call) => (
                <>
                  <span className="lu:text-foreground">{kindLabels[call.kind]}</span>
                  <span className="lu:text-muted-foreground lu:ml-2 lu:text-xs">
                    {protocolLabels[call.protocol]}
                  </span>
                </>
              ),
            },
            {
              key: 'status',
              header: t`结果`,
              nowrap: true,
              cell: (call) =>
                call.status === 'complete' ? (
                  <Badge tone="success">{t`成功`}</Badge>
                ) : call.status === 'stopped' ? (
                  <Badge>{t`已停止`}</Badge>
                ) : (
                  <Badge tone="danger">
                    {call.failure ? failureLabels[call.failure] : t`失败`}
                  </Badge>
                ),
            },
            {
              key: 'first',
              header: t`首个事件`,
              align: 'end',
              nowrap: true,
              className: 'lu:tabular-nums',
              cell: (call) => ms(call.firstEventMs),
            },
            {
              key: 'total',
              header: t`总用时`,
              align: 'end',
              nowrap: true,
              className: 'lu:tabular-nums',
              cell: (call) => ms(call.totalMs),
            },
            {
              key: 'detail',
              header: t`说明`,
              className: 'lu:text-muted-foreground lu:break-words',
              cell: (call) =>
                call.testMessage !== null
                  ? t`测试消息：${call.testMessage}`
                  : call.failureMessage || '—',
            },
          ]}
          rows={calls}
          rowKey={(call) => call.id}
          loading={loading ?? false}
          loadingLabel={t`正在加载调用记录`}
          error={error}
          {...(onRetry ? { onRetry } : {})}
          empty={kind ? t`近 30 天没有这类调用` : t`近 30 天还没有调用`}
          {...(pagination ? { pagination } : {})}
        />
      </section>
    </Card>
  );
}
