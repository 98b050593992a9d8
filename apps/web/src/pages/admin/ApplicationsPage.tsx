/**
 * Developer application management (/admin): the queue of applications, oldest first
 * so the longest wait comes first, filtered by state, keyword and submit dates, each with
 * its age against the 7-working-day promise.
 */
import type { ApplicationQueue } from '@legion/api';
import { CellText, DataTable, PageContainer, PageHeader } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { useIndustryName } from '../../features/developer/industry.tsx';
import {
  QueueFilters,
  queueInput,
  queueSort,
  ReviewLink,
  useQueueColumns,
  useQueueParams,
} from './queue.tsx';

export default function ApplicationsPage() {
  const { t } = useLingui();
  const industryName = useIndustryName();
  const queueColumns = useQueueColumns<ApplicationQueue['items'][number]>();
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
      <DataTable
        caption={t`开发者申请`}
        aria-busy={query.isFetching}
        minWidth="48rem"
        columns={[
          {
            key: 'developer',
            header: t`申请人`,
            primary: true,
            cell: (row) => (
              <CellText
                title={row.developerName}
                detail={
                  <>
                    {row.companyName} · {industryName(row.industry)}
                    {row.submissions > 1 ? ` · ${t`第 ${row.submissions} 次提交`}` : ''}
                  </>
                }
              />
            ),
          },
          {
            key: 'mobile',
            header: t`手机号`,
            nowrap: true,
            className: 'lu:text-muted-foreground lu:font-mono lu:text-xs',
            cell: (row) => row.mobile,
          },
          ...queueColumns,
        ]}
        rows={query.data?.items ?? []}
        rowKey={(row) => row.id}
        {...queueSort(filters)}
        rowClassName={(row) => (row.overdue ? 'lu:bg-danger/5' : undefined)}
        rowActions={(row) => (
          <ReviewLink
            status={row.status}
            href={`/admin/dev/review/${row.id}`}
            name={row.developerName}
          />
        )}
        loading={query.isPending}
        loadingLabel={t`正在加载申请`}
        error={query.isError ? t`申请列表加载失败` : undefined}
        onRetry={() => void query.refetch()}
        empty={
          filters.q || filters.from || filters.to ? t`没有符合条件的申请` : t`没有待处理的申请`
        }
        summary={query.data ? t`共 ${query.data.total} 条` : undefined}
        pagination={
          query.data && {
            page: query.data.page,
            pageSize: query.data.pageSize,
            total: query.data.total,
            onPageChange: (page) => filters.set({ page }),
          }
        }
      />
    </PageContainer>
  );
}
