import {
  Button,
  cn,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Link,
  Spinner,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SharedKnowledgeBase } from './ChatComposer.tsx';

/** a knowledge base the person owns, as the picker lists it */
export interface KnowledgeBaseOption extends SharedKnowledgeBase {
  documentCount: number;
}

export interface KnowledgeBasePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the person's knowledge bases; undefined while they load */
  bases: KnowledgeBaseOption[] | undefined;
  /** the list could not be loaded */
  failed?: boolean;
  onRetry?: () => void;
  chosen: SharedKnowledgeBase[];
  onChange: (bases: SharedKnowledgeBase[]) => void;
  /** how many may be chosen at once */
  max: number;
  /** where a person without knowledge bases creates one */
  createHref: string;
}

/** A dialog to choose the knowledge bases an agent may read for its answers, up to `max`. */
export function KnowledgeBasePicker({
  open,
  onOpenChange,
  bases,
  failed = false,
  onRetry,
  chosen,
  onChange,
  max,
  createHref,
}: KnowledgeBasePickerProps) {
  const { t } = useLingui();
  const full = chosen.length >= max;
  const picked = chosen.length;
  const toggle = (base: SharedKnowledgeBase, on: boolean) =>
    onChange(
      on
        ? [...chosen, { id: base.id, name: base.name }]
        : chosen.filter((entry) => entry.id !== base.id),
    );
  let body: ReactNode;
  if (failed) {
    body = (
      <div
        role="alert"
        className="lu:flex lu:flex-col lu:items-center lu:gap-3 lu:py-6 lu:text-center"
      >
        <p className="lu:text-muted-foreground lu:text-sm">{t`知识库加载失败`}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t`重试`}
          </Button>
        ) : null}
      </div>
    );
  } else if (!bases) body = <Spinner className="lu:w-full lu:py-8" label={t`正在加载知识库`} />;
  else if (bases.length === 0) {
    body = (
      <div className="lu:flex lu:flex-col lu:items-center lu:gap-3 lu:py-6 lu:text-center">
        <p className="lu:text-muted-foreground lu:text-sm">{t`你还没有知识库。上传文档后，智能体就能参考其中的内容回答。`}</p>
        <Button asChild variant="outline" size="sm">
          <Link href={createHref}>
            <Plus aria-hidden="true" />
            {t`去创建知识库`}
          </Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <fieldset className="lu:space-y-2">
        <legend className="lu:sr-only">{t`知识库`}</legend>
        {bases.map((base) => {
          const checked = chosen.some((entry) => entry.id === base.id);
          const count = base.documentCount;
          return (
            <label
              key={base.id}
              className={cn(
                'lu:border-border lu:has-[:checked]:border-primary lu:has-[:checked]:bg-primary-soft lu:flex lu:cursor-pointer lu:items-center lu:gap-3 lu:rounded-lg lu:border lu:px-3 lu:py-2.5',
                !checked && full && 'lu:cursor-not-allowed lu:opacity-60',
              )}
            >
              <input
                type="checkbox"
                className="lu:accent-primary lu:size-4 lu:shrink-0"
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => toggle(base, event.target.checked)}
              />
              <span className="lu:text-foreground lu:min-w-0 lu:flex-1 lu:truncate lu:text-sm">
                {base.name}
              </span>
              <span className="lu:text-muted-foreground lu:shrink-0 lu:text-xs">
                {t`${plural(count, { other: '# 个文档' })}`}
              </span>
            </label>
          );
        })}
      </fieldset>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} className="lu:max-w-md lu:space-y-4">
        <DialogTitle>{t`选择知识库`}</DialogTitle>
        <DialogDescription>
          {t`智能体回答时会参考所选知识库里的内容，最多选 ${max} 个。`}
        </DialogDescription>
        {body}
        <div className="lu:flex lu:items-center lu:justify-between lu:gap-2">
          <span className="lu:text-muted-foreground lu:text-xs" aria-live="polite">
            {picked > 0 ? t`已选 ${picked}/${max}` : null}
          </span>
          <DialogClose asChild>
            <Button>{t`完成`}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
