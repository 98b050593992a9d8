// Loaded on its own, so the charting library is fetched only when statistics show.
import type { AgentStatistics } from '@legion/api';
import { TrendChart } from '@legion/ui/charts';
import { useLingui } from '@lingui/react/macro';

export default function StatisticsTrend({ trend }: { trend: AgentStatistics['trend'] }) {
  const { t } = useLingui();
  return (
    <TrendChart
      data={trend}
      label={t`所选时间段的新增用户、活跃用户与订单`}
      dateLabel={t`日期`}
      height={280}
      series={[
        { key: 'newUsers', label: t`新增用户`, token: 'primary' },
        { key: 'activeUsers', label: t`活跃用户`, token: 'success' },
        { key: 'orders', label: t`订单`, token: 'accent' },
      ]}
    />
  );
}
