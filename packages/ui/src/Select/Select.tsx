/**
 * A choice of one value from a short list, drawn like the library's text boxes: Radix Select
 * (keyboard, type-ahead, screen-reader roles), usable controlled (react-hook-form's Controller:
 * value, onValueChange, onBlur, name, ref) or uncontrolled inside a plain form (name).
 */
import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type { Ref } from 'react';
import { boxClass } from '../Field/Field.tsx';
import { cn } from '../lib/cn.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  options: SelectOption[];
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  onBlur?: (() => void) | undefined;
  /** submitted with a form under this name */
  name?: string | undefined;
  /** shown while nothing is chosen */
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  /** id of the trigger, for a `<label htmlFor>` */
  id?: string | undefined;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | undefined;
  /** classes of the trigger (e.g. its width) */
  className?: string | undefined;
  ref?: Ref<HTMLButtonElement> | undefined;
}

export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  name,
  placeholder,
  disabled,
  required,
  className,
  ref,
  ...aria
}: SelectProps) {
  return (
    <SelectPrimitive.Root
      {...(value !== undefined && { value })}
      {...(defaultValue !== undefined && { defaultValue })}
      {...(onValueChange && { onValueChange })}
      {...(name !== undefined && { name })}
      {...(disabled !== undefined && { disabled })}
      {...(required !== undefined && { required })}
    >
      <SelectPrimitive.Trigger
        ref={ref}
        data-slot="select-trigger"
        onBlur={onBlur}
        {...aria}
        className={cn(
          boxClass,
          'data-[placeholder]:text-muted-foreground flex h-10 cursor-pointer items-center justify-between gap-2 text-left disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
      >
        <span className="min-w-0 truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          collisionPadding={8}
          className="border-border bg-surface-raised text-foreground z-50 max-h-(--radix-select-content-available-height) max-w-(--radix-select-content-available-width) min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                data-slot="select-item"
                className="data-[highlighted]:bg-muted relative flex cursor-pointer items-start gap-2 rounded-md py-2 pr-8 pl-2.5 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute top-2.5 right-2.5">
                  <Check aria-hidden="true" className="text-primary size-4" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
