/**
 * Developer certification: apply; wait while it is reviewed (7 working
 * days); read the reason of a rejection, edit and resubmit; once approved, the account
 * becomes a developer's.
 */
import { DEVELOPER_REVIEW_WORKING_DAYS, type DeveloperApplication } from '@legion/api';
import { RejectionReason, SubmissionStatus, SubmissionSteps } from '@legion/screens';
import {
  Button,
  Card,
  DescriptionList,
  ErrorState,
  PageContainer,
  PageHeader,
  ReviewPoints,
  Spinner,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { Clock, FilePenLine, PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { useFormatDate, useReviewPointItems } from '../../features/console.tsx';
import {
  useMyApplication,
  useRefreshUserWhenApproved,
} from '../../features/developer/application.ts';
import { useIndustryName } from '../../features/developer/industry.tsx';
import { ApplicationForm } from './ApplicationForm.tsx';

function Details({ application }: { application: DeveloperApplication }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const industryName = useIndustryName();
  const rows: Array<[string, string]> = [
    [t`开发者姓名`, application.developerName],
    [t`手机号`, application.mobile],
    [t`邮箱`, application.email],
    [t`公司名称`, application.companyName],
    [t`所属行业`, industryName(application.industry)],
    [t`法人姓名`, application.legalPersonName],
    [t`法人身份证号`, application.idCardNumber],
    [t`统一社会信用代码`, application.socialCreditCode],
    [t`提交时间`, formatDate(application.submittedAt, true)],
    [t`审核时间`, formatDate(application.reviewedAt, true)],
  ];
  return (
    <Card asChild padding="lg">
      <DescriptionList items={rows.map(([term, value]) => ({ term, value }))} />
    </Card>
  );
}

function Status({
  application,
  onEdit,
}: {
  application: DeveloperApplication;
  onEdit: () => void;
}) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const pointItems = useReviewPointItems();
  const { status } = application;
  const title = {
    pending: t`申请已提交，正在审核`,
    rejected: t`申请未通过`,
    approved: t`你已成为认证开发者`,
  }[status];
  return (
    <SubmissionStatus status={status} title={title}>
      {status === 'pending' ? (
        <p className="lu:text-muted-foreground lu:text-sm">
          {t`审核预计需要 ${DEVELOPER_REVIEW_WORKING_DAYS} 个工作日，结果会显示在这里。`}
          {application.expectedDecisionAt
            ? ` ${t`预计 ${formatDate(application.expectedDecisionAt)} 前给出结果。`}`
            : ''}
        </p>
      ) : null}
      {status === 'rejected' ? (
        <>
          <RejectionReason>{application.rejectionReason}</RejectionReason>
          <ReviewPoints title={t`需要修改的地方`} points={pointItems(application.points)} />
          <Button onClick={onEdit}>
            <FilePenLine aria-hidden="true" />
            {t`修改并重新提交`}
          </Button>
        </>
      ) : null}
      {status === 'approved' ? (
        <p className="lu:text-muted-foreground lu:text-sm">
          {application.reviewOpinion
            ? t`审核意见：${application.reviewOpinion}`
            : t`现在可以提交插件、管理团队成员并查看数据统计。`}
        </p>
      ) : null}
    </SubmissionStatus>
  );
}

export default function Certification() {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const { query, store } = useMyApplication();
  const application = query.data?.application;
  useRefreshUserWhenApproved(application);

  const submitted = (next: DeveloperApplication) => {
    store(next);
    setEditing(false);
    window.scrollTo({ top: 0 });
  };

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner area="section" label={t`正在加载认证信息`} />;
  else if (query.isError)
    body = <ErrorState message={t`认证信息加载失败`} onRetry={() => void query.refetch()} />;
  else if (!application || editing)
    body = (
      <Card asChild padding="xl">
        <section>
          {!application ? (
            <SubmissionSteps
              className="lu:mb-6"
              steps={[
                { icon: <FilePenLine aria-hidden="true" />, text: t`填写开发者与企业信息` },
                {
                  icon: <Clock aria-hidden="true" />,
                  text: t`平台审核，约 ${DEVELOPER_REVIEW_WORKING_DAYS} 个工作日`,
                },
                { icon: <PackagePlus aria-hidden="true" />, text: t`通过后提交插件、管理团队` },
              ]}
            />
          ) : null}
          <ApplicationForm
            initial={editing ? (application ?? undefined) : undefined}
            onSubmitted={submitted}
          />
          {editing ? (
            <Button variant="ghost" className="lu:mt-2" onClick={() => setEditing(false)}>
              {t`取消修改`}
            </Button>
          ) : null}
        </section>
      </Card>
    );
  else
    body = (
      <div className="lu:space-y-5">
        <Status application={application} onEdit={() => setEditing(true)} />
        <Details application={application} />
      </div>
    );

  return (
    <PageContainer>
      <PageHeader
        title={t`开发者认证`}
        description={t`认证开发者可以在插件市场发布插件、管理团队成员并查看运营数据。`}
      />
      {body}
    </PageContainer>
  );
}
