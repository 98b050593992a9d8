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
    return (
      <CircleCheck aria-hidden="true" className="lu:text-success lu:mt-0.5 lu:size-4 lu:shrink-0" />
    );
  if (state === 'failed')
    return (
      <CircleAlert aria-hidden="true" className="lu:text-danger lu:mt-0.5 lu:size-4 lu:shrink-0" />
    );
  if (state === 'question')
    return (
      <CircleHelp aria-hidden="true" className="lu:text-warning lu:mt-0.5 lu:size-4 lu:shrink-0" />
    );
  if (state === 'waiting')
    return (
      <FileText
        aria-hidden="true"
        className="lu:text-muted-foreground lu:mt-0.5 lu:size-4 lu:shrink-0"
      />
    );
  return (
    <LoaderCircle
      aria-hidden="true"
      className="lu:text-primary lu:mt-0.5 lu:size-4 lu:shrink-0 lu:motion-safe:animate-spin"
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
    <li className="lu:group lu:flex lu:gap-2.5 lu:px-3 lu:py-2.5" aria-label={item.name}>
      <ItemIcon state={item.state} />
      <div className="lu:min-w-0 lu:flex-1 lu:space-y-1">
        {/* on a narrow tray the state goes under the name, which keeps the width it needs */}
        <div className="lu:flex lu:flex-wrap lu:items-baseline lu:justify-between lu:gap-x-2">
          <FileName name={item.name} className="lu:text-foreground lu:text-sm" />
          <p
            className={cn(
              'lu:shrink-0 lu:text-xs lu:tabular-nums',
              item.state === 'failed'
                ? 'lu:text-danger'
                : item.state === 'done'
                  ? 'lu:text-success-strong'
                  : item.state === 'question'
                    ? 'lu:text-warning-strong'
                    : 'lu:text-muted-foreground',
            )}
          >
            {status}
          </p>
        </div>
        {item.detail ? (
          <p className="lu:text-muted-foreground lu:truncate lu:text-xs lu:tabular-nums">
            {item.detail}
          </p>
        ) : null}
        {item.state === 'uploading' || item.state === 'processing' ? (
          <ProgressBar label={t`${name}：${status}`} value={item.progress ?? 0} />
        ) : null}
        {item.problem ? <p className="lu:text-danger lu:text-xs">{item.problem}</p> : null}
        {item.note ? <p className="lu:text-warning-strong lu:text-xs">{item.note}</p> : null}
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
          <Button variant="outline" size="sm" className="lu:h-7" onClick={() => onRetry(item.id)}>
            <RotateCcw aria-hidden="true" />
            {t`重试`}
          </Button>
        ) : null}
      </div>
      {removable && onRemove ? (
        <Button
          variant="ghost"
          size="icon-sm"
          className="lu:-my-1 lu:size-7 lu:shrink-0"
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
        'lu:border-border lu:bg-surface-raised lu:text-foreground lu:flex lu:max-h-[min(28rem,70dvh)] lu:flex-col lu:overflow-hidden lu:rounded-lg lu:border lu:shadow-lg',
        !inline &&
          'lu:fixed lu:inset-x-2 lu:bottom-2 lu:z-40 lu:sm:inset-x-auto lu:sm:right-4 lu:sm:bottom-4 lu:sm:w-96',
        className,
      )}
    >
      <header className="lu:flex lu:items-center lu:gap-2 lu:px-3 lu:py-2.5">
        <div className="lu:min-w-0 lu:flex-1 lu:space-y-1.5">
          <div className="lu:flex lu:flex-wrap lu:items-baseline lu:gap-x-2">
            <h2 id={titleId} className="lu:text-sm lu:font-medium">
              {title}
            </h2>
            <p aria-live="polite" className="lu:text-muted-foreground lu:text-xs lu:tabular-nums">
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
          className="lu:shrink-0"
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
            className="lu:shrink-0"
            aria-label={t`关闭上传列表`}
            onClick={onClose}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </header>
      <div
        id={listId}
        hidden={collapsed}
        className="lu:border-border lu:min-h-0 lu:flex-1 lu:border-t"
      >
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls inside the tray; a keyboard must reach it too
          tabIndex={0}
          className="lu:max-h-72 lu:overflow-y-auto lu:overscroll-contain"
        >
          <ul aria-label={t`上传的文件`} className="lu:divide-border lu:divide-y">
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
        {footer ? (
          <div className="lu:border-border lu:border-t lu:px-3 lu:py-2">{footer}</div>
        ) : null}
      </div>
    </section>
  );
}
