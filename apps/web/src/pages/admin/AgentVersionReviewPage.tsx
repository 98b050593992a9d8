/**
 * Plugin application review (/admin/plugins/review/{id}): every field and image of the
 * agent's version, for a new version of a published agent what changed against the live one,
 * the points of the last rejection, its conformance report and a try-it box, the history, and
 * the decision. Approving publishes.
 */
import { type AgentProtocol, ApiError } from '@legion/api';
import { AgentCheckReport, AgentTestConsole, categoryLabels } from '@legion/screens';
import {
  BackLink,
  Callout,
  Card,
  DescriptionList,
  type DescriptionListItem,
  ErrorState,
  ImageGallery,
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
import { useVersionChecks, useVersionTry } from '../../features/admin/version-checks.ts';
import { useFormatDate } from '../../features/console.tsx';
import { useProtocolLabels } from '../../features/developer/protocol-labels.ts';
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

/** the version called as the platform calls it: its report, and a message of the reviewer's */
function CallTheVersion({ id, protocol }: { id: string; protocol: AgentProtocol }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const checks = useVersionChecks(id);
  const tryIt = useVersionTry(id);
  return (
    <>
      <AgentCheckReport
        report={checks.report}
        running={checks.running}
        error={checks.error}
        onRetry={checks.retry}
        formatTime={(iso) => formatDate(iso, true)}
      />
      <AgentTestConsole
        title={t`试用`}
        description={t`以用户的方式给这个版本发一条消息，查看回复和每个事件的时间。记入开发者的调用记录，但不显示你的消息。`}
        protocol={protocol}
        result={tryIt.result}
        pending={tryIt.pending}
        error={tryIt.error}
        onSend={tryIt.send}
      />
    </>
  );
}

export default function AgentVersionReviewPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const formatDate = useFormatDate();
  const openPointItems = useOpenPointItems();
  const protocolLabels = useProtocolLabels();
  const key = ['admin-agent-version', id];
  const query = useQuery({ queryKey: key, queryFn: () => api.call('adminAgentVersion', { id }) });
  const back = <BackLink href="/admin/plugins">{t`返回插件审核`}</BackLink>;
  if (query.isPending) return <Spinner area="page" size="lg" label={t`正在加载插件申请`} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <StatusPage
          code="404"
          icon={<SearchX aria-hidden="true" />}
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
  const rows: DescriptionListItem[] = [
    { term: t`中文名称`, value: version.nameZh },
    { term: t`英文名称`, value: version.nameEn },
    { term: t`分类`, value: i18n._(categoryLabels[review.category]) },
    { term: t`版本号`, value: version.version },
    { term: t`公司`, value: version.company },
    // not a link: an agent answers the platform's signed calls, not a browser's GET
    { term: t`插件网址`, value: version.url, format: 'code' },
    { term: t`接入协议`, value: protocolLabels[version.protocol] },
    ...(version.protocol === 'openai-chat' ? [{ term: t`模型`, value: version.model }] : []),
    { term: t`开发者`, value: review.developerName },
    { term: t`法人姓名`, value: version.legalPersonName },
    {
      term: t`法人身份证号`,
      value: (
        <RevealValue
          masked={version.idCardNumber}
          label={t`法人身份证号`}
          onError={(error) => toast.error(error.message)}
          onReveal={async () =>
            (await api.call('revealAgentVersionField', { id, field: 'idCardNumber' })).value
          }
        />
      ),
    },
    { term: t`统一社会信用代码`, value: version.socialCreditCode, format: 'code' },
    { term: t`提交时间`, value: formatDate(version.submittedAt, true) },
    { term: t`中文描述`, value: version.descriptionZh, format: 'prose', wide: true },
    { term: t`英文描述`, value: version.descriptionEn, format: 'prose', wide: true, lang: 'en' },
    ...(version.releaseNotesZh || version.releaseNotesEn
      ? [
          {
            term: t`更新说明（中文）`,
            value: version.releaseNotesZh || '—',
            format: 'prose' as const,
            wide: true,
          },
          {
            term: t`更新说明（英文）`,
            value: version.releaseNotesEn || '—',
            format: 'prose' as const,
            wide: true,
            lang: 'en',
          },
        ]
      : []),
  ];
  return (
    <PageContainer>
      {back}
      <PageHeader
        title={t`审核：${title} v${version.version}`}
        description={<ClockNote clock={review} status={version.status} />}
      />
      <ReviewLayout
        aside={
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
        }
      >
        {review.live ? (
          <Callout>{t`这是已上架插件的新版本；线上版本 v${review.live.version} 在审核期间保持上架，通过后被替换。`}</Callout>
        ) : null}
        {version.resubmitNote ? (
          <Callout role="note">
            <p className="lu:break-words lu:whitespace-pre-line">
              <span className="lu:font-medium">{t`开发者的说明：`}</span>
              {version.resubmitNote}
            </p>
          </Callout>
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
        <ImageGallery
          title={t`图片`}
          images={[
            { src: version.logo, label: t`Logo`, shape: 'square' },
            { src: version.coverZh, label: t`中文封面`, shape: 'cover' },
            { src: version.coverEn, label: t`英文封面`, shape: 'cover' },
          ]}
        />
        <Card asChild padding="lg">
          <DescriptionList items={rows} />
        </Card>
        <CallTheVersion id={id} protocol={version.protocol} />
        <HistoryList history={review.history} />
      </ReviewLayout>
    </PageContainer>
  );
}
