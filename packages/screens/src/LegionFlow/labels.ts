import type { LegionFlow } from '@legion/api';
import { useLingui } from '@lingui/react/macro';

/** a name or a legion in the interface language: English only in English */
export function useLocalized() {
  const { i18n } = useLingui();
  return (item: { nameZh: string; nameEn: string }) =>
    i18n.locale === 'en' ? item.nameEn : item.nameZh;
}

/** a legion's name and description in the interface language */
export function useLegionText() {
  const { i18n } = useLingui();
  return (legion: {
    nameZh: string;
    nameEn: string;
    descriptionZh: string;
    descriptionEn: string;
  }) =>
    i18n.locale === 'en'
      ? { name: legion.nameEn, description: legion.descriptionEn }
      : { name: legion.nameZh, description: legion.descriptionZh };
}

/** the two ways a legion works (顺序协作 / 分派协作), each with what it means */
export function useLegionFlowLabels() {
  const { t } = useLingui();
  return (flow: LegionFlow) =>
    flow === 'sequence'
      ? {
          name: t`顺序协作`,
          explain: t`成员依次处理：每个成员拿到问题和上一位的结果，最后一位给出回答。`,
        }
      : {
          name: t`分派协作`,
          explain: t`分派者读完问题，挑选最合适的一位成员来回答。`,
        };
}
