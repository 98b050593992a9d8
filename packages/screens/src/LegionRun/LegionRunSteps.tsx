/**
 * A legion's run as it happens: one card per step (the router's pick, each member's work) with
 * its role, agent, state, input (folded), output as it streams and time, then the outcome —
 * the answer highlighted, or why the run did not finish.
 */
import type { LegionStep } from '@legion/api';
import { Callout, Card, cn, numberFormat, Spinner } from '@legion/ui';
import { Markdown } from '@legion/ui/markdown';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, CircleStop, CircleX, Sparkles } from 'lucide-react';
import { useLocalized } from '../LegionFlow/labels.ts';

/** where a run is: not started, streaming, or how it ended */
export type LegionRunPhase = 'idle' | 'running' | 'complete' | 'failed' | 'stopped' | 'error';

export interface LegionRun {
  phase: LegionRunPhase;
  /** the steps so far, in order; a running step's output grows */
  steps: LegionStep[];
  /** the last member's output, once the run is complete */
  answer: string;
  durationMs: number | null;
  /** what went wrong with the request itself, in words */
  error: string | null;
}

export type LegionRunStepsProps = LegionRun & {
  /** why a failed step failed, in words a person can act on */
  describeFailure: (step: LegionStep) => string;
};

function useSeconds() {
  const { i18n } = useLingui();
  return (ms: number | null) =>
    ms === null ? null : numberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(ms / 1000);
}

const STATE_LOOK = {
  running: 'lu:text-primary',
  complete: 'lu:text-success-strong',
  failed: 'lu:text-danger',
  stopped: 'lu:text-muted-foreground',
} as const;

function StepState({ step }: { step: LegionStep }) {
  const { t } = useLingui();
  const label = { running: t`运行中`, complete: t`完成`, failed: t`失败`, stopped: t`已停止` }[
    step.status
  ];
  const Icon = { complete: CircleCheck, failed: CircleX, stopped: CircleStop, running: null }[
    step.status
  ];
  return (
    <span
      className={cn(
        'lu:inline-flex lu:items-center lu:gap-1.5 lu:text-xs lu:font-medium',
        STATE_LOOK[step.status],
      )}
    >
      {Icon ? (
        <Icon aria-hidden="true" className="lu:size-3.5" />
      ) : (
        <Spinner size="sm" aria-hidden="true" label="" />
      )}
      {label}
    </span>
  );
}

function StepCard({
  step,
  describeFailure,
}: {
  step: LegionStep;
  describeFailure: (step: LegionStep) => string;
}) {
  const { t } = useLingui();
  const name = useLocalized()(step);
  const seconds = useSeconds()(step.durationMs);
  const role = step.kind === 'route' ? t`分派者` : step.role;
  return (
    <Card
      asChild
      padding="sm"
      className={cn(
        'lu:bg-background lu:space-y-2',
        step.status === 'failed' && 'lu:border-danger/40',
      )}
    >
      <li
        aria-busy={step.status === 'running' || undefined}
        aria-label={t`第 ${step.index + 1} 步：${role} · ${name}`}
      >
        <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-x-3 lu:gap-y-1">
          <span className="lu:bg-muted lu:text-muted-foreground lu:inline-flex lu:size-6 lu:shrink-0 lu:items-center lu:justify-center lu:rounded-full lu:text-xs lu:font-semibold lu:tabular-nums">
            {step.index + 1}
          </span>
          <p className="lu:min-w-40 lu:flex-1 lu:text-sm">
            <span className="lu:text-primary lu:font-medium">{role}</span>
            <span className="lu:text-muted-foreground"> · </span>
            <span className="lu:font-medium">{name}</span>
          </p>
          <span className="lu:ml-auto lu:flex lu:items-center lu:gap-3">
            <StepState step={step} />
            {seconds !== null ? (
              <span className="lu:text-muted-foreground lu:text-xs lu:tabular-nums">{t`用时 ${seconds} 秒`}</span>
            ) : null}
          </span>
        </div>
        {step.input ? (
          <details className="lu:text-sm">
            <summary className="lu:text-muted-foreground lu:hover:text-foreground lu:w-fit lu:cursor-pointer lu:text-xs lu:select-none">
              {t`收到的输入`}
            </summary>
            <p className="lu:bg-muted lu:mt-1.5 lu:rounded-md lu:px-3 lu:py-2 lu:break-words lu:whitespace-pre-wrap">
              {step.input}
            </p>
          </details>
        ) : null}
        {step.output ? (
          <Markdown streaming={step.status === 'running'} className="lu:text-sm">
            {step.output}
          </Markdown>
        ) : step.status === 'running' ? (
          <p className="lu:text-muted-foreground lu:text-sm">{t`等待输出…`}</p>
        ) : null}
        {step.status === 'failed' ? (
          <Callout tone="danger" role="none" icon={<CircleAlert aria-hidden="true" />}>
            {describeFailure(step)}
          </Callout>
        ) : null}
      </li>
    </Card>
  );
}

/** The steps of a legion's run as they stream, and how the run ended. */
export function LegionRunSteps({
  phase,
  steps,
  answer,
  durationMs,
  error,
  describeFailure,
}: LegionRunStepsProps) {
  const { t } = useLingui();
  const seconds = useSeconds()(durationMs);
  return (
    <div data-slot="legion-run-steps" className="lu:space-y-3">
      <ol aria-label={t`运行过程`} className="lu:space-y-2">
        {steps.map((step) => (
          <StepCard key={step.index} step={step} describeFailure={describeFailure} />
        ))}
      </ol>
      {phase === 'running' && steps.length === 0 ? (
        <Spinner className="lu:w-full lu:py-6" label={t`正在启动军团`} />
      ) : null}
      {phase === 'complete' ? (
        <Card
          asChild
          padding="md"
          className="lu:border-primary/40 lu:bg-primary-soft lu:space-y-1.5"
        >
          <section aria-label={t`最终回答`}>
            <h3 className="lu:text-primary lu:flex lu:flex-wrap lu:items-center lu:gap-x-2 lu:text-sm lu:font-semibold">
              <Sparkles aria-hidden="true" className="lu:size-4" />
              {t`最终回答`}
              {seconds !== null ? (
                <span className="lu:text-muted-foreground lu:text-xs lu:font-normal">
                  {t`全程用时 ${seconds} 秒`}
                </span>
              ) : null}
            </h3>
            <Markdown>{answer}</Markdown>
          </section>
        </Card>
      ) : null}
      {phase === 'failed' ? (
        <Callout tone="danger">{t`有成员没能完成，军团没有给出回答。`}</Callout>
      ) : null}
      {phase === 'stopped' ? (
        <p
          role="status"
          className="lu:bg-muted lu:text-muted-foreground lu:rounded-md lu:px-3 lu:py-2 lu:text-sm"
        >
          {t`已停止运行。`}
        </p>
      ) : null}
      {phase === 'error' && error ? <Callout tone="danger">{error}</Callout> : null}
    </div>
  );
}
