/**
 * Legion review (/admin/legions): the submitted legions by status, oldest first. A row
 * opens the submission — its flow, members with roles and instructions, names and descriptions
 * in both languages — to approve it, or reject it with a reason. Approval publishes it only
 * when every member is on the market; the server says so (409) otherwise, and the dialog names
 * the members that are not.
 */
import { LegionFlowBadge, useLegionText } from '@legion/screens';
import { Button, DataTable, Dialog, PageContainer, PageHeader, StatusBadge } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';
import { useFormatDate } from '../../features/console.tsx';
import { LegionSubmission, QUEUE_KEY } from './LegionSubmission.tsx';
import { QueueFilters, useQueueParams } from './queue.tsx';

export default function LegionVersionsPage() {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const legionText = useLegionText();
  const filters = useQueueParams();
  const { status, q, from, to } = filters;
  const [openId, setOpenId] = useState<string | null>(null);
  const queue = useQuery({
    queryKey: [QUEUE_KEY, status, q, from, to],
    queryFn: () =>
      api.call('adminLegionVersions', {
        status,
        ...(q ? { q } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      }),
    placeholderData: keepPreviousData,
  });
  const open = queue.data?.items.find((item) => item.id === openId) ?? null;

  return (
    <PageContainer>
      <PageHeader
        title={t`军团审核`}
        description={t`开发者提交的军团，按提交时间从早到晚排列。所有成员都已上架，军团才能发布。`}
      />
      <QueueFilters
        statusOptions={[
          { value: 'pending', label: t`待审核` },
          { value: 'rejected', label: t`未通过` },
          { value: 'approved', label: t`已通过` },
          { value: 'all', label: t`全部` },
        ]}
        status={status}
        q={q}
        from={from}
        to={to}
        searchLabel={t`关键词`}
        searchPlaceholder={t`军团名称或开发者`}
        onChange={filters.set}
      />
      <DataTable
        caption={t`军团申请`}
        aria-busy={queue.isFetching}
        minWidth="44rem"
        columns={[
          {
            key: 'legion',
            header: t`军团`,
            primary: true,
            cell: (item) => (
              <>
                <p className="lu:text-foreground lu:font-medium">{legionText(item).name}</p>
                <p className="lu:text-muted-foreground lu:mt-0.5 lu:flex lu:flex-wrap lu:items-center lu:gap-2 lu:text-xs">
                  <LegionFlowBadge flow={item.flow} />
                  {t`${plural(item.members.length, { other: '# 个成员' })}`}
                </p>
              </>
            ),
          },
          {
            key: 'developer',
            header: t`开发者`,
            className: 'lu:text-foreground',
            cell: (item) => item.developerName,
          },
          { key: 'status', header: t`状态`, cell: (item) => <StatusBadge status={item.status} /> },
          {
            key: 'submittedAt',
            header: t`提交时间`,
            nowrap: true,
            className: 'lu:text-muted-foreground',
            cell: (item) => formatDate(item.submittedAt, true),
          },
        ]}
        rows={queue.data?.items ?? []}
        rowKey={(item) => item.id}
        rowActions={(item) => (
          <Button
            variant={item.status === 'pending' ? 'primary' : 'outline'}
            size="sm"
            aria-haspopup="dialog"
            onClick={() => setOpenId(item.id)}
          >
            {item.status === 'pending' ? t`审核` : t`查看`}
            <span className="lu:sr-only"> {legionText(item).name}</span>
          </Button>
        )}
        loading={queue.isPending}
        loadingLabel={t`正在加载军团申请`}
        error={queue.isError ? t`军团申请加载失败` : undefined}
        onRetry={() => void queue.refetch()}
        empty={
          q || from || to
            ? t`没有符合条件的军团申请`
            : status === 'pending'
              ? t`没有待审核的军团`
              : status === 'approved'
                ? t`还没有通过的军团`
                : status === 'rejected'
                  ? t`还没有驳回的军团`
                  : t`还没有军团申请`
        }
        summary={queue.data ? t`共 ${queue.data.items.length} 条` : undefined}
      />
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpenId(null)}>
        {open ? <LegionSubmission item={open} onClose={() => setOpenId(null)} /> : null}
      </Dialog>
    </PageContainer>
  );
}
