import { useLingui } from '@lingui/react/macro';
import { cn } from '../lib/cn.ts';

/** one field a submission changed */
export interface FieldChangeItem {
  field: string;
  /** the field's label in the reader's language */
  label: string;
  before: string;
  after: string;
  /** the values are image addresses: shown as pictures, never as paths */
  image?: boolean | undefined;
}

export interface ChangeListProps {
  /** what the changes are measured against, e.g. "changes since the last submission" */
  title: string;
  changes: FieldChangeItem[];
  className?: string | undefined;
}

/**
 * Field by field, what a submission changed: the old value struck through beside the new one.
 * Nothing renders when nothing changed. Wider than a phone, it scrolls sideways (by keyboard too).
 */
export function ChangeList({ title, changes, className }: ChangeListProps) {
  const { t } = useLingui();
  if (changes.length === 0) return null;
  const cell = (change: FieldChangeItem, value: string) =>
    change.image && value ? (
      <img src={value} alt="" className="h-12 max-w-32 rounded object-cover" />
    ) : (
      <span className="break-words whitespace-pre-line">{value || '—'}</span>
    );
  return (
    <div
      data-slot="change-list"
      className={cn('border-border bg-surface rounded-lg border', className)}
    >
      <h2 className="border-border text-foreground border-b px-4 py-3 font-medium">{title}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too */}
      <section className="relative overflow-x-auto" tabIndex={0} aria-label={title}>
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="bg-muted/60 text-muted-foreground text-xs">
            <tr>
              <th scope="col" className="w-32 px-4 py-2 font-medium">{t`字段`}</th>
              <th scope="col" className="px-4 py-2 font-medium">{t`修改前`}</th>
              <th scope="col" className="px-4 py-2 font-medium">{t`修改后`}</th>
            </tr>
          </thead>
          <tbody className="divide-border divide-y">
            {changes.map((change) => (
              <tr key={change.field} className="align-top">
                <th scope="row" className="text-foreground px-4 py-2 font-medium">
                  {change.label}
                </th>
                <td className="text-muted-foreground px-4 py-2 line-through decoration-1">
                  {cell(change, change.before)}
                </td>
                <td className="text-foreground px-4 py-2">{cell(change, change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
