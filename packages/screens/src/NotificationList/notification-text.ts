/**
 * What a notification says, in the interface language: a title and, when there is one, a
 * detail line (the reason's first words). The server stores the kind and its fields only.
 */
import type { Notification } from '@legion/api';
import { useLingui } from '@lingui/react/macro';

export interface NotificationText {
  title: string;
  detail: string | null;
}

export function useNotificationText(): (notification: Notification) => NotificationText {
  const { t, i18n } = useLingui();
  return (item) => {
    const english = i18n.locale.startsWith('en');
    const name = (english ? item.nameEn : item.nameZh) || item.nameZh || item.nameEn;
    const reason = item.reason ? t`原因：${item.reason}` : null;
    const approved = item.decision === 'approved';
    const version = item.version;
    const owner = item.owner;
    switch (item.kind) {
      case 'application-decided':
        return approved
          ? { title: t`你的开发者认证申请已通过`, detail: t`现在可以提交智能体了。` }
          : { title: t`你的开发者认证申请未通过`, detail: reason };
      case 'agent-decided':
        return approved
          ? { title: t`插件「${name}」v${version} 已通过审核并上架`, detail: null }
          : { title: t`插件「${name}」v${version} 未通过审核`, detail: reason };
      case 'legion-decided':
        return approved
          ? { title: t`军团「${name}」已通过审核并发布`, detail: null }
          : { title: t`军团「${name}」未通过审核`, detail: reason };
      case 'team-added':
        return {
          title: t`${owner} 把你加入了团队`,
          detail: t`获得授权后，可以在“我的插件”中管理对应的插件。`,
        };
      case 'team-removed':
        return { title: t`${owner} 已把你移出团队`, detail: null };
      case 'agent-updated':
        return { title: t`你订阅的「${name}」发布了新版本 v${version}`, detail: null };
      case 'submission-waiting':
        return {
          title:
            item.subject === 'application'
              ? t`有新的开发者认证申请待审核`
              : item.subject === 'legion'
                ? t`军团「${name}」有新的提交待审核`
                : t`插件「${name}」有新的提交待审核`,
          detail: null,
        };
      case 'agent-down':
        return {
          title: t`插件「${name}」不再响应平台的探测`,
          detail: t`市场上已标为无响应，用户暂时无法使用。请检查服务，恢复后会自动解除。`,
        };
      case 'agent-recovered':
        return { title: t`插件「${name}」已恢复响应`, detail: null };
      case 'review-hidden':
        return { title: t`你对「${name}」的评价已被管理员隐藏`, detail: reason };
    }
  };
}
