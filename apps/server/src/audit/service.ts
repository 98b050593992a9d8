/**
 * The audit trail for admins (decision 0098): newest first, by person, action and
 * date, and the same as a CSV file a spreadsheet opens safely.
 */
import type {
  AuditAction,
  AuditEntry,
  AuditPage,
  AuditSubject,
  auditQuerySchema,
  ReviewPoint,
} from '@legion/api';
import type { z } from 'zod';
import { displayNameSql } from '../accounts/display-name.ts';
import { latestVersionId, VERSIONS_TABLE } from '../agents/sql.ts';
import type { Database } from '../db/database.ts';
import type { Language } from '../http/messages.ts';
import { csvDocument, csvText, sheetTime } from '../shared/csv.ts';
import { dayRange, iso } from '../shared/time.ts';

type AuditQuery = z.output<typeof auditQuerySchema>;

/** at most this many entries go into one CSV file */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

interface AuditRow {
  id: string;
  at: Date | string;
  actor_id: string | null;
  actor_name: string | null;
  action: AuditAction;
  subject_kind: AuditSubject;
  subject_id: string;
  field: string | null;
  detail: string;
  ip: string;
  name_zh: string | null;
  name_en: string | null;
  points: ReviewPoint[] | string;
}

const FILTER = `($1::bigint is null or l.actor_id = $1::bigint)
  and ($2::text is null or l.action = $2)
  and ($3::timestamptz is null or l.at >= $3)
  and ($4::timestamptz is null or l.at < $4)`;

/**
 * What an entry acted on, by name in both languages: at most one row, for the entry `l`. An
 * agent is named by its latest version, a review by its agent.
 */
const SUBJECT_NAME = `
  select v.name_zh || ' v' || v.version as zh, v.name_en || ' v' || v.version as en
    from ${VERSIONS_TABLE} v where l.subject_kind = 'agent_version' and v.id = l.subject_id
  union all
  select lv.name_zh, lv.name_en
    from legion_versions lv where l.subject_kind = 'legion_version' and lv.id = l.subject_id
  union all
  select a.developer_name || '（' || a.company_name || '）',
      a.developer_name || ' (' || a.company_name || ')'
    from developer_applications a where l.subject_kind = 'application' and a.id = l.subject_id
  union all
  select v.name_zh, v.name_en
    from ${VERSIONS_TABLE} v
    where l.subject_kind = 'agent' and v.id = ${latestVersionId('l.subject_id')}
  union all
  select v.name_zh, v.name_en
    from ratings_reviews r join ${VERSIONS_TABLE} v on v.id = ${latestVersionId('r.agent_id')}
    where l.subject_kind = 'review' and r.id = l.subject_id
  union all
  select o.order_number, o.order_number
    from orders o where l.subject_kind = 'order' and o.id = l.subject_id
  union all
  select ${displayNameSql('p')}, ${displayNameSql('p')}
    from users p where l.subject_kind = 'user' and p.id = l.subject_id`;

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: iso(row.at),
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
    action: row.action,
    subject: row.subject_kind,
    subjectId: row.subject_id,
    subjectName: { zh: row.name_zh ?? '', en: row.name_en ?? '' },
    detail: row.field ?? row.detail,
    points: typeof row.points === 'string' ? JSON.parse(row.points) : row.points,
    ip: row.ip,
  };
}

const ACTION_LABELS: Record<Language, Record<AuditAction, string>> = {
  zh: {
    approve: '审核通过',
    reject: '审核驳回',
    reveal: '查看个人信息',
    'rotate-secret': '密钥重置',
    'role-change': '角色变更',
    'hide-review': '隐藏评价',
    'keep-review': '保留评价',
    'refund-remark': '退款备注',
  },
  en: {
    approve: 'Approved',
    reject: 'Rejected',
    reveal: 'Revealed personal data',
    'rotate-secret': 'Rotated a secret',
    'role-change': 'Changed a role',
    'hide-review': 'Hid a review',
    'keep-review': 'Kept a review',
    'refund-remark': 'Refund remark',
  },
};

const SUBJECT_LABELS: Record<Language, Record<AuditSubject, string>> = {
  zh: {
    application: '开发者申请',
    agent_version: '插件版本',
    legion_version: '军团版本',
    agent: '插件',
    user: '用户',
    review: '评价记录',
    order: '订单',
  },
  en: {
    application: 'Developer application',
    agent_version: 'Agent version',
    legion_version: 'Legion version',
    agent: 'Agent',
    user: 'User',
    review: 'Review',
    order: 'Order',
  },
};

/** the form fields a rejection's points name */
const FIELD_LABELS: Record<Language, Record<string, string>> = {
  zh: {
    developerName: '开发者姓名',
    mobile: '手机号',
    email: '邮箱',
    companyName: '公司名称',
    industry: '所属行业',
    legalPersonName: '法人姓名',
    idCardNumber: '法人身份证号',
    socialCreditCode: '统一社会信用代码',
    nameZh: '中文名称',
    nameEn: '英文名称',
    descriptionZh: '中文描述',
    descriptionEn: '英文描述',
    category: '分类',
    company: '公司',
    url: '插件网址',
    logo: 'Logo',
    coverZh: '中文封面',
    coverEn: '英文封面',
    version: '版本号',
  },
  en: {
    developerName: 'Developer name',
    mobile: 'Mobile',
    email: 'Email',
    companyName: 'Company name',
    industry: 'Industry',
    legalPersonName: 'Legal representative',
    idCardNumber: 'ID card number',
    socialCreditCode: 'Unified social credit code',
    nameZh: 'Chinese name',
    nameEn: 'English name',
    descriptionZh: 'Chinese description',
    descriptionEn: 'English description',
    category: 'Category',
    company: 'Company',
    url: 'Agent URL',
    logo: 'Logo',
    coverZh: 'Chinese cover',
    coverEn: 'English cover',
    version: 'Version',
  },
};

const HEADERS: Record<Language, string[]> = {
  zh: [
    '时间（UTC）',
    '操作人',
    '操作',
    '对象',
    '对象编号',
    '对象名称',
    '详情',
    '修改要点',
    'IP 地址',
  ],
  en: [
    'Time (UTC)',
    'By',
    'Action',
    'Subject',
    'Subject id',
    'Subject name',
    'Detail',
    'Points to fix',
    'IP address',
  ],
};

/** the platform acting on its own, named in the file */
const PLATFORM: Record<Language, string> = { zh: '平台', en: 'Platform' };

export function auditService({ db }: { db: Database }) {
  function rows(query: AuditQuery, page: { limit: number; offset: number }) {
    const { from, to } = dayRange(query.from, query.to);
    return db.query<AuditRow>(
      `select l.id::text as id, l.at, l.actor_id::text as actor_id,
         case when u.id is null then null else ${displayNameSql('u')} end as actor_name,
         l.action, l.subject_kind, l.subject_id::text as subject_id, l.field, l.detail, l.ip,
         l.points, named.zh as name_zh, named.en as name_en
       from audit_log l left join users u on u.id = l.actor_id
       left join lateral (${SUBJECT_NAME}) named on true
       where ${FILTER}
       order by l.at desc, l.id desc limit $5 offset $6`,
      [query.actor ?? null, query.action ?? null, from, to, page.limit, page.offset],
    );
  }

  return {
    async list(query: AuditQuery): Promise<AuditPage> {
      const { from, to } = dayRange(query.from, query.to);
      const [items, [count], actors] = await Promise.all([
        rows(query, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
        db.query<{ total: number }>(
          `select count(*)::int as total from audit_log l where ${FILTER}`,
          [query.actor ?? null, query.action ?? null, from, to],
        ),
        db.query<{ id: string; name: string }>(
          `select u.id::text as id, ${displayNameSql('u')} as name
           from users u where u.id in (select distinct actor_id from audit_log)
           order by 2 limit 200`,
        ),
      ]);
      return {
        items: items.map(toEntry),
        total: count?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
        actors,
      };
    },

    async export(
      query: AuditQuery,
      language: Language,
      today: string,
    ): Promise<{ fileName: string; body: string }> {
      const entries = (await rows(query, { limit: AUDIT_EXPORT_MAX_ROWS, offset: 0 })).map(toEntry);
      const body = csvDocument(
        HEADERS[language],
        entries.map((entry) => [
          sheetTime(entry.at),
          entry.actor?.name ?? PLATFORM[language],
          ACTION_LABELS[language][entry.action],
          SUBJECT_LABELS[language][entry.subject],
          csvText(entry.subjectId),
          entry.subjectName[language],
          entry.detail,
          entry.points
            .map(
              (point) => `${FIELD_LABELS[language][point.field] ?? point.field}: ${point.action}`,
            )
            .join('\n'),
          csvText(entry.ip),
        ]),
      );
      return { fileName: `audit-${today.replaceAll('-', '')}.csv`, body };
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
