/**
 * The visitors' feedback from the home page's form (admins can read the list):
 * newest first, searchable by company, contact or details, phones masked by the server.
 */
import { CellText, DataTable, PageContainer, PageHeader, SearchField } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { useFormatDate } from '../../features/console.tsx';

export default function FeedbackPage() {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const feedback = useQuery({
    queryKey: ['admin-feedback', q, page],
    queryFn: () => api.call('adminFeedback', { ...(q ? { q } : {}), page }),
    placeholderData: keepPreviousData,
  });
  return (
    <PageContainer>
      <PageHeader
        title={t`意见反馈`}
        description={t`访客在首页提交的反馈，已通过短信验证。请在 1-3 个工作日内回复。`}
      />
      <div className="lu:space-y-4">
        <SearchField
          label={t`搜索公司、联系人或内容`}
          value={q}
          onSearch={(next) => setParams(next ? { q: next } : {})}
        />
        <DataTable
          caption={t`反馈列表`}
          aria-label={t`反馈列表`}
          tabIndex={0}
          minWidth="48rem"
          columns={[
            {
              key: 'company',
              header: t`公司与联系人`,
              primary: true,
              cell: (item) => (
                <CellText
                  title={item.company}
                  detail={
                    <>
                      {item.contactName} · {item.mobile}
                    </>
                  }
                />
              ),
            },
            {
              key: 'details',
              header: t`详细内容`,
              className: 'lu:text-foreground lu:max-w-[32rem] lu:whitespace-pre-wrap',
              cell: (item) => item.details,
            },
            {
              key: 'createdAt',
              header: t`提交时间`,
              nowrap: true,
              className: 'lu:text-muted-foreground',
              cell: (item) => formatDate(item.createdAt, true),
            },
          ]}
          rows={feedback.data?.items ?? []}
          rowKey={(item) => item.id}
          rowClassName={() => 'lu:align-top'}
          loading={feedback.isPending}
          loadingLabel={t`正在加载反馈`}
          error={feedback.isError ? t`反馈加载失败` : undefined}
          onRetry={() => void feedback.refetch()}
          empty={q ? t`没有符合“${q}”的反馈。` : t`还没有反馈。`}
          pagination={
            feedback.data && {
              page: feedback.data.page,
              pageSize: feedback.data.pageSize,
              total: feedback.data.total,
              onPageChange: (next) =>
                setParams({ ...(q ? { q } : {}), ...(next > 1 ? { page: String(next) } : {}) }),
            }
          }
        />
      </div>
    </PageContainer>
  );
}
