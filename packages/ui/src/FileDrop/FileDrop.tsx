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
        'border-input bg-muted/40 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
        dragging && 'border-primary bg-primary-soft',
        disabled && 'bg-muted cursor-not-allowed',
        className,
      )}
    >
      <span className="bg-primary-soft text-primary flex size-12 items-center justify-center rounded-full">
        <FileUp aria-hidden="true" className="size-6" />
      </span>
      <div className="space-y-1">
        <p className="text-foreground font-medium">
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
      {hint ? <div className="text-muted-foreground max-w-prose text-xs">{hint}</div> : null}
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        className="sr-only"
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
