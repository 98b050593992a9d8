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
        'lu:bg-muted lu:inline-flex lu:max-w-full lu:min-w-0 lu:flex-wrap lu:gap-1 lu:rounded-lg lu:p-1',
        className,
      )}
    >
      <legend className="lu:sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="lu:text-muted-foreground lu:hover:text-foreground lu:aria-pressed:bg-surface lu:aria-pressed:text-foreground lu:focus-visible:outline-ring lu:shrink-0 lu:cursor-pointer lu:rounded-md lu:px-3 lu:py-1.5 lu:text-sm lu:font-medium lu:whitespace-nowrap lu:transition-colors lu:focus-visible:outline-2 lu:aria-pressed:shadow-sm"
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
