import { cn } from '../lib/cn.ts';

export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A row of mutually exclusive choices that filter what is below (a status, a date range):
 * buttons with aria-pressed in a fieldset named by its legend, wrapping onto another row when
 * narrow, so every choice shows (a choice cut off at the edge cannot be made).
 */
export function Segmented<V extends string>({
  options,
  value,
  onChange,
  label,
  className,
}: {
  options: SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** the accessible name of the group */
  label: string;
  className?: string;
}) {
  return (
    <fieldset
      data-slot="segmented"
      className={cn(
        'bg-muted inline-flex max-w-full min-w-0 flex-wrap gap-1 rounded-lg p-1',
        className,
      )}
    >
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="text-muted-foreground hover:text-foreground aria-pressed:bg-surface aria-pressed:text-foreground focus-visible:outline-ring shrink-0 cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 aria-pressed:shadow-sm"
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
