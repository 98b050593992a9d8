/**
 * The developer application (SPEC §3, §5): every field required, the mobile number, ID card
 * (GB 11643) and credit code (GB 32100) checked as they are typed in, with the contract's
 * own schema, before the server checks them again.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApiError,
  type DeveloperApplication,
  type DeveloperApplicationInput,
  developerApplicationInputSchema,
} from '@legion/api';
import { Button, Field, ReviewPoints } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../api.ts';
import { RequiredSummary, useFieldMessage, useReviewPointItems } from '../../features/console.tsx';
import { useFormDraft } from '../../state/form-draft.ts';

const EMPTY: DeveloperApplicationInput = {
  developerName: '',
  mobile: '',
  email: '',
  companyName: '',
  industry: '',
  legalPersonName: '',
  idCardNumber: '',
  socialCreditCode: '',
  addressedPoints: [],
};

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
  const [addressed, setAddressed] = useState<string[]>([]);
  const form = useForm<DeveloperApplicationInput>({
    resolver: zodResolver(developerApplicationInputSchema),
    mode: 'onTouched',
    defaultValues: initial ? { ...EMPTY, ...pick(initial) } : EMPTY,
  });
  // a resubmission's draft belongs to the rejected application it answers
  const discardDraft = useFormDraft(
    form,
    initial ? `developer-application:${initial.id}` : 'developer-application',
  );
  const { errors } = form.formState;
  const submit = useMutation({
    mutationFn: (values: DeveloperApplicationInput) =>
      api.call('submitDeveloperApplication', { ...values, addressedPoints: addressed }),
    onSuccess: (application) => {
      discardDraft();
      onSubmitted(application);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        for (const [name, text] of Object.entries(error.fields)) {
          if (name in EMPTY)
            form.setError(name as keyof DeveloperApplicationInput, { message: text });
        }
      }
    },
  });
  const industries = [
    t`软件和信息技术服务`,
    t`互联网`,
    t`金融`,
    t`教育`,
    t`医疗健康`,
    t`制造业`,
    t`零售与电商`,
    t`文化传媒`,
  ];
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
      className="space-y-6"
    >
      <RequiredSummary errors={errors} />
      {initial ? (
        <ReviewPoints
          level={2}
          title={t`审核意见中需要修改的地方（改好后勾选）`}
          points={pointItems(initial.points)}
          selected={addressed}
          onToggle={(id, done) =>
            setAddressed((current) =>
              done ? [...current, id] : current.filter((entry) => entry !== id),
            )
          }
        />
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="text-foreground mb-3 text-base font-semibold">{t`联系人`}</legend>
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
          className="sm:col-span-2"
          {...field('email')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="text-foreground mb-3 text-base font-semibold">{t`企业信息`}</legend>
        <Field label={t`公司名称`} autoComplete="organization" {...field('companyName')} />
        <Field label={t`所属行业`} list="developer-industries" {...field('industry')} />
        <datalist id="developer-industries">
          {industries.map((industry) => (
            <option key={industry} value={industry} />
          ))}
        </datalist>
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
          className="sm:col-span-2"
          {...field('socialCreditCode')}
        />
      </fieldset>
      {submit.isError && !(submit.error instanceof ApiError && submit.error.fields) ? (
        <p role="alert" className="bg-danger/10 text-danger rounded-md px-3 py-2 text-sm">
          {submit.error.message}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={submit.isPending}>
          <Send aria-hidden="true" />
          {submit.isPending ? t`正在提交…` : initial ? t`重新提交` : t`提交申请`}
        </Button>
      </div>
    </form>
  );
}

function pick(application: DeveloperApplication): DeveloperApplicationInput {
  const { developerName, mobile, email, companyName, industry, legalPersonName } = application;
  return {
    developerName,
    mobile,
    email,
    companyName,
    industry,
    legalPersonName,
    idCardNumber: application.idCardNumber,
    socialCreditCode: application.socialCreditCode,
    addressedPoints: [],
  };
}
