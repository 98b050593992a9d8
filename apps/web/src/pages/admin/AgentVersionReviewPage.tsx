/**
 * Plugin application review (SPEC §2 /admin/plugins/review/{id}): every Agent field and image
 * of the version, for a new version of a published agent what changed against the live one,
 * the points of the last rejection, the history, and the decision. Approving publishes.
 */
import { ApiError } from '@legion/api';
import {
  BackLink,
  categoryLabels,
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
  'nameZh',
  'nameEn',
  'descriptionZh',
  'descriptionEn',
  'category',
  'company',
  'url',
  'logo',
  'coverZh',
  'coverEn',
  'version',
  'legalPersonName',
  'idCardNumber',
  'socialCreditCode',
];

export default function AgentVersionReviewPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const formatDate = useFormatDate();
  const openPointItems = useOpenPointItems();
  const key = ['admin-agent-version', id];
  const query = useQuery({ queryKey: key, queryFn: () => api.call('adminAgentVersion', { id }) });
  const back = <BackLink href="/admin/plugins">{t`返回插件审核`}</BackLink>;
  if (query.isPending)
    return <Spinner className="w-full py-24" size="lg" label={t`正在加载插件申请`} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <StatusPage
          code="404"
          icon={<SearchX aria-hidden="true" className="size-10" />}
          title={t`插件申请不存在`}
          actions={back}
        />
      );
    return (
      <PageContainer>
        {back}
        <ErrorState message={t`插件申请加载失败`} onRetry={() => void query.refetch()} />
      </PageContainer>
    );
  }
  const review = query.data;
  const { version } = review;
  const title = i18n.locale === 'en' ? version.nameEn : version.nameZh;
  const rows: Array<[string, React.ReactNode]> = [
    [t`中文名称`, version.nameZh],
    [t`英文名称`, version.nameEn],
    [t`分类`, i18n._(categoryLabels[review.category])],
    [t`版本号`, version.version],
    [t`公司`, version.company],
    [
      t`插件网址`,
      <a
        key="url"
        href={version.url}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary break-all hover:underline"
      >
        {version.url}
      </a>,
    ],
    [t`开发者`, review.developerName],
    [t`法人姓名`, version.legalPersonName],
    [
      t`法人身份证号`,
      <RevealValue
        key="id"
        masked={version.idCardNumber}
        label={t`法人身份证号`}
        onError={(error) => toast.error(error.message)}
        onReveal={async () =>
          (await api.call('revealAgentVersionField', { id, field: 'idCardNumber' })).value
        }
      />,
    ],
    [
      t`统一社会信用代码`,
      <span key="code" className="font-mono">
        {version.socialCreditCode}
      </span>,
    ],
    [t`提交时间`, formatDate(version.submittedAt, true)],
  ];
  return (
    <PageContainer>
      {back}
      <PageHeader
        title={t`审核：${title} v${version.version}`}
        description={<ClockNote clock={review} status={version.status} />}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          {review.live ? (
            <p className="bg-primary/10 text-foreground rounded-md px-3 py-2 text-sm">
              {t`这是已上架插件的新版本；线上版本 v${review.live.version} 在审核期间保持上架，通过后被替换。`}
            </p>
          ) : null}
          <ChangesTable
            title={review.live ? t`与线上版本相比的修改` : t`与上次提交相比的修改`}
            changes={review.changes}
          />
          <ReviewPoints
            level={2}
            title={t`上次驳回要求修改的地方`}
            points={openPointItems(review.openPoints, review.changes)}
          />
          <section
            aria-labelledby="agent-images"
            className="border-border bg-surface rounded-lg border p-4"
          >
            <h2 id="agent-images" className="text-foreground mb-3 font-medium">
              {t`图片`}
            </h2>
            <div className="flex flex-wrap items-start gap-4">
              <figure className="space-y-1">
                <img src={version.logo} alt={t`Logo`} className="size-20 rounded-xl object-cover" />
                <figcaption className="text-muted-foreground text-xs">{t`Logo`}</figcaption>
              </figure>
              <figure className="space-y-1">
                <img
                  src={version.coverZh}
                  alt={t`中文封面`}
                  className="aspect-[1200/630] w-56 rounded-lg object-cover"
                />
                <figcaption className="text-muted-foreground text-xs">{t`中文封面`}</figcaption>
              </figure>
              <figure className="space-y-1">
                <img
                  src={version.coverEn}
                  alt={t`英文封面`}
                  className="aspect-[1200/630] w-56 rounded-lg object-cover"
                />
                <figcaption className="text-muted-foreground text-xs">{t`英文封面`}</figcaption>
              </figure>
            </div>
          </section>
          <dl className="border-border bg-surface grid gap-x-6 gap-y-3 rounded-lg border p-5 text-sm sm:grid-cols-2">
            {rows.map(([term, value]) => (
              <div key={term} className="flex flex-col gap-0.5">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="text-foreground break-all">{value}</dd>
              </div>
            ))}
            <div className="flex flex-col gap-0.5 sm:col-span-2">
              <dt className="text-muted-foreground">{t`中文描述`}</dt>
              <dd className="text-foreground whitespace-pre-line">{version.descriptionZh}</dd>
            </div>
            <div className="flex flex-col gap-0.5 sm:col-span-2">
              <dt className="text-muted-foreground">{t`英文描述`}</dt>
              <dd lang="en" className="text-foreground whitespace-pre-line">
                {version.descriptionEn}
              </dd>
            </div>
          </dl>
          <HistoryList history={review.history} />
        </div>
        <aside className="space-y-4">
          <DecisionOrResult
            status={version.status}
            outcome={
              version.status === 'pending' || !version.reviewedAt
                ? null
                : {
                    status: version.status,
                    reviewerName: version.reviewerName,
                    reviewedAt: version.reviewedAt,
                    comment: version.reviewComment,
                    points: version.points,
                  }
            }
            fields={FIELDS}
            invalidate={[key, ['admin-agent-versions']]}
            decide={(input) => api.call('reviewAgentVersion', { id, ...input })}
          />
        </aside>
      </div>
    </PageContainer>
  );
}
