/**
 * One run of a legion on its page: sends the message, folds the stream's events into the
 * steps as they come (a step starts, its output grows, it ends), keeps the answer, and stops.
 */
import { ApiError, type LegionStep, NETWORK_ERROR } from '@legion/api';
import type { LegionRun } from '@legion/screens';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api.ts';
import { streamLegionRun } from './legion-run.ts';

export type LegionRunState = LegionRun;

const IDLE: LegionRunState = {
  phase: 'idle',
  steps: [],
  answer: '',
  durationMs: null,
  error: null,
};

const upsert = (steps: LegionStep[], step: LegionStep) =>
  steps.some((entry) => entry.index === step.index)
    ? steps.map((entry) => (entry.index === step.index ? step : entry))
    : [...steps, step].sort((a, b) => a.index - b.index);

export function useLegionRun(legionId: string) {
  const { t } = useLingui();
  const [state, setState] = useState<LegionRunState>(IDLE);
  const controllerRef = useRef<AbortController | null>(null);

  // leaving the page ends the request
  useEffect(() => () => controllerRef.current?.abort(), []);

  const run = useCallback(
    async (message: string) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setState({ ...IDLE, phase: 'running' });
      try {
        const done = await streamLegionRun(
          legionId,
          { message },
          {
            signal: controller.signal,
            api,
            onEvent(event) {
              setState((current) => {
                switch (event.type) {
                  case 'step':
                  case 'stepDone':
                    return { ...current, steps: upsert(current.steps, event.data.step) };
                  case 'delta':
                    return {
                      ...current,
                      steps: current.steps.map((step) =>
                        step.index === event.data.index
                          ? { ...step, output: step.output + event.data.text }
                          : step,
                      ),
                    };
                  case 'done':
                    return {
                      ...current,
                      phase: event.data.status,
                      steps: event.data.steps.length > 0 ? event.data.steps : current.steps,
                      answer: event.data.answer,
                      durationMs: event.data.durationMs,
                    };
                  default:
                    return current;
                }
              });
            },
          },
        );
        if (!done) {
          setState((current) => ({
            ...current,
            phase: 'error',
            error: t`运行没有正常结束，请重试。`,
          }));
        }
      } catch (error) {
        if (controller.signal.aborted) {
          if (controllerRef.current !== controller) return; // a newer run took over
          // stopped by the person: what was written stays, the running step is marked stopped
          setState((current) => ({
            ...current,
            phase: 'stopped',
            steps: current.steps.map((step) =>
              step.status === 'running' ? { ...step, status: 'stopped' } : step,
            ),
          }));
          return;
        }
        let reason: string;
        if (error instanceof ApiError && error.status === 401)
          reason = t`登录已过期，请重新登录后再试。`;
        else if (error instanceof ApiError && error.code === NETWORK_ERROR)
          reason = t`网络连接失败，请检查网络后重试。`;
        else reason = error instanceof Error ? error.message : t`运行失败，请重试。`;
        setState((current) => ({
          ...current,
          phase: 'error',
          error: reason,
          steps: current.steps.map((step) =>
            step.status === 'running' ? { ...step, status: 'stopped' } : step,
          ),
        }));
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [legionId, t],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  return { ...state, run, stop };
}
