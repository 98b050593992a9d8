/**
 * A select for long lists a person would rather search: a button showing the choice opens a
 * popover with a search box and the options that match what is typed; arrow keys move through
 * them, Enter picks, Escape closes. The search box is an ARIA combobox driving a listbox with
 * aria-activedescendant, so focus stays in the box while the options are announced.
 */
import { useLingui } from '@lingui/react/macro';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useState } from 'react';
import { boxClass } from '../Field/Field.tsx';
import { cn } from '../lib/cn.ts';

export interface ComboboxOption {
  value: string;
  label: string;
  /** a second line under the label */
  description?: string | undefined;
  /** other words that find this option (e.g. its English name) */
  keywords?: string[] | undefined;
  disabled?: boolean | undefined;
}

export interface ComboboxProps {
  options: ComboboxOption[];
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** submitted with a form under this name */
  name?: string | undefined;
  /** shown on the button while nothing is chosen */
  placeholder?: string | undefined;
  /** the search box's placeholder and accessible name */
  searchLabel?: string | undefined;
  /** shown when nothing matches */
  emptyText?: string | undefined;
  disabled?: boolean | undefined;
  /** id of the button, for a `<label htmlFor>` */
  id?: string | undefined;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | undefined;
  /** classes of the button (e.g. its width) */
  className?: string | undefined;
  ref?: Ref<HTMLButtonElement> | undefined;
}

const matches = (option: ComboboxOption, query: string) => {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [option.label, option.description ?? '', ...(option.keywords ?? [])].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
};

export function Combobox({
  options,
  value,
  defaultValue,
  onValueChange,
  name,
  placeholder,
  searchLabel,
  emptyText,
  disabled,
  className,
  ref,
  ...aria
}: ComboboxProps) {
  const { t } = useLingui();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [own, setOwn] = useState(defaultValue ?? '');
  const chosenValue = value ?? own;
  const chosen = options.find((option) => option.value === chosenValue);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => options.filter((option) => matches(option, query)), [options, query]);
  const [active, setActive] = useState(0);

  const firstEnabled = (list: ComboboxOption[], from = 0, step = 1) => {
    for (let index = from; index >= 0 && index < list.length; index += step)
      if (!list[index]?.disabled) return index;
    return -1;
  };

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) return;
    setQuery('');
    const at = options.findIndex((option) => option.value === chosenValue);
    setActive(at >= 0 ? at : firstEnabled(options));
  }

  function pick(option: ComboboxOption | undefined) {
    if (!option || option.disabled) return;
    if (value === undefined) setOwn(option.value);
    onValueChange?.(option.value);
    setOpen(false);
  }

  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    const move = (index: number) => {
      if (index >= 0) setActive(index);
      event.preventDefault();
    };
    if (event.key === 'ArrowDown') move(firstEnabled(shown, active + 1));
    else if (event.key === 'ArrowUp') move(firstEnabled(shown, active - 1, -1));
    else if (event.key === 'Home') move(firstEnabled(shown));
    else if (event.key === 'End') move(firstEnabled(shown, shown.length - 1, -1));
    else if (event.key === 'Enter') {
      event.preventDefault();
      pick(shown[active]);
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  const activeOption = shown[active];
  const activeId = open && activeOption ? optionId(active) : undefined;
  // the option the keys moved to stays in view
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);
  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <Popover.Trigger asChild disabled={disabled}>
        <button
          ref={ref}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-controls={open ? listId : undefined}
          data-slot="combobox-trigger"
          data-placeholder={chosen ? undefined : ''}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && !open) {
              event.preventDefault();
              openChange(true);
            }
          }}
          {...aria}
          className={cn(
            boxClass,
            'lu:data-[placeholder]:text-muted-foreground lu:flex lu:h-10 lu:cursor-pointer lu:items-center lu:justify-between lu:gap-2 lu:text-left lu:disabled:cursor-not-allowed lu:disabled:opacity-50',
            className,
          )}
        >
          <span className="lu:min-w-0 lu:truncate">{chosen?.label ?? placeholder}</span>
          <ChevronsUpDown
            aria-hidden="true"
            className="lu:text-muted-foreground lu:size-4 lu:shrink-0"
          />
        </button>
      </Popover.Trigger>
      {name ? <input type="hidden" name={name} value={chosenValue} /> : null}
      <Popover.Portal>
        <Popover.Content
          data-slot="combobox-content"
          aria-label={searchLabel ?? t`搜索选项`}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="lu:border-border lu:bg-surface-raised lu:text-foreground lu:z-50 lu:flex lu:max-h-(--radix-popover-content-available-height) lu:w-(--radix-popover-trigger-width) lu:max-w-(--radix-popover-content-available-width) lu:min-w-56 lu:flex-col lu:overflow-hidden lu:rounded-lg lu:border lu:shadow-lg"
        >
          <div className="lu:border-border lu:flex lu:items-center lu:gap-2 lu:border-b lu:px-3">
            <Search aria-hidden="true" className="lu:text-muted-foreground lu:size-4 lu:shrink-0" />
            <input
              type="text"
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              aria-label={searchLabel ?? t`搜索选项`}
              placeholder={searchLabel ?? t`搜索选项`}
              autoComplete="off"
              value={query}
              onChange={(event) => {
                const next = options.filter((option) => matches(option, event.target.value));
                setQuery(event.target.value);
                setActive(firstEnabled(next));
              }}
              onKeyDown={onSearchKey}
              className="lu:placeholder:text-muted-foreground lu:h-10 lu:min-w-0 lu:flex-1 lu:bg-transparent lu:text-base lu:outline-none lu:md:text-sm"
            />
          </div>
          <div
            id={listId}
            role="listbox"
            aria-label={searchLabel ?? t`搜索选项`}
            className="lu:overflow-y-auto lu:p-1 lu:empty:hidden"
          >
            {shown.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search box handles the keys (aria-activedescendant)
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={option.value === chosenValue}
                aria-disabled={option.disabled || undefined}
                data-highlighted={index === active ? '' : undefined}
                data-slot="combobox-option"
                onPointerMove={() => !option.disabled && setActive(index)}
                // keeps focus in the search box
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
                className="lu:data-[highlighted]:bg-muted lu:relative lu:flex lu:cursor-pointer lu:flex-col lu:rounded-md lu:py-2 lu:pr-8 lu:pl-2.5 lu:text-sm lu:select-none lu:aria-disabled:pointer-events-none lu:aria-disabled:opacity-50"
              >
                <span>{option.label}</span>
                {option.description ? (
                  <span className="lu:text-muted-foreground lu:text-xs">{option.description}</span>
                ) : null}
                {option.value === chosenValue ? (
                  <Check
                    aria-hidden="true"
                    className="lu:text-primary lu:absolute lu:top-2.5 lu:right-2.5 lu:size-4"
                  />
                ) : null}
              </div>
            ))}
          </div>
          {shown.length === 0 ? (
            <p
              role="status"
              className="lu:text-muted-foreground lu:px-2.5 lu:py-6 lu:text-center lu:text-sm"
            >
              {emptyText ?? t`没有匹配的选项`}
            </p>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
