/** What the audit trail page says about its entries, and where their subjects are seen. */
import type { AuditAction, AuditEntry, AuditSubject } from '@legion/api';
import { useLingui } from '@lingui/react/macro';

/** where an entry's subject is seen, when it has a page */
export function subjectHref(entry: AuditEntry): string | null {
  const links: Partial<Record<AuditSubject, string>> = {
    application: `/admin/dev/review/${entry.subjectId}`,
    agent_version: `/admin/plugins/review/${entry.subjectId}`,
    legion_version: '/admin/legions',
    order: `/admin/orders/detail/${entry.subjectId}`,
  };
  return links[entry.subject] ?? null;
}

/** the words of the trail's actions, subjects and revealed fields */
export function useAuditLabels() {
  const { t } = useLingui();
  const action: Record<AuditAction, string> = {
    approve: t`审核通过`,
    reject: t`审核驳回`,
    reveal: t`查看个人信息`,
    'rotate-secret': t`密钥重置`,
    'role-change': t`角色变更`,
    'hide-review': t`隐藏评价`,
    'keep-review': t`保留评价`,
    'refund-remark': t`退款备注`,
  };
  const subject: Record<AuditSubject, string> = {
    application: t`开发者申请`,
    agent_version: t`插件版本`,
    legion_version: t`军团版本`,
    agent: t`插件`,
    user: t`用户`,
    review: t`评价记录`,
    order: t`订单`,
  };
  const field: Record<string, string> = { mobile: t`手机号`, idCardNumber: t`身份证号` };
  return { action, subject, field };
}
