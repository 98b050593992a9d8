/**
 * Plugin application management (/admin/plugins): every submitted agent version, new
 * agents and new versions of published ones, oldest first, with its wait.
 */
import type { AgentQueue } from '@legion/api';
import { CellText, DataTable, PageContainer, PageHeader } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { useAgentName } from '../../hooks/agent-name.ts';
import {
  QueueFilters,
  queueInput,
  queueSort,
  ReviewLink,
  useQueueColumns,
  useQueueParams,
} from './queue.tsx';

export default function AgentVersionsPage() {
  const { t } = useLingui();
  const queueColumns = useQueueColumns<AgentQueue['items'][number]>();
  const name = useAgentName();
  const filters = useQueueParams();
  const query = useQuery({
    queryKey: [
      'admin-agent-versions',
      filters.status,
      filters.q,
      filters.from,
      filters.to,
      filters.sort,
      filters.page,
    ],
    queryFn: () => api.call('adminAgentVersions', queueInput(filters)),
    placeholderData: keepPreviousData,
  });

  return (
    <PageContainer>
      <PageHeader
        title={t`插件审核`}
        description={t`新插件和已上架插件的新版本，按提交时间从早到晚排列。`}
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
        searchPlaceholder={t`插件名称、公司或开发者`}
        onChange={filters.set}
      />
      <DataTable
        caption={t`插件申请`}
        aria-busy={query.isFetching}
        minWidth="48rem"
        columns={[
          {
            key: 'agent',
            header: t`插件`,
            primary: true,
            cell: (row) => (
              <CellText
                image={row.logo}
                title={name(row)}
                detail={
                  <>
                    v{row.version}
                    {row.submission > 1 ? ` · ${t`第 ${row.submission} 次提交`}` : ''} ·{' '}
                    {row.isUpdate ? t`已上架插件的新版本` : t`新插件`}
                  </>
                }
              />
            ),
          },
          {
            key: 'developer',
            header: t`开发者`,
            cell: (row) => (
              <CellText weight="normal" title={row.developerName} detail={row.company} />
            ),
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
            href={`/admin/plugins/review/${row.id}`}
            name={name(row)}
          />
        )}
        loading={query.isPending}
        loadingLabel={t`正在加载插件申请`}
        error={query.isError ? t`插件申请加载失败` : undefined}
        onRetry={() => void query.refetch()}
        empty={
          filters.q || filters.from || filters.to
            ? t`没有符合条件的插件申请`
            : t`没有待处理的插件申请`
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
