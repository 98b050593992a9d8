/**
 * The home page's feedback form: company, contact name, phone, SMS code and
 * details, all required. "Send code" checks the phone first, then counts down until another
 * code may be asked for; the server limits codes per phone and per IP. A reply is promised in
 * 1-3 working days.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApiError,
  FEEDBACK_REPLY_WORKING_DAYS,
  type FeedbackInput,
  feedbackInputSchema,
  isValidMobile,
  SMS_CODE_MESSAGE,
} from '@legion/api';
import { LandingPanel, LandingResult } from '@legion/screens';
import { Button, Callout, Field, TextAreaField } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../api.ts';
import { RequiredSummary, useFieldMessage } from '../../features/console.tsx';
import { useFormDraft } from '../../state/form-draft.ts';

const EMPTY: FeedbackInput = { company: '', contactName: '', mobile: '', smsCode: '', details: '' };

/** seconds left until `until` (ms), ticking once a second */
function useCountdown(until: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export function FeedbackForm() {
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  const message = (text: string | undefined) =>
    text === SMS_CODE_MESSAGE ? t`请输入 6 位数字验证码` : fieldMessage(text);
  const [codeUntil, setCodeUntil] = useState(0);
  const [codeNote, setCodeNote] = useState<string | null>(null);
  const secondsLeft = useCountdown(codeUntil);
  const form = useForm<FeedbackInput>({
    resolver: zodResolver(feedbackInputSchema),
    defaultValues: EMPTY,
  });
  // anyone may write here: the draft comes back whoever is signed in
  const discardDraft = useFormDraft(form, 'feedback', { shared: true });
  const { errors } = form.formState;
  const sendCode = useMutation({
    mutationFn: (mobile: string) => api.call('requestSmsCode', { mobile }),
    onSuccess: (answer) => {
      setCodeUntil(Date.now() + answer.cooldownSeconds * 1000);
      setCodeNote(t`验证码已发送，10 分钟内有效。`);
    },
    onError: (error) => form.setError('mobile', { message: error.message }),
  });
  const submit = useMutation({
    mutationFn: (values: FeedbackInput) => api.call('submitFeedback', values),
    onSuccess: () => discardDraft(),
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields && Object.keys(fields).length > 0) {
        for (const [name, text] of Object.entries(fields)) {
          if (name in EMPTY) form.setError(name as keyof FeedbackInput, { message: text });
        }
      } else {
        form.setError('root', { message: error.message });
      }
    },
  });
  function requestCode() {
    const mobile = form.getValues('mobile').trim();
    if (!isValidMobile(mobile)) {
      form.setError('mobile', { message: t`请输入有效的手机号码` });
      return;
    }
    form.clearErrors('mobile');
    sendCode.mutate(mobile);
  }
  if (submit.isSuccess) {
    return (
      <LandingResult
        icon={CircleCheck}
        title={t`提交成功`}
        description={t`感谢你的反馈，我们会在 ${FEEDBACK_REPLY_WORKING_DAYS} 个工作日内回复。`}
        action={
          <Button
            variant="outline"
            onClick={() => {
              form.reset(EMPTY);
              submit.reset();
              setCodeNote(null);
            }}
          >
            {t`再提交一条`}
          </Button>
        }
      />
    );
  }
  const field = (name: Exclude<keyof FeedbackInput, 'details'>) => ({
    ...form.register(name),
    error: message(errors[name]?.message),
    required: true,
  });
  return (
    <LandingPanel asChild className="lu:space-y-4">
      <form
        noValidate
        aria-label={t`意见反馈`}
        onSubmit={form.handleSubmit((values) => submit.mutate(values))}
      >
        <RequiredSummary errors={errors} />
        <div className="lu:grid lu:grid-cols-1 lu:gap-4 lu:sm:grid-cols-2">
          <Field
            label={t`公司名称`}
            autoComplete="organization"
            maxLength={100}
            {...field('company')}
          />
          <Field label={t`联系人`} autoComplete="name" maxLength={50} {...field('contactName')} />
          <Field
            label={t`手机号`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            {...field('mobile')}
          />
          <div className="lu:flex lu:items-start lu:gap-2">
            <Field
              label={t`短信验证码`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="lu:min-w-0 lu:flex-1"
              hint={codeNote ?? undefined}
              {...field('smsCode')}
            />
            <Button
              type="button"
              variant="outline"
              className="lu:mt-7 lu:w-28 lu:shrink-0"
              disabled={sendCode.isPending || secondsLeft > 0}
              onClick={requestCode}
            >
              {secondsLeft > 0
                ? t`${secondsLeft} 秒后重发`
                : sendCode.isPending
                  ? t`发送中…`
                  : t`获取验证码`}
            </Button>
          </div>
        </div>
        <TextAreaField
          label={t`详细内容`}
          rows={5}
          maxLength={2000}
          required
          placeholder={t`想了解的功能、遇到的问题或合作意向`}
          error={message(errors.details?.message)}
          {...form.register('details')}
        />
        {errors.root ? <Callout tone="danger">{errors.root.message}</Callout> : null}
        <div className="lu:flex lu:flex-col lu:gap-3 lu:sm:flex-row lu:sm:items-center lu:sm:justify-between">
          <p className="lu:text-muted-foreground lu:text-xs">
            {t`我们会在 ${FEEDBACK_REPLY_WORKING_DAYS} 个工作日内回复。`}
          </p>
          <Button type="submit" size="lg" disabled={submit.isPending}>
            <Send aria-hidden="true" />
            {submit.isPending ? t`正在提交…` : t`提交反馈`}
          </Button>
        </div>
      </form>
    </LandingPanel>
  );
}
