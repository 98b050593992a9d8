// Loaded on its own, so the charting library is fetched only when an agent's overview shows.
import type { AgentOverview } from '@legion/api';
import { TrendChart } from '@legion/ui/charts';
import { useLingui } from '@lingui/react/macro';

export default function AgentTrend({ trend }: { trend: AgentOverview['trend'] }) {
  const { t } = useLingui();
  return (
    <TrendChart
      data={trend}
      label={t`近 30 天的新增订阅、活跃用户与订单`}
      dateLabel={t`日期`}
      series={[
        { key: 'subscribers', label: t`新增订阅`, token: 'primary' },
        { key: 'activeUsers', label: t`活跃用户`, token: 'success' },
        { key: 'orders', label: t`订单`, token: 'accent' },
      ]}
    />
  );
}
