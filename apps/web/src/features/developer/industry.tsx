/**
 * An application's industry: a code named in the reader's language, or the applicant's own
 * words, shown as written.
 */
import { type DeveloperApplicationInput, INDUSTRIES, type Industry, isIndustry } from '@legion/api';
import { Field, SelectField } from '@legion/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';

export const industryLabels: Record<Industry, MessageDescriptor> = {
  software: msg`软件和信息技术服务`,
  internet: msg`互联网`,
  finance: msg`金融`,
  education: msg`教育`,
  healthcare: msg`医疗健康`,
  manufacturing: msg`制造业`,
  retail: msg`零售与电商`,
  media: msg`文化传媒`,
};

/** names an industry as the reader reads it */
export function useIndustryName() {
  const { i18n } = useLingui();
  return (industry: string) => (isIndustry(industry) ? i18n._(industryLabels[industry]) : industry);
}

const OWN_WORDS = 'other';

/**
 * The industry as a choice of the known ones, or "other" with a box for the applicant's own
 * words. The form holds one value: the chosen code, or the words as typed.
 */
export function IndustryField({
  form,
  error,
}: {
  form: UseFormReturn<DeveloperApplicationInput>;
  /** the message of the industry field, if it has one */
  error: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const value = form.watch('industry');
  const [ownWords, setOwnWords] = useState(false);
  const choice = isIndustry(value) ? value : value || ownWords ? OWN_WORDS : '';
  const choose = (next: string) => {
    setOwnWords(next === OWN_WORDS);
    form.setValue('industry', next === OWN_WORDS ? '' : next, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };
  return (
    <>
      <SelectField
        label={t`所属行业`}
        required
        value={choice}
        onChange={(event) => choose(event.target.value)}
        error={choice === OWN_WORDS ? undefined : error}
        options={[
          { value: '', label: t`请选择` },
          ...INDUSTRIES.map((code) => ({ value: code, label: i18n._(industryLabels[code]) })),
          { value: OWN_WORDS, label: t`其他（自己填写）` },
        ]}
      />
      {choice === OWN_WORDS ? (
        <Field label={t`行业名称`} required error={error} {...form.register('industry')} />
      ) : null}
    </>
  );
}
