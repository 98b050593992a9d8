/**
 * Review moderation (/admin/reviews): the reviews people reported, longest waiting
 * first, beside the hidden and the kept ones. Hiding takes a review off the agent's page and
 * out of its rating; the author is told the reason in the app.
 */
import { ReviewModerationList } from '@legion/screens';
import { Link, PageContainer, PageHeader } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { refusalOf } from '../../api.ts';
import { useReviewModeration } from '../../features/admin/review-moderation.ts';

export default function ReviewModerationPage() {
  const { t } = useLingui();
  const { queue, status, setStatus, setPage, decide } = useReviewModeration();
  return (
    <PageContainer>
      <PageHeader
        title={t`评价审核`}
        description={t`用户举报的评价，等待最久的在前。隐藏的评价不再显示，也不计入评分；作者会看到原因。`}
      />
      <ReviewModerationList
        reviews={queue.data}
        loading={queue.isPending}
        error={queue.isError}
        onRetry={() => void queue.refetch()}
        status={status}
        onStatusChange={setStatus}
        onPageChange={setPage}
        onDecide={(review, action, reason) =>
          decide({ reviewId: review.id, action, reason }).catch((error: unknown) =>
            Promise.reject(new Error(refusalOf(error, t`操作没有完成，请稍后再试`))),
          )
        }
        renderAgentLink={(review, name) => (
          <Link href={`/plugins/statistics/${review.agentId}?tab=comments`}>{name}</Link>
        )}
      />
    </PageContainer>
  );
}
