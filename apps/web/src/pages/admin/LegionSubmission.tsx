/**
 * One submitted legion in the review dialog: its flow, members with roles and instructions,
 * names and descriptions in both languages, and, while it waits, approve or reject with a
 * reason. Approval publishes it only when every member is on the market; the server says so
 * (409) otherwise, and the dialog names the members that are not.
 */
import { ApiError, type LegionReviewItem } from '@legion/api';
import {
  LegionFlowBadge,
  LegionFlowChart,
  useLegionFlowLabels,
  useLegionText,
} from '@legion/screens';
import { ReviewDialogContent, ReviewDialogSection, toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';
import { useFormatDate } from '../../features/console.tsx';
import { useAgentName } from '../../hooks/agent-name.ts';
import { REVIEW_COUNTS_KEY } from '../../layouts/AdminLayout.tsx';

export const QUEUE_KEY = 'admin-legion-versions';

/** the decision sent to the API; a 409 names the members still off the market */
function useLegionDecision(item: LegionReviewItem, onDone: () => void) {
  const { t } = useLingui();
  const name = useAgentName();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const offMarket = [
    ...item.members.filter((member) => !member.published),
    ...(item.router && !item.router.published ? [item.router] : []),
  ];
  const decide = useMutation({
    mutationFn: (input: { decision: 'approve' | 'reject'; comment: string }) =>
      api.call('reviewLegionVersion', { id: item.id, ...input }),
    onMutate: () => setProblem(null),
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
  return {
    approveLabel: t`通过并发布`,
    reasonLabel: t`驳回原因（必填，开发者会看到）`,
    pending: decide.isPending,
    error: problem,
    onApprove: () => decide.mutate({ decision: 'approve', comment: '' }),
    onReject: (comment: string) => decide.mutate({ decision: 'reject', comment }),
  };
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
  const flowLabel = useLegionFlowLabels();
  const { name } = useLegionText()(item);
  const decision = useLegionDecision(item, onClose);
  return (
    <ReviewDialogContent
      title={name}
      status={item.status}
      submitted={t`${item.developerName} 提交于 ${formatDate(item.submittedAt, true)}`}
      details={[
        { term: t`中文名称`, value: item.nameZh, format: 'prose' },
        { term: t`英文名称`, value: item.nameEn, format: 'prose' },
        { term: t`中文描述`, value: item.descriptionZh, format: 'prose' },
        { term: t`英文描述`, value: item.descriptionEn, format: 'prose' },
      ]}
      rejectionReason={item.reviewComment}
      decision={decision}
    >
      <ReviewDialogSection
        title={t`成员与分工`}
        badge={<LegionFlowBadge flow={item.flow} />}
        description={flowLabel(item.flow).explain}
      >
        <LegionFlowChart flow={item.flow} members={item.members} router={item.router} detailed />
      </ReviewDialogSection>
    </ReviewDialogContent>
  );
}
