import { useLingui } from '@lingui/react/macro';
import { numberFormat } from './intl.ts';

/** Formats an amount in yuan as the interface language writes money: ¥1,299.00 / CN¥1,299.00. */
export function useMoney() {
  const { i18n } = useLingui();
  return (yuan: number) =>
    numberFormat(i18n.locale, {
      style: 'currency',
      currency: 'CNY',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(yuan);
}
