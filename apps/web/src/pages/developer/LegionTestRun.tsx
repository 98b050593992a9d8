/**
 * The orchestration editor's test run: sends a message through the flow as it stands in the
 * form (nothing saved) and shows each step as it streams with the legion page's `RunSteps` —
 * who works on it, what it was given, what it writes, how long it took, why it failed — then
 * the answer.
 */
import {
  ApiError,
  type LegionFlowInput,
  type LegionRunEvent,
  type LegionStep,
  legionRunEventSchemas,
} from '@legion/api';
import { Button, TextAreaField } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { CircleStop, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api.ts';
import { RunSteps } from '../../features/legion/RunSteps.tsx';
import type { LegionRunState } from '../../features/legion/useLegionRun.ts';
import { SidePanel } from './LegionFlow.tsx';

const withStep = (steps: LegionStep[], step: LegionStep) =>
  steps.some((entry) => entry.index === step.index)
    ? steps.map((entry) => (entry.index === step.index ? step : entry))
    : [...steps, step].sort((a, b) => a.index - b.index);

/** folds one event of a run's stream into what the run shows */
export function foldRunEvent(run: LegionRunState, event: LegionRunEvent): LegionRunState {
  if (event.type === 'done') {
    const { status, steps, answer, durationMs } = event.data;
    return {
      ...run,
      phase: status,
      steps: steps.length > 0 ? steps : run.steps,
      answer,
      durationMs,
    };
  }
  if (event.type === 'delta') {
    const { index, text } = event.data;
    const grown = (step: LegionStep) =>
      step.index === index ? { ...step, output: step.output + text } : step;
    return { ...run, steps: run.steps.map(grown) };
  }
  return { ...run, steps: withStep(run.steps, event.data.step) };
}

const stopRunning = (steps: LegionStep[]) =>
  steps.map(
    (step): LegionStep => (step.status === 'running' ? { ...step, status: 'stopped' } : step),
  );

/** runs a draft flow, one run at a time; stopping aborts the request */
export function useLegionTestRun() {
  const { t } = useLingui();
  // null until the first run
  const [run, setRun] = useState<LegionRunState | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  // leaving the page ends the request
  useEffect(() => () => controllerRef.current?.abort(), []);

  /** the run ended early: a step still running stops where it is */
  const end = useCallback(
    (phase: 'stopped' | 'error', error: string | null) =>
      setRun(
        (current) => current && { ...current, phase, error, steps: stopRunning(current.steps) },
      ),
    [],
  );

  const start = useCallback(
    async (message: string, flow: LegionFlowInput) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setRun({ phase: 'running', steps: [], answer: '', durationMs: null, error: null });
      try {
        const done = await api.stream(
          'legionTestRun',
          { message, flow },
          {
            events: legionRunEventSchemas,
            signal: controller.signal,
            onEvent: (event) => setRun((current) => current && foldRunEvent(current, event)),
          },
        );
        // a stream that ended without saying how the run ended
        if (!done) end('error', t`试运行没有正常结束，请重试。`);
      } catch (error) {
        // a newer run took over
        if (controller.signal.aborted && controllerRef.current !== controller) return;
        if (controller.signal.aborted) end('stopped', null);
        else end('error', error instanceof ApiError ? error.message : t`试运行失败，请重试。`);
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [end, t],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);
  return { run, start, stop };
}

export function TestRunPanel({
  onRun,
  run,
  onStop,
}: {
  /** starts a run with the message; the form checks the flow first */
  onRun: (message: string) => void;
  run: LegionRunState | null;
  onStop: () => void;
}) {
  const { t } = useLingui();
  const [message, setMessage] = useState('');
  const running = run?.phase === 'running';
  return (
    <SidePanel id="legion-test-run" title={t`试运行`}>
      <p className="text-muted-foreground text-xs">
        {t`用当前编辑中的成员和流程跑一次，不会保存或提交。`}
      </p>
      <form
        className="space-y-2"
        aria-label={t`试运行`}
        onSubmit={(event) => {
          event.preventDefault();
          if (message.trim() && !running) onRun(message.trim());
        }}
      >
        <TextAreaField
          label={t`测试消息`}
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={t`例如：帮我算一下 (3 + 4) * 5`}
        />
        <div className="flex justify-end gap-2">
          {running ? (
            <Button type="button" variant="outline" onClick={onStop}>
              <CircleStop aria-hidden="true" />
              {t`停止`}
            </Button>
          ) : null}
          <Button type="submit" disabled={running || !message.trim()}>
            <Play aria-hidden="true" />
            {t`试运行`}
          </Button>
        </div>
      </form>
      {run ? <RunSteps {...run} /> : null}
    </SidePanel>
  );
}
