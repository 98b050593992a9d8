/**
 * The audit trail (/admin/audit): every decision, reveal of personal data, secret
 * rotation, role change, moderation action and refund remark, newest first, with who, when,
 * what and from which address; by person, action and dates (in the address), and as CSV.
 */
import { AUDIT_ACTIONS, type AuditAction } from '@legion/api';
import {
  Button,
  CellText,
  DataTable,
  DateRangePicker,
  Link,
  PageContainer,
  PageHeader,
  SelectField,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { useFieldLabels, useFormatDate } from '../../features/console.tsx';
import { downloadAuditCsv } from '../../uploads.ts';
import { subjectHref, useAuditLabels } from './audit.ts';
import { dayParam, ExportCsvButton } from './queue.tsx';

const isAction = (value: string | null): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');

export default function AuditPage() {
  const { t, i18n } = useLingui();
  const formatDate = useFormatDate();
  const labels = useAuditLabels();
  const fieldLabel = useFieldLabels();
  const english = i18n.locale === 'en';
  const [params, setParams] = useSearchParams();
  const actor = /^\d+$/.test(params.get('actor') ?? '') ? (params.get('actor') as string) : '';
  const action = isAction(params.get('action')) ? (params.get('action') as AuditAction) : '';
  const from = dayParam(params, 'from');
  const to = dayParam(params, 'to');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = {
    ...(actor ? { actor } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const query = useQuery({
    queryKey: ['admin-audit', filter, page],
    queryFn: () => api.call('adminAudit', { ...filter, page }),
    placeholderData: keepPreviousData,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const filtered = Boolean(actor || action || from || to);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = Object.fromEntries(
      ['actor', 'action', 'from', 'to'].map((key) => [key, String(data.get(key) ?? '')]),
    );
    if (next.from && next.to && next.from > next.to) {
      return setProblem(t`开始日期不能晚于结束日期`);
    }
    setProblem(null);
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)));
  }

  return (
    <PageContainer>
      <PageHeader
        title={t`审计日志`}
        description={t`审核决定、查看个人信息、重置密钥、角色变更、评价处理和退款备注，按时间从新到旧。`}
        actions={<ExportCsvButton download={() => downloadAuditCsv(filter)} />}
      />
      <search className="lu:mb-4 lu:block">
        <form
          key={`${actor}-${action}-${from}-${to}`}
          aria-label={t`筛选`}
          noValidate
          onSubmit={submit}
          className="lu:flex lu:flex-wrap lu:items-start lu:gap-3"
        >
          <SelectField
            label={t`操作人`}
            name="actor"
            defaultValue={actor}
            className="lu:min-w-44 lu:flex-1"
            options={[
              { value: '', label: t`所有人` },
              ...(query.data?.actors ?? []).map((person) => ({
                value: person.id,
                label: person.name,
              })),
            ]}
          />
          <SelectField
            label={t`操作类型`}
            name="action"
            defaultValue={action}
            className="lu:min-w-44 lu:flex-1"
            options={[
              { value: '', label: t`所有操作` },
              ...AUDIT_ACTIONS.map((value) => ({ value, label: labels.action[value] })),
            ]}
          />
          <DateRangePicker
            fromName="from"
            toName="to"
            defaultValue={{ from, to }}
            error={problem ?? undefined}
          >
            <Button type="submit" variant="outline">
              <Search aria-hidden="true" />
              {t`查询`}
            </Button>
            {filtered ? (
              <Button type="button" variant="ghost" onClick={() => setParams({})}>
                <X aria-hidden="true" />
                {t`清除`}
              </Button>
            ) : null}
          </DateRangePicker>
        </form>
      </search>
      <DataTable
        caption={t`审计日志`}
        aria-busy={query.isFetching}
        minWidth="56rem"
        columns={[
          {
            key: 'at',
            header: t`时间`,
            nowrap: true,
            className: 'lu:text-muted-foreground lu:tabular-nums',
            cell: (entry) => formatDate(entry.at, true),
          },
          {
            key: 'actor',
            header: t`操作人`,
            primary: true,
            nowrap: true,
            className: 'lu:text-foreground',
            cell: (entry) => entry.actor?.name ?? t`平台`,
          },
          {
            key: 'action',
            header: t`操作类型`,
            nowrap: true,
            className: 'lu:text-foreground',
            cell: (entry) => labels.action[entry.action],
          },
          {
            key: 'subject',
            header: t`对象`,
            nowrap: true,
            cell: (entry) => {
              const href = subjectHref(entry);
              const kind = `${labels.subject[entry.subject]} #${entry.subjectId}`;
              const name = english ? entry.subjectName.en : entry.subjectName.zh;
              const title = name || kind;
              return (
                <CellText
                  title={href ? <Link href={href}>{title}</Link> : title}
                  detail={name ? kind : undefined}
                />
              );
            },
          },
          {
            key: 'detail',
            header: t`详情`,
            className: 'lu:max-w-[24rem]',
            cell: (entry) => (
              <CellText
                weight="normal"
                title={
                  entry.action === 'reveal'
                    ? (labels.field[entry.detail] ?? entry.detail)
                    : entry.detail || '--'
                }
                detail={
                  entry.points.length > 0
                    ? t`要求修改：${entry.points
                        .map(
                          (point) =>
                            `${fieldLabel(point.field)}${english ? ': ' : '：'}${point.action}`,
                        )
                        .join(english ? '; ' : '；')}`
                    : undefined
                }
              />
            ),
          },
          {
            key: 'ip',
            header: t`IP 地址`,
            nowrap: true,
            className: 'lu:text-muted-foreground lu:font-mono lu:text-xs',
            cell: (entry) => entry.ip || '--',
          },
        ]}
        rows={query.data?.items ?? []}
        rowKey={(entry) => entry.id}
        loading={query.isPending}
        loadingLabel={t`正在加载审计日志`}
        error={query.isError ? t`审计日志加载失败` : undefined}
        onRetry={() => void query.refetch()}
        empty={filtered ? t`没有符合条件的记录` : t`还没有记录`}
        pagination={
          query.data && {
            page: query.data.page,
            pageSize: query.data.pageSize,
            total: query.data.total,
            onPageChange: (next) =>
              setParams({ ...filter, ...(next > 1 ? { page: String(next) } : {}) }),
          }
        }
      />
    </PageContainer>
  );
}
