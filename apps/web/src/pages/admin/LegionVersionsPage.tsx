/**
 * Legion review (/admin/legions, issue 9): the submitted legions by status, oldest first. A row
 * opens the submission — its flow, members with roles and instructions, names and descriptions
 * in both languages — to approve it, or reject it with a reason. Approval publishes it only
 * when every member is on the market; the server says so (409) otherwise, and the dialog names
 * the members that are not.
 */
import type { LegionReviewItem } from '@legion/api';
import {
  Button,
  Dialog,
  ErrorState,
  PageContainer,
  PageHeader,
  ResponsiveTable,
  Spinner,
  StatusBadge,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../api.ts';
import { TableHead, useFormatDate } from '../console.tsx';
import { FlowBadge, useLegionText } from '../../features/legion/flow.tsx';
import { LegionSubmission, QUEUE_KEY } from './LegionSubmission.tsx';
import { QueueFilters, useQueueParams } from './queue.tsx';

export default function LegionVersionsPage() {
  const { t } = useLingui();
  const formatDate = useFormatDate();
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

  let body: React.ReactNode;
  if (queue.isPending) body = <Spinner className="w-full py-16" label={t`正在加载军团申请`} />;
  else if (queue.isError)
    body = <ErrorState message={t`军团申请加载失败`} onRetry={() => void queue.refetch()} />;
  else if (queue.data.items.length === 0)
    body = (
      <div className="flex flex-col items-center gap-2 py-16 text-center">
        <Inbox aria-hidden="true" className="text-muted-foreground size-10" />
        <p className="text-foreground font-medium">
          {q || from || to
            ? t`没有符合条件的军团申请`
            : status === 'pending'
              ? t`没有待审核的军团`
              : status === 'approved'
                ? t`还没有通过的军团`
                : status === 'rejected'
                  ? t`还没有驳回的军团`
                  : t`还没有军团申请`}
        </p>
      </div>
    );
  else
    body = (
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{t`军团申请`}</caption>
        <TableHead
          columns={[
            { label: t`军团` },
            { label: t`开发者` },
            { label: t`状态` },
            { label: t`提交时间` },
            { label: t`操作`, end: true },
          ]}
        />
        <tbody className="divide-border divide-y">
          {queue.data.items.map((item) => (
            <LegionRow
              key={item.id}
              item={item}
              onOpen={() => setOpenId(item.id)}
              formatDate={formatDate}
            />
          ))}
        </tbody>
      </table>
    );

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
      <ResponsiveTable aria-busy={queue.isFetching}>
        {queue.data ? (
          <p className="border-border text-muted-foreground border-b px-4 py-2 text-xs">
            {t`共 ${queue.data.items.length} 条`}
          </p>
        ) : null}
        {body}
      </ResponsiveTable>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpenId(null)}>
        {open ? <LegionSubmission item={open} onClose={() => setOpenId(null)} /> : null}
      </Dialog>
    </PageContainer>
  );
}

function LegionRow({
  item,
  onOpen,
  formatDate,
}: {
  item: LegionReviewItem;
  onOpen: () => void;
  formatDate: ReturnType<typeof useFormatDate>;
}) {
  const { t } = useLingui();
  const { name } = useLegionText()(item);
  return (
    <tr>
      <td className="px-4 py-3">
        <p className="text-foreground font-medium">{name}</p>
        <p className="text-muted-foreground mt-0.5 flex flex-wrap items-center gap-2 text-xs">
          <FlowBadge flow={item.flow} />
          {t`${plural(item.members.length, { other: '# 个成员' })}`}
        </p>
      </td>
      <td className="text-foreground px-4 py-3">{item.developerName}</td>
      <td className="px-4 py-3">
        <StatusBadge status={item.status} />
      </td>
      <td className="text-muted-foreground px-4 py-3 whitespace-nowrap">
        {formatDate(item.submittedAt, true)}
      </td>
      <td className="px-4 py-3 text-right">
        <Button
          variant={item.status === 'pending' ? 'primary' : 'outline'}
          size="sm"
          aria-haspopup="dialog"
          onClick={onOpen}
        >
          {item.status === 'pending' ? t`审核` : t`查看`}
          <span className="sr-only"> {name}</span>
        </Button>
      </td>
    </tr>
  );
}
