/** What the console screens (developer and admin) share: who is certified, dates, messages, layout parts. */
import {
  ApiError,
  CREDIT_CODE_MESSAGE,
  EMAIL_MESSAGE,
  ID_CARD_MESSAGE,
  MOBILE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from '@legion/api';
import { Button, cn, Input, Link, Pagination } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { ArrowLeft, RefreshCw, Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { currentUserAtom } from '../state/auth.ts';

/** a certified developer (SPEC §6: status 1, role 0) or an admin */
export function useIsCertified(): boolean {
  const user = useAtomValue(currentUserAtom);
  return user?.role === 'developer' || user?.role === 'admin';
}

/** "2026年11月22日" / "Nov 22, 2026", and with the time when asked */
export function useFormatDate() {
  const { i18n } = useLingui();
  return (iso: string | null | undefined, withTime = false) => {
    if (!iso) return '—';
    return new Intl.DateTimeFormat(i18n.locale, {
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
      default:
        return message;
    }
  };
}

/** SPEC §5: one message above the form when a required field is empty */
export function RequiredSummary({ errors }: { errors: FieldErrors }) {
  const { t } = useLingui();
  const missing = Object.values(errors).some((error) => error?.message === REQUIRED_FIELDS_MESSAGE);
  if (!missing) return null;
  return <ProblemNote>{t`请完整填写必填项`}</ProblemNote>;
}

/** what stands in the way of a form or an action, said at once to screen readers */
export function ProblemNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={cn('bg-danger/10 text-danger rounded-md px-3 py-2 text-sm', className)}
    >
      {children}
    </p>
  );
}

/** the header row of a console table; `end` columns align right (amounts, actions) */
export function TableHead({ columns }: { columns: Array<{ label: string; end?: boolean }> }) {
  return (
    <thead className="bg-muted/60 text-muted-foreground text-xs">
      <tr>
        {columns.map(({ label, end }) => (
          <th key={label} scope="col" className={cn('px-4 py-2 font-medium', end && 'text-right')}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * Why a submission failed, above the form's buttons: the server's message, unless it named the
 * fields at fault (those show beside their fields).
 */
export function SubmitError({ error }: { error: Error | null }) {
  if (!error || (error instanceof ApiError && error.fields)) return null;
  return (
    <p role="alert" className="bg-danger/10 text-danger rounded-md px-3 py-2 text-sm">
      {error.message}
    </p>
  );
}

/** A block that failed to load, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <p className="text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {t`重试`}
      </Button>
    </div>
  );
}

/** The title row of a console page, with its actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-1">
        <h1 className="text-foreground text-2xl font-semibold">{title}</h1>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

/** the page's frame inside the console */
export const consolePage = 'mx-auto w-full max-w-6xl px-4 py-6 md:px-8 md:py-8';

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

/** the "back to the list" link above a detail page */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="text-muted-foreground hover:text-foreground mb-4 inline-flex items-center gap-1 text-sm"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

/** label and value pairs in a card, two columns from 560 px */
export function FieldList({
  rows,
  className,
}: {
  rows: Array<[string, ReactNode]>;
  className?: string;
}) {
  return (
    <dl
      className={cn(
        'border-border bg-surface grid gap-x-6 gap-y-3 rounded-lg border p-5 text-sm sm:grid-cols-2',
        className,
      )}
    >
      {rows.map(([term, value]) => (
        <div key={term} className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-foreground break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** the pagination under a table of a page of results */
export function ResultPagination({
  result,
  onPageChange,
}: {
  result: { page: number; pageSize: number; total: number };
  onPageChange: (page: number) => void;
}) {
  return (
    <Pagination
      className="border-border border-t py-3"
      page={result.page}
      pageSize={result.pageSize}
      total={result.total}
      onPageChange={onPageChange}
    />
  );
}

/**
 * A search box for a list: it searches as one types, a moment (300 ms) after the last key, and
 * at once on Enter. Only typing starts the timer, so going back in history to another search
 * is not undone by a stale draft.
 */
export function SearchField({
  label,
  value,
  onSearch,
  maxLength = 100,
}: {
  label: string;
  /** the search in force (from the address) */
  value: string;
  onSearch: (query: string) => void;
  maxLength?: number;
}) {
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on typing alone, on purpose
  useEffect(() => {
    const timer = setTimeout(() => {
      if (draft.trim() !== value) onSearch(draft.trim());
    }, 300);
    return () => clearTimeout(timer);
  }, [draft]);
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
      className="relative max-w-sm"
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
      />
      <Input
        id={inputId}
        type="search"
        value={draft}
        maxLength={maxLength}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={label}
        className="pl-9"
      />
    </form>
  );
}
