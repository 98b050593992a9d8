import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import type { Locale } from '../i18n/language.ts';

export type LanguageSwitchProps = Omit<ButtonProps, 'onChange'> & {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
};

/** One button that offers the other language, named in that language. */
export function LanguageSwitch({ locale, onLocaleChange, ...props }: LanguageSwitchProps) {
  const { t } = useLingui();
  const next: Locale = locale === 'en' ? 'zh-CN' : 'en';
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={next}
      title={t`切换语言`}
      onClick={() => onLocaleChange(next)}
      {...props}
    >
      <Languages aria-hidden="true" />
      {/* short on phones, where the header is tight */}
      <span className="lu:sm:hidden">{next === 'en' ? 'EN' : '中文'}</span>
      <span className="lu:hidden lu:sm:inline">{next === 'en' ? 'English' : '中文'}</span>
    </Button>
  );
}
