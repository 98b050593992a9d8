/**
 * The developer application: every field required, the mobile number, ID card
 * (GB 11643) and credit code (GB 32100) checked as they are typed in, with the contract's
 * own schema, before the server checks them again.
 */
import type { DeveloperApplication, DeveloperApplicationInput } from '@legion/api';
import { Button, Field, FormActions, FormSection, ReviewPoints } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import {
  RequiredSummary,
  SubmitError,
  useFieldMessage,
  useReviewPointItems,
} from '../../features/console.tsx';
import { useApplicationForm } from '../../features/developer/application.ts';
import { IndustryField } from '../../features/developer/industry.tsx';

export function ApplicationForm({
  initial,
  onSubmitted,
}: {
  /** a rejected application being edited */
  initial?: DeveloperApplication | undefined;
  onSubmitted: (application: DeveloperApplication) => void;
}) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const pointItems = useReviewPointItems();
  const { form, submit, addressed, toggleAddressed } = useApplicationForm(initial, onSubmitted);
  const { errors } = form.formState;
  const field = (name: keyof DeveloperApplicationInput) => ({
    ...form.register(name),
    error: message(errors[name]?.message),
    required: true,
  });

  return (
    <form
      noValidate
      aria-label={t`开发者认证申请`}
      onSubmit={form.handleSubmit((values) => submit.mutate(values))}
      className="lu:space-y-6"
    >
      <RequiredSummary errors={errors} />
      {initial ? (
        <ReviewPoints
          level={2}
          title={t`审核意见中需要修改的地方（改好后勾选）`}
          points={pointItems(initial.points)}
          selected={addressed}
          onToggle={toggleAddressed}
        />
      ) : null}
      <FormSection legend={t`联系人`}>
        <Field label={t`开发者姓名`} autoComplete="name" {...field('developerName')} />
        <Field
          label={t`手机号`}
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          {...field('mobile')}
        />
        <Field
          label={t`邮箱`}
          type="email"
          autoComplete="email"
          className="lu:sm:col-span-2"
          {...field('email')}
        />
      </FormSection>
      <FormSection legend={t`企业信息`}>
        <Field label={t`公司名称`} autoComplete="organization" {...field('companyName')} />
        <IndustryField form={form} error={message(errors.industry?.message)} />
        <Field label={t`法人姓名`} {...field('legalPersonName')} />
        <Field
          label={t`法人身份证号`}
          maxLength={18}
          hint={t`18 位，末位可为 X`}
          {...field('idCardNumber')}
        />
        <Field
          label={t`统一社会信用代码`}
          maxLength={18}
          hint={t`18 位，见营业执照`}
          className="lu:sm:col-span-2"
          {...field('socialCreditCode')}
        />
      </FormSection>
      <SubmitError error={submit.error} />
      <FormActions>
        <Button type="submit" disabled={submit.isPending}>
          <Send aria-hidden="true" />
          {submit.isPending ? t`正在提交…` : initial ? t`重新提交` : t`提交申请`}
        </Button>
      </FormActions>
    </form>
  );
}
