/**
 * Legion review (/admin/legions, issue 9): the submitted legions by status, oldest first. A row
 * opens the submission — its flow, members with roles and instructions, names and descriptions
 * in both languages — to approve it, or reject it with a reason. Approval publishes it only
 * when every member is on the market; the server says so (409) otherwise, and the dialog names
 * the members that are not.
 */
import { ApiError, type LegionReviewItem } from '@legion/api';
import {
  Button,
  Callout,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  ErrorState,
  PageContainer,
  PageHeader,
  ResponsiveTable,
  Spinner,
  StatusBadge,
  TextAreaField,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Inbox, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { api } from '../../api.ts';
import { useAgentName } from '../../hooks/agent-name.ts';
import { REVIEW_COUNTS_KEY } from '../../layouts/AdminLayout.tsx';
import { FieldList, TableHead, useFormatDate } from '../console.tsx';
import { FlowBadge, LegionFlowChart, useFlowLabels, useLegionText } from '../legion/parts.tsx';
import { QueueFilters, useQueueParams } from './parts.tsx';

const QUEUE_KEY = 'admin-legion-versions';

function Decision({ item, onDone }: { item: LegionReviewItem; onDone: () => void }) {
  const { t } = useLingui();
  const name = useAgentName();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const offMarket = [
    ...item.members.filter((member) => !member.published),
    ...(item.router && !item.router.published ? [item.router] : []),
  ];
  const decide = useMutation({
    mutationFn: (input: { decision: 'approve' | 'reject'; comment: string }) =>
      api.call('reviewLegionVersion', { id: item.id, ...input }),
    onSuccess: (_data, input) => {
      toast.success(input.decision === 'approve' ? t`已通过，军团已发布` : t`已驳回`);
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && offMarket.length > 0) {
        const names = offMarket.map((member) => name(member)).join('、');
        setProblem(t`${error.message}。还没有上架的成员：${names}。`);
      } else setProblem(error.message);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [QUEUE_KEY] });
      // the sidebar's badge counts the legions still waiting
      void queryClient.invalidateQueries({ queryKey: REVIEW_COUNTS_KEY });
    },
  });
  const reject = () => {
    if (!reason.trim()) return setProblem(t`驳回时请填写原因`);
    setProblem(null);
    decide.mutate({ decision: 'reject', comment: reason.trim() });
  };
  return (
    <div className="border-border space-y-3 border-t pt-4">
      {rejecting ? (
        <TextAreaField
          label={t`驳回原因（必填，开发者会看到）`}
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
      {problem ? <Callout tone="danger">{problem}</Callout> : null}
      <div className="flex flex-wrap justify-end gap-2">
        {rejecting ? (
          <>
            <Button
              variant="ghost"
              onClick={() => {
                setRejecting(false);
                setProblem(null);
              }}
            >
              {t`取消`}
            </Button>
            <Button
              variant="danger"
              aria-disabled={decide.isPending || undefined}
              onClick={() => !decide.isPending && reject()}
            >
              <X aria-hidden="true" />
              {t`确认驳回`}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="outline"
              onClick={() => {
                setRejecting(true);
                setProblem(null);
              }}
            >
              <X aria-hidden="true" />
              {t`驳回`}
            </Button>
            <Button
              // not `disabled`: the button keeps the focus while the decision is sent
              aria-disabled={decide.isPending || undefined}
              onClick={() => {
                if (decide.isPending) return;
                setProblem(null);
                decide.mutate({ decision: 'approve', comment: '' });
              }}
            >
              <Check aria-hidden="true" />
              {t`通过并发布`}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function Submission({ item, onClose }: { item: LegionReviewItem; onClose: () => void }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const flowLabel = useFlowLabels();
  const { name } = useLegionText()(item);
  return (
    <DialogContent closeLabel={t`关闭`} className="max-w-3xl space-y-5">
      <div className="space-y-1.5">
        <DialogTitle>{name}</DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-2">
          <StatusBadge status={item.status} />
          <span>{t`${item.developerName} 提交于 ${formatDate(item.submittedAt, true)}`}</span>
        </DialogDescription>
      </div>
      <FieldList
        rows={(
          [
            [t`中文名称`, item.nameZh],
            [t`英文名称`, item.nameEn],
            [t`中文描述`, item.descriptionZh],
            [t`英文描述`, item.descriptionEn],
          ] as const
        ).map(([term, text]): [string, React.ReactNode] => [
          term,
          // words stay whole (the list breaks anywhere, for codes and numbers)
          <span key={term} className="break-normal wrap-break-word whitespace-pre-line">
            {text}
          </span>,
        ])}
      />
      <section aria-label={t`成员与分工`} className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-foreground font-medium">{t`成员与分工`}</h3>
          <FlowBadge flow={item.flow} />
        </div>
        <p className="text-muted-foreground text-sm">{flowLabel(item.flow).explain}</p>
        <LegionFlowChart flow={item.flow} members={item.members} router={item.router} detailed />
      </section>
      {item.status === 'rejected' && item.reviewComment ? (
        <p className="bg-muted text-foreground rounded-md px-3 py-2 text-sm">
          {t`驳回原因：${item.reviewComment}`}
        </p>
      ) : null}
      {item.status === 'pending' ? <Decision item={item} onDone={onClose} /> : null}
    </DialogContent>
  );
}

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
        {open ? <Submission item={open} onClose={() => setOpenId(null)} /> : null}
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
