/**
 * Developer application management (SPEC §2 /admin): the queue of applications, oldest first
 * so the longest wait comes first, filtered by state, keyword and submit dates, each with
 * its age against the 7-working-day promise.
 */
import {
  Button,
  ErrorState,
  Link,
  PageContainer,
  PageHeader,
  ResponsiveTable,
  Spinner,
  StatusBadge,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { api } from '../../api.ts';
import { ResultPagination, useFormatDate } from '../console.tsx';
import { QueueFilters, queueInput, SubmittedHeader, useQueueParams, WaitCell } from './queue.tsx';

export default function ApplicationsPage() {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const filters = useQueueParams();
  const query = useQuery({
    queryKey: [
      'admin-applications',
      filters.status,
      filters.q,
      filters.from,
      filters.to,
      filters.sort,
      filters.page,
    ],
    queryFn: () => api.call('adminApplications', queueInput(filters)),
    placeholderData: keepPreviousData,
  });

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner className="w-full py-16" label={t`正在加载申请`} />;
  else if (query.isError)
    body = <ErrorState message={t`申请列表加载失败`} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0)
    body = (
      <div className="flex flex-col items-center gap-2 py-16 text-center">
        <Inbox aria-hidden="true" className="text-muted-foreground size-10" />
        <p className="text-foreground font-medium">
          {filters.q || filters.from || filters.to ? t`没有符合条件的申请` : t`没有待处理的申请`}
        </p>
      </div>
    );
  else
    body = (
      <>
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">{t`开发者申请`}</caption>
          <thead className="bg-muted/60 text-muted-foreground text-xs">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">{t`申请人`}</th>
              <th scope="col" className="px-4 py-2 font-medium">{t`手机号`}</th>
              <th scope="col" className="px-4 py-2 font-medium">{t`状态`}</th>
              <SubmittedHeader filters={filters} />
              <th scope="col" className="px-4 py-2 font-medium">{t`等待`}</th>
              <th scope="col" className="px-4 py-2 text-right font-medium">{t`操作`}</th>
            </tr>
          </thead>
          <tbody className="divide-border divide-y">
            {query.data.items.map((row) => (
              <tr key={row.id} className={row.overdue ? 'bg-danger/5' : undefined}>
                <td className="px-4 py-3">
                  <p className="text-foreground font-medium">{row.developerName}</p>
                  <p className="text-muted-foreground text-xs">
                    {row.companyName} · {row.industry}
                    {row.submissions > 1 ? ` · ${t`第 ${row.submissions} 次提交`}` : ''}
                  </p>
                </td>
                <td className="text-muted-foreground px-4 py-3 font-mono text-xs whitespace-nowrap">
                  {row.mobile}
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={row.status} />
                </td>
                <td className="text-muted-foreground px-4 py-3 whitespace-nowrap">
                  {formatDate(row.submittedAt, true)}
                </td>
                <td className="px-4 py-3">
                  <WaitCell clock={row} status={row.status} />
                </td>
                <td className="px-4 py-3 text-right">
                  <Button
                    asChild
                    variant={row.status === 'pending' ? 'primary' : 'outline'}
                    size="sm"
                  >
                    <Link href={`/admin/dev/review/${row.id}`}>
                      {row.status === 'pending' ? t`审核` : t`查看`}
                      <span className="sr-only"> {row.developerName}</span>
                    </Link>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ResultPagination result={query.data} onPageChange={(page) => filters.set({ page })} />
      </>
    );

  return (
    <PageContainer>
      <PageHeader
        title={t`开发者审核`}
        description={t`按提交时间从早到晚排列；超过 7 个工作日仍未处理的申请会标记为已超期。`}
      />
      <QueueFilters
        statusOptions={[
          { value: 'pending', label: t`待审核` },
          { value: 'rejected', label: t`未通过` },
          { value: 'approved', label: t`已通过` },
          { value: 'all', label: t`全部` },
        ]}
        status={filters.status}
        q={filters.q}
        from={filters.from}
        to={filters.to}
        searchLabel={t`关键词`}
        searchPlaceholder={t`姓名、公司或手机号`}
        onChange={filters.set}
      />
      <ResponsiveTable aria-busy={query.isFetching}>
        {query.data ? (
          <p className="border-border text-muted-foreground border-b px-4 py-2 text-xs">
            {t`共 ${query.data.total} 条`}
          </p>
        ) : null}
        {body}
      </ResponsiveTable>
    </PageContainer>
  );
}
