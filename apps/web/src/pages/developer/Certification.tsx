/**
 * Developer certification (SPEC §1, §3, §4): apply; wait while it is reviewed (7 working
 * days); read the reason of a rejection, edit and resubmit; once approved, the account
 * becomes a developer's.
 */
import { DEVELOPER_REVIEW_WORKING_DAYS, type DeveloperApplication } from '@legion/api';
import {
  Button,
  Card,
  cn,
  DescriptionList,
  ErrorState,
  PageContainer,
  PageHeader,
  ReviewPoints,
  Spinner,
  StatusBadge,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { BadgeCheck, Clock, FilePenLine, PackagePlus, ShieldX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { api } from '../../api.ts';
import { useFormatDate, useReviewPointItems } from '../../features/console.tsx';
import { userRefreshedAtom } from '../../state/auth.ts';
import { storeUser } from '../../state/stored-auth.ts';
import { ApplicationForm } from './ApplicationForm.tsx';

const QUERY_KEY = ['developer-application'];

function Details({ application }: { application: DeveloperApplication }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const rows: Array<[string, string]> = [
    [t`开发者姓名`, application.developerName],
    [t`手机号`, application.mobile],
    [t`邮箱`, application.email],
    [t`公司名称`, application.companyName],
    [t`所属行业`, application.industry],
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

/** Once approved, the signed-in user is fetched again so the console opens at once. */
function useRefreshUserWhenApproved(application: DeveloperApplication | null | undefined) {
  const refreshUser = useSetAtom(userRefreshedAtom);
  const approved = application?.status === 'approved';
  useEffect(() => {
    if (!approved) return;
    api.call('currentUser').then(
      (user) => {
        storeUser(user);
        refreshUser(user);
      },
      () => {},
    );
  }, [approved, refreshUser]);
}

export default function Certification() {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const pointItems = useReviewPointItems();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => api.call('myDeveloperApplication'),
  });
  const application = query.data?.application;
  useRefreshUserWhenApproved(application);

  const submitted = (next: DeveloperApplication) => {
    queryClient.setQueryData(QUERY_KEY, { application: next });
    setEditing(false);
    window.scrollTo({ top: 0 });
  };

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner className="w-full py-16" label={t`正在加载认证信息`} />;
  else if (query.isError)
    body = <ErrorState message={t`认证信息加载失败`} onRetry={() => void query.refetch()} />;
  else if (!application || editing)
    body = (
      <section className="border-border bg-surface rounded-xl border p-5 md:p-6">
        {!application ? (
          <ul className="text-muted-foreground mb-6 grid gap-3 text-sm sm:grid-cols-3">
            <li className="flex gap-2">
              <FilePenLine aria-hidden="true" className="text-primary size-5 shrink-0" />
              {t`填写开发者与企业信息`}
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="text-primary size-5 shrink-0" />
              {t`平台审核，约 ${DEVELOPER_REVIEW_WORKING_DAYS} 个工作日`}
            </li>
            <li className="flex gap-2">
              <PackagePlus aria-hidden="true" className="text-primary size-5 shrink-0" />
              {t`通过后提交插件、管理团队`}
            </li>
          </ul>
        ) : null}
        <ApplicationForm
          initial={editing ? (application ?? undefined) : undefined}
          onSubmitted={submitted}
        />
        {editing ? (
          <Button variant="ghost" className="mt-2" onClick={() => setEditing(false)}>
            {t`取消修改`}
          </Button>
        ) : null}
      </section>
    );
  else
    body = (
      <div className="space-y-5">
        <section
          aria-labelledby="application-status"
          className="border-border bg-surface flex flex-col gap-4 rounded-xl border p-5 sm:flex-row sm:items-start"
        >
          <span
            className={cn(
              'flex size-12 shrink-0 items-center justify-center rounded-full',
              application.status === 'rejected'
                ? 'bg-danger/10 text-danger'
                : 'bg-primary/10 text-primary',
            )}
          >
            {application.status === 'approved' ? (
              <BadgeCheck aria-hidden="true" className="size-6" />
            ) : application.status === 'pending' ? (
              <Clock aria-hidden="true" className="size-6" />
            ) : (
              // a rejection's own sign: a shield with a tick read as approval
              <ShieldX aria-hidden="true" className="size-6" />
            )}
          </span>
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="application-status" className="text-foreground text-lg font-semibold">
                {application.status === 'pending'
                  ? t`申请已提交，正在审核`
                  : application.status === 'rejected'
                    ? t`申请未通过`
                    : t`你已成为认证开发者`}
              </h2>
              <StatusBadge status={application.status} />
            </div>
            {application.status === 'pending' ? (
              <p className="text-muted-foreground text-sm">
                {t`审核预计需要 ${DEVELOPER_REVIEW_WORKING_DAYS} 个工作日，结果会显示在这里。`}
                {application.expectedDecisionAt
                  ? ` ${t`预计 ${formatDate(application.expectedDecisionAt)} 前给出结果。`}`
                  : ''}
              </p>
            ) : null}
            {application.status === 'rejected' ? (
              <>
                <p className="bg-danger/10 text-foreground rounded-md px-3 py-2 text-sm">
                  <span className="text-danger font-medium">{t`未通过原因：`}</span>
                  {application.rejectionReason}
                </p>
                <ReviewPoints title={t`需要修改的地方`} points={pointItems(application.points)} />
                <Button onClick={() => setEditing(true)}>
                  <FilePenLine aria-hidden="true" />
                  {t`修改并重新提交`}
                </Button>
              </>
            ) : null}
            {application.status === 'approved' ? (
              <p className="text-muted-foreground text-sm">
                {application.reviewOpinion
                  ? t`审核意见：${application.reviewOpinion}`
                  : t`现在可以提交插件、管理团队成员并查看数据统计。`}
              </p>
            ) : null}
          </div>
        </section>
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
