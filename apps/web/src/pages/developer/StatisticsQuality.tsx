/**
 * The call quality on an agent's statistics page: its error rate and the time to its first
 * event (median and 95th percentile), counted by the server from the call log over people's
 * calls only (chat turns and legion steps) and at most its last 30 days, which the note says.
 */
import type { AgentStatistics } from '@legion/api';
import { numberFormat, StatCard, StatGrid } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, Timer } from 'lucide-react';
import { useFormatDate } from '../../features/console.tsx';

const PERCENT = { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

export function StatisticsQuality({ quality }: { quality: AgentStatistics['quality'] }) {
  const { t, i18n } = useLingui();
  const formatDate = useFormatDate();
  const ms = (value: number | null) => {
    if (value === null) return '—';
    const amount = i18n.number(value);
    return t`${amount} 毫秒`;
  };
  const [calls, failed] = [i18n.number(quality.calls), i18n.number(quality.failed)];
  const rate = quality.errorRate;
  const since = formatDate(quality.loggedSince);
  return (
    <StatGrid columns={3}>
      <StatCard
        label={t`错误率`}
        value={rate === null ? '—' : numberFormat(i18n.locale, PERCENT).format(rate)}
        hint={t`${calls} 次调用中 ${failed} 次失败`}
        icon={<CircleAlert aria-hidden="true" />}
      />
      <StatCard
        label={t`首个事件 p50 / p95`}
        value={`${ms(quality.firstEventP50Ms)} / ${ms(quality.firstEventP95Ms)}`}
        icon={<Timer aria-hidden="true" />}
      />
      <p className="lu:text-muted-foreground lu:self-center lu:text-xs">
        {t`错误率与首个事件只统计用户的对话与军团步骤（不含测试、检查与审核），自 ${since} 起，最多为最近 30 天。`}
      </p>
    </StatGrid>
  );
}
