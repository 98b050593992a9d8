import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ImagePlus, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { cn } from '../lib/cn.ts';
import { Spinner } from '../Spinner/Spinner.tsx';

export interface ImagePickerProps {
  label: string;
  /** the image's URL; empty for none yet */
  value: string;
  onChange: (url: string) => void;
  /** sends the file to the server and resolves with its URL; rejects with a message */
  upload: (file: File) => Promise<string>;
  /** how many files one choice may hold a choice with more is are refused with the excess stated */
  maxFiles?: number;
  maxBytes: number;
  /** MIME types accepted */
  types: readonly string[];
  shape?: 'square' | 'cover';
  /** the validation message of the form */
  error?: string | undefined;
  hint?: string;
  className?: string;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Chooses one image by button or by dropping it, checks count, type and size at once, then
 * uploads it and shows it. The server checks everything again.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  upload,
  maxFiles = 1,
  maxBytes,
  types,
  shape = 'square',
  error,
  hint,
  className,
}: ImagePickerProps) {
  const { t } = useLingui();
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  async function take(files: File[]) {
    setProblem(null);
    if (files.length === 0) return;
    if (files.length > maxFiles) {
      const excess = files.length - maxFiles;
      setProblem(t`最多只能选择 ${plural(maxFiles, { other: '# 张图片' })}，多选了 ${excess} 张`);
      return;
    }
    const [file] = files as [File];
    if (!types.includes(file.type)) {
      setProblem(t`只能上传 PNG、JPEG、WebP 或 GIF 图片`);
      return;
    }
    if (file.size > maxBytes) {
      const limit = megabytes(maxBytes);
      const size = megabytes(file.size);
      setProblem(t`图片不能超过 ${limit}（这张 ${size}）`);
      return;
    }
    setUploading(true);
    try {
      onChange(await upload(file));
    } catch (cause) {
      setProblem(cause instanceof Error && cause.message ? cause.message : t`上传失败，请重试`);
    } finally {
      setUploading(false);
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void take([...event.dataTransfer.files]);
  }

  const message = problem ?? error;
  return (
    <div data-slot="image-picker" className={cn('lu:flex lu:flex-col lu:gap-1.5', className)}>
      <label htmlFor={inputId} className="lu:text-foreground lu:text-sm lu:font-medium">
        {label}
      </label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the button does the same */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'lu:border-input lu:bg-muted/40 lu:flex lu:flex-wrap lu:items-center lu:gap-4 lu:rounded-lg lu:border lu:border-dashed lu:p-3 lu:transition-colors',
          dragging && 'lu:border-primary lu:bg-primary/5',
          message && 'lu:border-danger',
        )}
      >
        <div
          className={cn(
            'lu:bg-muted lu:relative lu:flex lu:shrink-0 lu:items-center lu:justify-center lu:overflow-hidden lu:rounded-md',
            shape === 'square' ? 'lu:size-16' : 'lu:aspect-[1200/630] lu:w-32',
          )}
        >
          {uploading ? (
            <Spinner label={t`正在上传`} />
          ) : value ? (
            <img src={value} alt={label} className="lu:size-full lu:object-cover" />
          ) : (
            <ImagePlus aria-hidden="true" className="lu:text-muted-foreground lu:size-6" />
          )}
        </div>
        {/* below the picture when the row has less than 10rem for the button (two covers side by side) */}
        <div className="lu:min-w-0 lu:flex-[1_1_10rem] lu:space-y-1">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            <Upload aria-hidden="true" />
            {value ? t`更换图片` : t`上传图片`}
          </Button>
          <p className="lu:text-muted-foreground lu:text-xs">
            {hint ?? t`拖放或点击上传，PNG、JPEG、WebP 或 GIF，不超过 ${megabytes(maxBytes)}`}
          </p>
        </div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={types.join(',')}
          multiple={maxFiles > 1 ? true : undefined}
          className="lu:sr-only"
          tabIndex={-1}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void take(files);
          }}
        />
      </div>
      {message ? (
        <p id={messageId} role="alert" className="lu:text-danger lu:text-xs">
          {message}
        </p>
      ) : null}
    </div>
  );
}
