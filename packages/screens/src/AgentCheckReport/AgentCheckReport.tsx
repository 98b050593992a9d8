import type { AgentCheck, AgentCheckName, AgentCheckReport as Report } from '@legion/api';
import { Badge, Button, Callout, Card, DataTable } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useId } from 'react';

export interface AgentCheckReportProps {
  /** the latest report; null before the first */
  report: Report | null;
  /** the checks are running (or, for a reviewer, being made as the version opens) */
  running?: boolean | undefined;
  /** a failure to load or to run, with `onRetry`'s button */
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** runs the checks again: the button is shown only with it */
  onRun?: (() => void) | undefined;
  /**
   * the report no longer lets the version be submitted: the version was saved after it, or it
   * is older than its validity
   */
  stale?: boolean | undefined;
  /** a time written in the reader's language */
  formatTime: (iso: string) => string;
}

/**
 * The conformance report of an agent's version: every named check, whether it passed, failed
 * (blocking, or only a warning) or was skipped, what was seen and how long the calls took. The
 * developer runs it before submitting; the reviewer reads it before deciding.
 */
export function AgentCheckReport({
  report,
  running,
  error,
  onRetry,
  onRun,
  stale,
  formatTime,
}: AgentCheckReportProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const names: Record<AgentCheckName, { label: string; hint: string }> = {
    reachable: { label: t`可以连接`, hint: t`地址有 HTTP 应答` },
    answers: { label: t`回答问题`, hint: t`在时限内回答一个固定问题` },
    streams: { label: t`流式返回`, hint: t`以事件流逐段返回回答` },
    ends: { label: t`正常结束`, hint: t`按协议发出结束信号` },
    unsigned: { label: t`拒绝未签名的请求`, hint: t`没有签名的调用应返回 401` },
    wrongSignature: { label: t`拒绝签名错误的请求`, hint: t`用别的密钥签名的调用应返回 401` },
    noCredential: {
      label: t`拒绝没有凭证的请求`,
      hint: t`保存了 API Key 时，不带它的调用应被拒绝`,
    },
    sizeLimits: { label: t`遵守大小限制`, hint: t`回复不超过平台的大小上限` },
    context: { label: t`记住上下文`, hint: t`第二轮对话能说出第一轮给的编号` },
    languages: { label: t`中英文回答`, hint: t`用中文和英文提问，分别用对应语言回答` },
  };
  const outcome = (check: AgentCheck) =>
    check.outcome === 'pass' ? (
      <Badge tone="success">{t({ message: '通过', context: 'check outcome' })}</Badge>
    ) : check.outcome === 'skipped' ? (
      <Badge>{t`未检查`}</Badge>
    ) : check.blocking ? (
      <Badge tone="danger">{t({ message: '未通过', context: 'check outcome' })}</Badge>
    ) : (
      <Badge tone="warning">{t`提醒`}</Badge>
    );
  const ms = (value: number) => {
    const amount = i18n.number(value);
    return t`${amount} 毫秒`;
  };
  const blocking = report?.checks.filter((check) => check.blocking && check.outcome === 'fail');
  const warnings = report?.checks.filter((check) => !check.blocking && check.outcome === 'fail');
  const runLabel = report ? t`重新检查` : t`开始检查`;

  return (
    <Card asChild padding="xl" className="lu:min-w-0 lu:space-y-4" data-slot="agent-check-report">
      <section aria-labelledby={headingId} aria-busy={running ? true : undefined}>
        <div className="lu:flex lu:flex-wrap lu:items-start lu:justify-between lu:gap-3">
          <div className="lu:min-w-0 lu:space-y-1">
            <h2
              id={headingId}
              className="lu:text-foreground lu:flex lu:flex-wrap lu:items-center lu:gap-2 lu:text-lg lu:font-semibold"
            >
              {t`接入检查报告`}
              {report && !running ? (
                report.passed ? (
                  <Badge tone="success">{t({ message: '通过', context: 'check outcome' })}</Badge>
                ) : (
                  <Badge tone="danger">{t({ message: '未通过', context: 'check outcome' })}</Badge>
                )
              ) : null}
            </h2>
            <p className="lu:text-muted-foreground lu:text-sm">
              {t`平台按真实对话的方式调用智能体，检查它能否上架。阻断项全部通过后才能提交审核，提醒项不影响提交。`}
            </p>
          </div>
          {onRun ? (
            <Button
              variant={report?.passed && !stale ? 'outline' : 'primary'}
              onClick={onRun}
              disabled={running}
            >
              {running ? (
                <LoaderCircle aria-hidden="true" className="lu:motion-safe:animate-spin" />
              ) : (
                <ShieldCheck aria-hidden="true" />
              )}
              {running ? t`正在检查…` : runLabel}
            </Button>
          ) : null}
        </div>

        {error ? (
          <Callout tone="danger" icon={<CircleAlert aria-hidden="true" />}>
            <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-3">
              <span>{error}</span>
              {onRetry ? (
                <Button variant="outline" size="sm" onClick={onRetry}>
                  {t`重试`}
                </Button>
              ) : null}
            </div>
          </Callout>
        ) : null}

        {running && !report ? (
          <p
            role="status"
            className="lu:text-muted-foreground lu:flex lu:items-center lu:gap-2 lu:text-sm"
          >
            <LoaderCircle aria-hidden="true" className="lu:size-4 lu:motion-safe:animate-spin" />
            {t`正在检查：会向智能体发送几条消息，通常需要十几秒。`}
          </p>
        ) : null}

        {!report && !running && !error ? (
          <p className="lu:text-muted-foreground lu:text-sm">
            {onRun ? t`还没有检查过。提交审核前，请先检查一次。` : t`这个版本没有检查报告。`}
          </p>
        ) : null}

        {report ? (
          <>
            <p className="lu:text-muted-foreground lu:text-sm">
              {(() => {
                const at = formatTime(report.createdAt);
                const version = report.version;
                return report.requestedBy === 'review'
                  ? t`版本 ${version} · 审核打开时检查于 ${at}`
                  : t`版本 ${version} · 检查于 ${at}`;
              })()}
              {blocking && blocking.length > 0 ? (
                <span className="lu:text-danger">{` · ${t`${blocking.length} 项未通过`}`}</span>
              ) : null}
              {warnings && warnings.length > 0 ? (
                <span className="lu:text-warning-strong">{` · ${t`${warnings.length} 项提醒`}`}</span>
              ) : null}
            </p>
            {stale ? (
              <Callout tone="warning" icon={<CircleAlert aria-hidden="true" />}>
                {t`这份报告已过期或早于最近一次保存，提交前请重新检查。`}
              </Callout>
            ) : null}
            <DataTable
              caption={t`检查项`}
              aria-label={t`检查项`}
              tabIndex={0}
              minWidth="34rem"
              columns={[
                {
                  key: 'name',
                  header: t`检查项`,
                  primary: true,
                  cell: (check) => (
                    <div className="lu:space-y-0.5">
                      <div className="lu:text-foreground lu:font-medium">
                        {names[check.name].label}
                        {check.blocking ? null : (
                          <span className="lu:text-muted-foreground lu:ml-2 lu:text-xs lu:font-normal">
                            {t`提醒项`}
                          </span>
                        )}
                      </div>
                      <div className="lu:text-muted-foreground lu:text-xs">
                        {names[check.name].hint}
                      </div>
                    </div>
                  ),
                },
                { key: 'outcome', header: t`结果`, nowrap: true, cell: outcome },
                {
                  key: 'detail',
                  header: t`说明`,
                  className: 'lu:text-muted-foreground lu:break-words',
                  cell: (check) => (
                    <div className="lu:space-y-0.5">
                      <div>{check.detail || '—'}</div>
                      {check.firstEventMs !== null && check.totalMs !== null ? (
                        <div className="lu:text-foreground lu:tabular-nums lu:text-xs">
                          {t`首个事件 ${ms(check.firstEventMs)} · 总用时 ${ms(check.totalMs)}`}
                        </div>
                      ) : null}
                    </div>
                  ),
                },
              ]}
              rows={report.checks}
              rowKey={(check) => check.name}
            />
          </>
        ) : null}
      </section>
    </Card>
  );
}
