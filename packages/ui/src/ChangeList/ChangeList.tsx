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
      <img src={value} alt="" className="lu:h-12 lu:max-w-32 lu:rounded lu:object-cover" />
    ) : (
      <span className="lu:break-words lu:whitespace-pre-line">{value || '—'}</span>
    );
  return (
    <div
      data-slot="change-list"
      className={cn('lu:border-border lu:bg-surface lu:rounded-lg lu:border', className)}
    >
      <h2 className="lu:border-border lu:text-foreground lu:border-b lu:px-4 lu:py-3 lu:font-medium">
        {title}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too */}
      <section className="lu:relative lu:overflow-x-auto" tabIndex={0} aria-label={title}>
        <table className="lu:w-full lu:min-w-[32rem] lu:text-left lu:text-sm">
          <thead className="lu:bg-muted/60 lu:text-muted-foreground lu:text-xs">
            <tr>
              <th scope="col" className="lu:w-32 lu:px-4 lu:py-2 lu:font-medium">{t`字段`}</th>
              <th scope="col" className="lu:px-4 lu:py-2 lu:font-medium">{t`修改前`}</th>
              <th scope="col" className="lu:px-4 lu:py-2 lu:font-medium">{t`修改后`}</th>
            </tr>
          </thead>
          <tbody className="lu:divide-border lu:divide-y">
            {changes.map((change) => (
              <tr key={change.field} className="lu:align-top">
                <th scope="row" className="lu:text-foreground lu:px-4 lu:py-2 lu:font-medium">
                  {change.label}
                </th>
                <td className="lu:text-muted-foreground lu:px-4 lu:py-2 lu:line-through lu:decoration-1">
                  {cell(change, change.before)}
                </td>
                <td className="lu:text-foreground lu:px-4 lu:py-2">{cell(change, change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
