/**
 * The orchestration editor's test run: sends a message through the flow as it stands in the
 * form (nothing saved) and folds the streamed steps into what the run shows, one run at a time.
 */
import {
  ApiError,
  type LegionFlowInput,
  type LegionRunEvent,
  type LegionStep,
  legionRunEventSchemas,
} from '@legion/api';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api.ts';
import type { LegionRunState } from './useLegionRun.ts';

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
