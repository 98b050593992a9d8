/** What the pricing and payment screens share: the plans, as listed and as displayed, and the buyer's plan. */
import { FALLBACK_PACKAGES, FREE_PLAN_ID, PACKAGE_LIST_FAILED, type Package } from '@legion/api';
import { apiLanguage, type DisplayPlan, isLocale } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api } from '../../api.ts';
import { currentUserAtom } from '../../state/auth.ts';

export const PLANS_KEY = ['plans'] as const;
export const SUBSCRIPTION_KEY = ['subscription'] as const;

/**
 * The package list, in the interface language; a failure keeps its server
 * message or says 'failed to get package list'.
 */
export const packagesQuery = (locale: string) =>
  queryOptions({
    queryKey: [...PLANS_KEY, locale],
    queryFn: async () => {
      try {
        return await api.call('packageList');
      } catch (error) {
        throw new Error(
          error instanceof Error && error.message ? error.message : PACKAGE_LIST_FAILED,
        );
      }
    },
    retry: false,
  });

export function usePackages() {
  const { i18n } = useLingui();
  return useQuery(packagesQuery(i18n.locale));
}

/** the built-in plans, shown when the list call fails, in the interface language */
export function useFallbackPackages(): Package[] {
  const { i18n } = useLingui();
  const language = apiLanguage(isLocale(i18n.locale) ? i18n.locale : 'zh-CN');
  return FALLBACK_PACKAGES[language === 'en' ? 'en' : 'zh'];
}

/** a package as the plan cards display it */
export function useDisplayPlan() {
  const { t } = useLingui();
  return (entry: Package): DisplayPlan => ({
    id: entry.specNo,
    name: entry.specName,
    subtitle: entry.subtitle,
    price: entry.amount,
    priceUnit: entry.amount > 0 ? t`/月` : '',
    features: entry.features,
    isPopular: entry.popular ?? false,
    buttonText: t`立即订阅`,
  });
}

/** the signed-in person's plan; nothing for visitors */
export function useSubscription() {
  const user = useAtomValue(currentUserAtom);
  return useQuery({
    queryKey: [...SUBSCRIPTION_KEY, user?.id],
    queryFn: () => api.call('mySubscription'),
    enabled: !!user,
  });
}

export const isFreePlan = (planId: string) => planId === FREE_PLAN_ID;
