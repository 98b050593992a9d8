/**
 * Developer application review (/admin/dev/review/{id}): every field (mobile and ID
 * card masked until revealed, each reveal logged), what a resubmission changed and which
 * points it says it addressed, the history of rounds, and the decision.
 */
import { ApiError } from '@legion/api';
import {
  BackLink,
  Card,
  DescriptionList,
  type DescriptionListItem,
  ErrorState,
  PageContainer,
  PageHeader,
  RevealValue,
  ReviewLayout,
  ReviewPoints,
  Spinner,
  StatusPage,
  toast,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { useFormatDate } from '../../features/console.tsx';
import { useIndustryName } from '../../features/developer/industry.tsx';
import {
  ChangesTable,
  ClockNote,
  DecisionOrResult,
  HistoryList,
  useOpenPointItems,
} from './review.tsx';

const FIELDS = [
  'developerName',
  'mobile',
  'email',
  'companyName',
  'industry',
  'legalPersonName',
  'idCardNumber',
  'socialCreditCode',
];

export default function ApplicationReviewPage() {
  const { t } = useLingui();
  const industryName = useIndustryName();
  const { id = '' } = useParams();
  const formatDate = useFormatDate();
  const openPointItems = useOpenPointItems();
  const key = ['admin-application', id];
  const query = useQuery({ queryKey: key, queryFn: () => api.call('adminApplication', { id }) });
  const back = <BackLink href="/admin">{t`返回开发者审核`}</BackLink>;
  if (query.isPending) return <Spinner area="page" size="lg" label={t`正在加载申请`} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <StatusPage
          code="404"
          icon={<SearchX aria-hidden="true" />}
          title={t`申请不存在`}
          actions={back}
        />
      );
    return (
      <PageContainer>
        {back}
        <ErrorState message={t`申请加载失败`} onRetry={() => void query.refetch()} />
      </PageContainer>
    );
  }
  const review = query.data;
  const { application } = review;
  const revealed = (field: 'mobile' | 'idCardNumber', label: string) => (
    <RevealValue
      masked={application[field]}
      label={label}
      onError={(error) => toast.error(error.message)}
      onReveal={async () => (await api.call('revealApplicationField', { id, field })).value}
    />
  );
  const rows: DescriptionListItem[] = [
    { term: t`开发者姓名`, value: application.developerName },
    { term: t`手机号`, value: revealed('mobile', t`手机号`) },
    { term: t`邮箱`, value: application.email },
    { term: t`公司名称`, value: application.companyName },
    { term: t`所属行业`, value: industryName(application.industry) },
    { term: t`法人姓名`, value: application.legalPersonName },
    { term: t`法人身份证号`, value: revealed('idCardNumber', t`法人身份证号`) },
    { term: t`统一社会信用代码`, value: application.socialCreditCode, format: 'code' },
    { term: t`提交时间`, value: formatDate(application.submittedAt, true) },
  ];
  return (
    <PageContainer>
      {back}
      <PageHeader
        title={t`审核：${application.developerName}`}
        description={<ClockNote clock={review} status={application.status} />}
      />
      <ReviewLayout
        aside={
          <DecisionOrResult
            status={application.status}
            outcome={
              application.status === 'pending' || !application.reviewedAt
                ? null
                : {
                    status: application.status,
                    reviewerName: review.reviewerName,
                    reviewedAt: application.reviewedAt,
                    comment: application.reviewOpinion,
                    // the points of the latest rejection: this round's only when it was rejected
                    points: application.status === 'rejected' ? application.points : [],
                  }
            }
            fields={FIELDS}
            invalidate={[key, ['admin-applications']]}
            decide={(input) => api.call('reviewDeveloperApplication', { id, ...input })}
          />
        }
      >
        <Card asChild padding="lg">
          <DescriptionList items={rows} />
        </Card>
        <ReviewPoints
          level={2}
          title={t`上次驳回要求修改的地方`}
          points={openPointItems(review.openPoints, review.changes)}
        />
        <ChangesTable title={t`与上次提交相比的修改`} changes={review.changes} />
        <HistoryList history={review.history} />
      </ReviewLayout>
    </PageContainer>
  );
}
