import { cn } from '../lib/cn.ts';

/** a file name's stem and its extension ("报告.final" and ".docx"); no extension: all stem */
export function splitFileName(name: string): [stem: string, extension: string] {
  const dot = name.lastIndexOf('.');
  // a leading dot (".env") or a trailing one is part of the name, not an extension
  if (dot <= 0 || dot === name.length - 1) return [name, ''];
  return [name.slice(0, dot), name.slice(dot)];
}

export interface FileNameProps {
  name: string;
  className?: string;
}

/**
 * A file's name on one line: when it does not fit, the middle gives way, so its start and its
 * extension stay ("退货政策说明（2026…).docx"). The whole name is in the title, and shows in full
 * while anything in the row it stands in has focus (mark the row `group`).
 */
export function FileName({ name, className }: FileNameProps) {
  const [stem, extension] = splitFileName(name);
  return (
    <span
      data-slot="file-name"
      title={name}
      className={cn(
        'lu:flex lu:min-w-0 lu:group-focus-within:flex-wrap lu:group-focus-within:break-all',
        className,
      )}
    >
      <span className="lu:truncate lu:group-focus-within:whitespace-normal">{stem}</span>
      {extension ? <span className="lu:shrink-0">{extension}</span> : null}
    </span>
  );
}
