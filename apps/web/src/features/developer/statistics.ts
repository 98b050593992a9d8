/**
 * An agent's statistics page state and data: the period in the address (?days=7|30|90, or
 * ?from=…&to=…, never ending after today), the checks of a chosen period, the figures and the
 * subscribers page by page.
 */
import { STATISTICS_MAX_DAYS, STATISTICS_RANGES } from '@legion/api';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';

const DAY_MS = 86_400_000;
const USERS_PAGE_SIZE = 10;
export type RangeKey = '7' | '30' | '90' | 'custom';

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** the earlier of two YYYY-MM-DD days */
const earlierDay = (a: string, b: string) => [a, b].sort()[0] ?? a;
const isDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** the range in the address, and choosing another */
export function useRange() {
  const [params, setParams] = useSearchParams();
  const today = isoDay(Date.now());
  const from = params.get('from');
  const to = params.get('to');
  let range: { key: RangeKey; from: string; to: string };
  // a range in the address that ends after today ends today (the server refuses the future)
  if (isDay(from) && isDay(to)) {
    const end = earlierDay(to, today);
    range = { key: 'custom', from: earlierDay(from, end), to: end };
  } else {
    const days = Number(params.get('days'));
    const chosen = (STATISTICS_RANGES as readonly number[]).includes(days) ? days : 7;
    range = {
      key: String(chosen) as RangeKey,
      from: isoDay(Date.now() - (chosen - 1) * DAY_MS),
      to: today,
    };
  }
  const update = (change: (copy: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        change(copy);
        return copy;
      },
      { replace: true },
    );
  /** a preset, or "custom" starting from the period shown */
  const choose = (key: RangeKey) =>
    update((copy) => {
      copy.delete('from');
      copy.delete('to');
      if (key === 'custom') {
        copy.set('from', range.from);
        copy.set('to', range.to);
        copy.delete('days');
      } else copy.set('days', key);
    });
  const apply = (nextFrom: string, nextTo: string) =>
    update((copy) => {
      copy.set('from', nextFrom);
      copy.set('to', nextTo);
      copy.delete('days');
    });
  return { ...range, choose, apply };
}

/** the custom period's two days as typed, checked before they go to the address */
export function useCustomRange(
  from: string,
  to: string,
  onApply: (from: string, to: string) => void,
) {
  const { t } = useLingui();
  const [start, setStart] = useState(from);
  const [end, setEnd] = useState(to);
  const [problem, setProblem] = useState<string | null>(null);
  function apply() {
    if (!isDay(start) || !isDay(end)) return setProblem(t`请选择开始和结束日期`);
    if (start > end) return setProblem(t`开始日期不能晚于结束日期`);
    if (end > isoDay(Date.now())) return setProblem(t`结束日期不能晚于今天`);
    if ((Date.parse(end) - Date.parse(start)) / DAY_MS >= STATISTICS_MAX_DAYS)
      return setProblem(t`时间段最长 ${STATISTICS_MAX_DAYS} 天`);
    setProblem(null);
    onApply(start, end);
  }
  const change = (range: { from: string; to: string }) => {
    setStart(range.from);
    setEnd(range.to);
  };
  return { value: { from: start, to: end }, change, problem, apply };
}

export function useAgentStatistics(id: string, from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: ['agent-statistics', id, from, to],
    queryFn: () => api.call('agentStatistics', { id, from, to }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAgentUsers(id: string) {
  const [page, setPage] = useState(1);
  const users = useQuery({
    queryKey: ['agent-users', id, page],
    queryFn: () => api.call('agentUsers', { id, page, pageSize: USERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return { users, setPage };
}
