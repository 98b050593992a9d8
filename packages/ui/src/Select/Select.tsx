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
          'lu:data-[placeholder]:text-muted-foreground lu:flex lu:h-10 lu:cursor-pointer lu:items-center lu:justify-between lu:gap-2 lu:text-left lu:disabled:cursor-not-allowed lu:disabled:opacity-50',
          className,
        )}
      >
        <span className="lu:min-w-0 lu:truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDown
            aria-hidden="true"
            className="lu:text-muted-foreground lu:size-4 lu:shrink-0"
          />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          collisionPadding={8}
          className="lu:border-border lu:bg-surface-raised lu:text-foreground lu:z-50 lu:max-h-(--radix-select-content-available-height) lu:max-w-(--radix-select-content-available-width) lu:min-w-(--radix-select-trigger-width) lu:overflow-hidden lu:rounded-lg lu:border lu:shadow-lg"
        >
          <SelectPrimitive.Viewport className="lu:p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                data-slot="select-item"
                className="lu:data-[highlighted]:bg-muted lu:relative lu:flex lu:cursor-pointer lu:items-start lu:gap-2 lu:rounded-md lu:py-2 lu:pr-8 lu:pl-2.5 lu:text-sm lu:outline-none lu:select-none lu:data-[disabled]:pointer-events-none lu:data-[disabled]:opacity-50"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="lu:absolute lu:top-2.5 lu:right-2.5">
                  <Check aria-hidden="true" className="lu:text-primary lu:size-4" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
