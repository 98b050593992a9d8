import { Button, cn, FileName, ProgressBar } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  ChevronDown,
  ChevronUp,
  CircleAlert,
  CircleCheck,
  CircleHelp,
  FileText,
  LoaderCircle,
  RotateCcw,
  X,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { UploadQuestion } from '../UploadList/UploadQuestion.tsx';

/** `question`: held until the person answers the item's question (upload anyway, or skip) */
export type UploadTrayItemState =
  | 'waiting'
  | 'uploading'
  | 'processing'
  | 'done'
  | 'failed'
  | 'question';

export interface UploadTrayItem {
  id: string;
  /** the file's name */
  name: string;
  /** a line under the name, e.g. its size and where it goes */
  detail?: string;
  state: UploadTrayItemState;
  /** 0–100 while it is uploading or processing */
  progress?: number;
  /** the state in words; each state has a plain default ("正在上传 42%", "已完成") */
  status?: string;
  /** why it failed, and what to do */
  problem?: string;
  /** a caution about a file that finished, e.g. that it yielded little text */
  note?: string;
  /** a failed file that may be tried again (shows a retry button) */
  retryable?: boolean;
  /** in the `question` state: what the person is asked, answered by onConfirm or onRemove */
  question?: string;
}

export interface UploadTrayProps {
  items: UploadTrayItem[];
  /** only the header: the summary and the overall progress (controlled when given) */
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  onRetry?: (id: string) => void;
  /** the answer "upload anyway" to a file's question */
  onConfirm?: (id: string) => void;
  /** takes a finished (or not yet started) file off the list */
  onRemove?: (id: string) => void;
  /** closes the tray once nothing is going on: clears the finished files */
  onClose?: () => void;
  /** something under the list, e.g. a link to the uploaded documents */
  footer?: ReactNode;
  /** in the page's flow instead of floating at the bottom corner */
  inline?: boolean;
  className?: string;
}

const ACTIVE: UploadTrayItemState[] = ['waiting', 'uploading', 'processing'];

function ItemIcon({ state }: { state: UploadTrayItemState }) {
  if (state === 'done')
    return <CircleCheck aria-hidden="true" className="text-success mt-0.5 size-4 shrink-0" />;
  if (state === 'failed')
    return <CircleAlert aria-hidden="true" className="text-danger mt-0.5 size-4 shrink-0" />;
  if (state === 'question')
    return <CircleHelp aria-hidden="true" className="text-warning mt-0.5 size-4 shrink-0" />;
  if (state === 'waiting')
    return <FileText aria-hidden="true" className="text-muted-foreground mt-0.5 size-4 shrink-0" />;
  return (
    <LoaderCircle
      aria-hidden="true"
      className="text-primary mt-0.5 size-4 shrink-0 motion-safe:animate-spin"
    />
  );
}

function TrayRow({
  item,
  onRetry,
  onConfirm,
  onRemove,
}: {
  item: UploadTrayItem;
  onRetry?: ((id: string) => void) | undefined;
  onConfirm?: ((id: string) => void) | undefined;
  onRemove?: ((id: string) => void) | undefined;
}) {
  const { t } = useLingui();
  const percent = Math.round(item.progress ?? 0);
  const status =
    item.status ??
    {
      waiting: t`等待上传`,
      uploading: t`正在上传 ${percent}%`,
      processing: t`正在处理`,
      done: t`已完成`,
      failed: t`上传失败`,
      question: t`需要确认`,
    }[item.state];
  const removable = item.state === 'done' || item.state === 'failed' || item.state === 'waiting';
  const name = item.name;
  return (
    <li className="group flex gap-2.5 px-3 py-2.5" aria-label={item.name}>
      <ItemIcon state={item.state} />
      <div className="min-w-0 flex-1 space-y-1">
        {/* on a narrow tray the state goes under the name, which keeps the width it needs */}
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <FileName name={item.name} className="text-foreground text-sm" />
          <p
            className={cn(
              'shrink-0 text-xs tabular-nums',
              item.state === 'failed'
                ? 'text-danger'
                : item.state === 'done'
                  ? 'text-success-strong'
                  : item.state === 'question'
                    ? 'text-warning-strong'
                    : 'text-muted-foreground',
            )}
          >
            {status}
          </p>
        </div>
        {item.detail ? (
          <p className="text-muted-foreground truncate text-xs tabular-nums">{item.detail}</p>
        ) : null}
        {item.state === 'uploading' || item.state === 'processing' ? (
          <ProgressBar label={t`${name}：${status}`} value={item.progress ?? 0} />
        ) : null}
        {item.problem ? <p className="text-danger text-xs">{item.problem}</p> : null}
        {item.note ? <p className="text-warning-strong text-xs">{item.note}</p> : null}
        {item.state === 'question' && item.question ? (
          <UploadQuestion
            compact
            name={name}
            question={item.question}
            onConfirm={onConfirm ? () => onConfirm(item.id) : undefined}
            onSkip={onRemove ? () => onRemove(item.id) : undefined}
          />
        ) : null}
        {item.state === 'failed' && item.retryable && onRetry ? (
          <Button variant="outline" size="sm" className="h-7" onClick={() => onRetry(item.id)}>
            <RotateCcw aria-hidden="true" />
            {t`重试`}
          </Button>
        ) : null}
      </div>
      {removable && onRemove ? (
        <Button
          variant="ghost"
          size="icon-sm"
          className="-my-1 size-7 shrink-0"
          onClick={() => onRemove(item.id)}
          aria-label={t`从列表移除 ${name}`}
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The uploads of the whole app in one small tray at the bottom corner (the bottom edge on a
 * phone), so that files chosen on one page are seen going up on every other: a summary with
 * the overall progress, and, unless collapsed, each file with its progress, its state in
 * words, why it failed and a retry. Once nothing is going up it can be closed.
 */
export function UploadTray({
  items,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  onRetry,
  onConfirm,
  onRemove,
  onClose,
  footer,
  inline = false,
  className,
}: UploadTrayProps) {
  const { t } = useLingui();
  const listId = useId();
  const titleId = useId();
  const [collapsedState, setCollapsedState] = useState(defaultCollapsed);
  const collapsed = collapsedProp ?? collapsedState;
  const setCollapsed = (next: boolean) => {
    setCollapsedState(next);
    onCollapsedChange?.(next);
  };

  const active = items.filter((item) => ACTIVE.includes(item.state)).length;
  const failed = items.filter((item) => item.state === 'failed').length;
  const done = items.filter((item) => item.state === 'done').length;
  const asked = items.filter((item) => item.state === 'question').length;
  const total = items.length;
  const uploading = items.filter(
    (item) => item.state === 'waiting' || item.state === 'uploading',
  ).length;
  const title =
    uploading > 0
      ? t`正在上传 ${plural(uploading, { other: '# 个文件' })}`
      : active > 0
        ? t`正在处理 ${plural(active, { other: '# 个文件' })}`
        : asked > 0
          ? t`${plural(asked, { other: '# 个文件' })}等你确认`
          : t`上传完成`;
  const summary =
    failed > 0 ? t`${done}/${total} 已完成 · ${failed} 个失败` : t`${done}/${total} 已完成`;
  // overall: each file counts as much as any other, finished ones as complete
  const overall =
    total === 0
      ? 0
      : items.reduce(
          (sum, item) => sum + (ACTIVE.includes(item.state) ? (item.progress ?? 0) : 100),
          0,
        ) / total;

  return (
    <section
      aria-labelledby={titleId}
      data-slot="upload-tray"
      className={cn(
        'border-border bg-surface-raised text-foreground flex max-h-[min(28rem,70dvh)] flex-col overflow-hidden rounded-lg border shadow-lg',
        !inline && 'fixed inset-x-2 bottom-2 z-40 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96',
        className,
      )}
    >
      <header className="flex items-center gap-2 px-3 py-2.5">
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <h2 id={titleId} className="text-sm font-medium">
              {title}
            </h2>
            <p aria-live="polite" className="text-muted-foreground text-xs tabular-nums">
              {summary}
            </p>
          </div>
          {active > 0 ? (
            <ProgressBar
              label={t`全部上传进度`}
              value={overall}
              tone={failed > 0 ? 'warning' : 'primary'}
            />
          ) : null}
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          className="shrink-0"
          aria-expanded={!collapsed}
          aria-controls={listId}
          aria-label={collapsed ? t`展开上传列表` : t`收起上传列表`}
          onClick={() => setCollapsed(!collapsed)}
        >
          {collapsed ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
        </Button>
        {active === 0 && asked === 0 && onClose ? (
          <Button
            variant="ghost"
            size="icon-sm"
            className="shrink-0"
            aria-label={t`关闭上传列表`}
            onClick={onClose}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </header>
      <div id={listId} hidden={collapsed} className="border-border min-h-0 flex-1 border-t">
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls inside the tray; a keyboard must reach it too
          tabIndex={0}
          className="max-h-72 overflow-y-auto overscroll-contain"
        >
          <ul aria-label={t`上传的文件`} className="divide-border divide-y">
            {items.map((item) => (
              <TrayRow
                key={item.id}
                item={item}
                onRetry={onRetry}
                onConfirm={onConfirm}
                onRemove={onRemove}
              />
            ))}
          </ul>
        </div>
        {footer ? <div className="border-border border-t px-3 py-2">{footer}</div> : null}
      </div>
    </section>
  );
}
