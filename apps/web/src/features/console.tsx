/** What the console screens (developer and admin) share: who is certified, dates, field messages and labels. */
import {
  ApiError,
  CREDIT_CODE_MESSAGE,
  EMAIL_MESSAGE,
  ID_CARD_MESSAGE,
  MOBILE_MESSAGE,
  RELEASE_NOTES_REQUIRED,
  REQUIRED_FIELDS_MESSAGE,
  RESUBMIT_NOTE_REQUIRED,
} from '@legion/api';
import { Callout, dateTimeFormat } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { FieldErrors } from 'react-hook-form';
import { currentUserAtom } from '../state/auth.ts';

/** a certified developer (status 1, role 0) or an admin */
export function useIsCertified(): boolean {
  const user = useAtomValue(currentUserAtom);
  return user?.role === 'developer' || user?.role === 'admin';
}

/** "2026年11月22日" / "Nov 22, 2026", and with the time when asked */
export function useFormatDate() {
  const { i18n } = useLingui();
  return (iso: string | null | undefined, withTime = false) => {
    if (!iso) return '—';
    return dateTimeFormat(i18n.locale, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    }).format(new Date(iso));
  };
}

/**
 * The contract's validation messages in the interface language. The server's answers come
 * translated already and pass through as they are.
 */
export function useFieldMessage() {
  const { t } = useLingui();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const longest = /^at most (\d+) characters$/.exec(message)?.[1];
    if (longest) return t`最多 ${longest} 个字符`;
    switch (message) {
      case REQUIRED_FIELDS_MESSAGE:
        return t`此项必填`;
      case MOBILE_MESSAGE:
        return t`请输入有效的手机号码`;
      case ID_CARD_MESSAGE:
        return t`身份证号码格式不正确`;
      case CREDIT_CODE_MESSAGE:
        return t`统一社会信用代码格式不正确`;
      case EMAIL_MESSAGE:
        return t`请输入有效的邮箱地址`;
      case 'Please enter a valid URL':
        return t`请输入以 http:// 或 https:// 开头的网址`;
      case 'Please upload the image':
        return t`请上传图片`;
      case 'Please enter a version like 1.0.0':
        return t`请输入形如 1.0.0 的版本号`;
      case RELEASE_NOTES_REQUIRED:
        return t`请写明这个版本更新了什么`;
      case RESUBMIT_NOTE_REQUIRED:
        return t`没有修改任何内容，也没有勾选已改好的地方：请告诉审核员为什么重新提交`;
      default:
        return message;
    }
  };
}

/** one message above the form when a required field is empty */
export function RequiredSummary({ errors }: { errors: FieldErrors }) {
  const { t } = useLingui();
  const missing = Object.values(errors).some((error) => error?.message === REQUIRED_FIELDS_MESSAGE);
  if (!missing) return null;
  return <Callout tone="danger">{t`请完整填写必填项`}</Callout>;
}

/**
 * Why a submission failed, above the form's buttons: the server's message, unless it named the
 * fields at fault (those show beside their fields).
 */
export function SubmitError({ error }: { error: Error | null }) {
  if (!error || (error instanceof ApiError && error.fields)) return null;
  return <Callout tone="danger">{error.message}</Callout>;
}

/** The label of every field a review point can name, in the interface language. */
export function useFieldLabels() {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    developerName: t`开发者姓名`,
    mobile: t`手机号`,
    email: t`邮箱`,
    companyName: t`公司名称`,
    industry: t`所属行业`,
    legalPersonName: t`法人姓名`,
    idCardNumber: t`法人身份证号`,
    socialCreditCode: t`统一社会信用代码`,
    nameZh: t`中文名称`,
    nameEn: t`英文名称`,
    descriptionZh: t`中文描述`,
    descriptionEn: t`英文描述`,
    category: t`分类`,
    company: t`公司`,
    url: t`插件网址`,
    logo: t`Logo`,
    coverZh: t`中文封面`,
    coverEn: t`英文封面`,
    version: t`版本号`,
  };
  return (field: string) => labels[field] ?? field;
}

/** review points as the library's list shows them */
export function useReviewPointItems() {
  const label = useFieldLabels();
  return (points: Array<{ id: string; field: string; action: string; addressed: boolean }>) =>
    points.map((point) => ({ ...point, fieldLabel: label(point.field) }));
}
