/**
 * An agent's reviews for its developer and authorised team members: read them all,
 * those waiting for a reply or those an admin hid, and answer each in public.
 */
import { ReviewReplyList } from '@legion/screens';
import { BackLink, ErrorState, PageContainer, PageHeader, Spinner } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { refusalOf } from '../../api.ts';
import { useDeveloperAgent } from '../../features/developer/agent-editor.ts';
import { useDeveloperReviews } from '../../features/developer/reviews.ts';
import { useAgentName } from '../../hooks/agent-name.ts';

export default function ReviewsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const name = useAgentName();
  const agent = useDeveloperAgent(id);
  const { reviews, filter, setFilter, setPage, reply, removeReply } = useDeveloperReviews(id);
  const failure = (error: unknown) => new Error(refusalOf(error, t`没有保存，请稍后再试`));
  const back = <BackLink href={`/developer/plugins?edit=${id}`}>{t`返回插件`}</BackLink>;
  if (agent.isPending) return <Spinner area="page" size="lg" label={t`正在加载评价`} />;
  if (agent.isError) {
    return (
      <PageContainer>
        {back}
        <ErrorState message={t`插件加载失败`} onRetry={() => void agent.refetch()} />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      {back}
      <PageHeader
        title={t`${name(agent.data.latest)} · 用户评价`}
        description={t`用户在 App 内订阅后发表评价。你的回复会公开显示在智能体页面上。`}
      />
      <ReviewReplyList
        reviews={reviews.data}
        loading={reviews.isPending}
        error={reviews.isError}
        onRetry={() => void reviews.refetch()}
        filter={filter}
        onFilterChange={setFilter}
        onPageChange={setPage}
        onSaveReply={(review, content) =>
          reply(review.id, content).catch((error) => Promise.reject(failure(error)))
        }
        onDeleteReply={(review) =>
          removeReply(review.id).catch((error) => Promise.reject(failure(error)))
        }
      />
    </PageContainer>
  );
}
