import { useLingui } from '@lingui/react/macro';

/** An agent's (or legion's) name in the interface language: English names only in English. */
export function useAgentName() {
  const { i18n } = useLingui();
  return (agent: { nameZh: string; nameEn: string }) =>
    i18n.locale === 'en' ? agent.nameEn : agent.nameZh;
}
