import { useLingui } from '@lingui/react/macro';
import { FileUp } from 'lucide-react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { cn } from '../lib/cn.ts';

export interface FileDropProps {
  /** the zone's name, e.g. "Upload documents" */
  label: string;
  /** what may be dropped: formats and size */
  hint?: ReactNode;
  /** the file input's accept list, e.g. ".pdf,.docx" */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** every file dropped or chosen, unchecked: the caller decides what it takes */
  onFiles: (files: File[]) => void;
  className?: string;
}

/**
 * A large zone to drop files on, with a button that opens the file picker for those who do
 * not drag (and for keyboards and phones). It hands over every file; checking them is the
 * caller's business, so each can get its own message.
 */
export function FileDrop({
  label,
  hint,
  accept,
  multiple = true,
  disabled = false,
  onFiles,
  className,
}: FileDropProps) {
  const { t } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const take = (files: File[]) => {
    if (!disabled && files.length > 0) onFiles(files);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };
  return (
    <section
      aria-label={label}
      data-slot="file-drop"
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={(event) => {
        // leaving for a child of the zone is not leaving the zone
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
      className={cn(
        'lu:border-input lu:bg-muted/40 lu:flex lu:flex-col lu:items-center lu:gap-3 lu:rounded-xl lu:border-2 lu:border-dashed lu:px-6 lu:py-10 lu:text-center lu:transition-colors',
        dragging && 'lu:border-primary lu:bg-primary-soft',
        disabled && 'lu:bg-muted lu:cursor-not-allowed',
        className,
      )}
    >
      <span className="lu:bg-primary-soft lu:text-primary lu:flex lu:size-12 lu:items-center lu:justify-center lu:rounded-full">
        <FileUp aria-hidden="true" className="lu:size-6" />
      </span>
      <div className="lu:space-y-1">
        <p className="lu:text-foreground lu:font-medium">
          {dragging ? t`松开即可上传` : t`将文件拖到这里，或`}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {t`选择文件`}
        </Button>
      </div>
      {hint ? (
        <div className="lu:text-muted-foreground lu:max-w-prose lu:text-xs">{hint}</div>
      ) : null}
      <label htmlFor={inputId} className="lu:sr-only">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        className="lu:sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          take(files);
        }}
      />
    </section>
  );
}
