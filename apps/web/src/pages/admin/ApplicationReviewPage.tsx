/**
 * Developer application review (SPEC §2 /admin/dev/review/{id}): every field (mobile and ID
 * card masked until revealed, each reveal logged), what a resubmission changed and which
 * points it says it addressed, the history of rounds, and the decision.
 */
import { ApiError } from '@legion/api';
import {
  BackLink,
  Card,
  DescriptionList,
  ErrorState,
  PageContainer,
  PageHeader,
  RevealValue,
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
  const { id = '' } = useParams();
  const formatDate = useFormatDate();
  const openPointItems = useOpenPointItems();
  const key = ['admin-application', id];
  const query = useQuery({ queryKey: key, queryFn: () => api.call('adminApplication', { id }) });
  const back = <BackLink href="/admin">{t`返回开发者审核`}</BackLink>;
  if (query.isPending)
    return <Spinner className="w-full py-24" size="lg" label={t`正在加载申请`} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <StatusPage
          code="404"
          icon={<SearchX aria-hidden="true" className="size-10" />}
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
  const reveal = (field: 'mobile' | 'idCardNumber') => async () =>
    (await api.call('revealApplicationField', { id, field })).value;
  const rows: Array<[string, React.ReactNode]> = [
    [t`开发者姓名`, application.developerName],
    [
      t`手机号`,
      <RevealValue
        key="mobile"
        masked={application.mobile}
        label={t`手机号`}
        onError={(error) => toast.error(error.message)}
        onReveal={reveal('mobile')}
      />,
    ],
    [t`邮箱`, application.email],
    [t`公司名称`, application.companyName],
    [t`所属行业`, application.industry],
    [t`法人姓名`, application.legalPersonName],
    [
      t`法人身份证号`,
      <RevealValue
        key="id"
        masked={application.idCardNumber}
        label={t`法人身份证号`}
        onError={(error) => toast.error(error.message)}
        onReveal={reveal('idCardNumber')}
      />,
    ],
    [
      t`统一社会信用代码`,
      <span key="code" className="font-mono">
        {application.socialCreditCode}
      </span>,
    ],
    [t`提交时间`, formatDate(application.submittedAt, true)],
  ];
  return (
    <PageContainer>
      {back}
      <PageHeader
        title={t`审核：${application.developerName}`}
        description={<ClockNote clock={review} status={application.status} />}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Card asChild padding="lg">
            <DescriptionList items={rows.map(([term, value]) => ({ term, value }))} />
          </Card>
          <ReviewPoints
            level={2}
            title={t`上次驳回要求修改的地方`}
            points={openPointItems(review.openPoints, review.changes)}
          />
          <ChangesTable title={t`与上次提交相比的修改`} changes={review.changes} />
          <HistoryList history={review.history} />
        </div>
        <aside className="space-y-4">
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
        </aside>
      </div>
    </PageContainer>
  );
}
