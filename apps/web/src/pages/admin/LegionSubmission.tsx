/**
 * One submitted legion in the review dialog: its flow, members with roles and instructions,
 * names and descriptions in both languages, and, while it waits, approve or reject with a
 * reason. Approval publishes it only when every member is on the market; the server says so
 * (409) otherwise, and the dialog names the members that are not.
 */
import { ApiError, type LegionReviewItem } from '@legion/api';
import {
  Button,
  Callout,
  DialogContent,
  DialogDescription,
  DialogTitle,
  StatusBadge,
  TextAreaField,
  toast,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../api.ts';
import { FieldList, useFormatDate } from '../../features/console.tsx';
import {
  FlowBadge,
  LegionFlowChart,
  useFlowLabels,
  useLegionText,
} from '../../features/legion/flow.tsx';
import { useAgentName } from '../../hooks/agent-name.ts';
import { REVIEW_COUNTS_KEY } from '../../layouts/AdminLayout.tsx';

export const QUEUE_KEY = 'admin-legion-versions';

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

export function LegionSubmission({
  item,
  onClose,
}: {
  item: LegionReviewItem;
  onClose: () => void;
}) {
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
