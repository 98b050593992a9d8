/**
 * The visitors' feedback from the home page's form (issue 8: admins can read the list):
 * newest first, searchable by company, contact or details, phones masked by the server.
 */
import {
  ErrorState,
  PageContainer,
  PageHeader,
  ResponsiveTable,
  SearchField,
  Spinner,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { ResultPagination, useFormatDate } from '../console.tsx';

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
      <div className="space-y-4">
        <SearchField
          label={t`搜索公司、联系人或内容`}
          value={q}
          onSearch={(next) => setParams(next ? { q: next } : {})}
        />
        {feedback.isPending ? (
          <Spinner className="w-full py-12" label={t`正在加载反馈`} />
        ) : feedback.isError ? (
          <ErrorState message={t`反馈加载失败`} onRetry={() => void feedback.refetch()} />
        ) : feedback.data.total === 0 ? (
          <div className="border-border text-muted-foreground flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-16 text-center text-sm">
            <MessageSquareText aria-hidden="true" className="size-8" />
            {q ? t`没有符合“${q}”的反馈。` : t`还没有反馈。`}
          </div>
        ) : (
          <ResponsiveTable aria-label={t`反馈列表`} tabIndex={0}>
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">{t`反馈列表`}</caption>
              <thead className="bg-muted/60 text-muted-foreground text-xs">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {t`公司与联系人`}
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {t`详细内容`}
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {t`提交时间`}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-border divide-y">
                {feedback.data.items.map((item) => (
                  <tr key={item.id} className="align-top">
                    <td className="px-4 py-3">
                      <p className="text-foreground font-medium">{item.company}</p>
                      <p className="text-muted-foreground text-xs">
                        {item.contactName} · {item.mobile}
                      </p>
                    </td>
                    <td className="text-foreground max-w-[32rem] px-4 py-3 whitespace-pre-wrap">
                      {item.details}
                    </td>
                    <td className="text-muted-foreground px-4 py-3 whitespace-nowrap">
                      {formatDate(item.createdAt, true)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ResultPagination
              result={feedback.data}
              onPageChange={(next) =>
                setParams({ ...(q ? { q } : {}), ...(next > 1 ? { page: String(next) } : {}) })
              }
            />
          </ResponsiveTable>
        )}
      </div>
    </PageContainer>
  );
}
