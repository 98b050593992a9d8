import { useLingui } from '@lingui/react/macro';
import { Moon, Sun } from 'lucide-react';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import type { ThemeMode } from '../theme/theme.ts';

export type ThemeToggleProps = Omit<ButtonProps, 'onChange'> & {
  mode: ThemeMode;
  onModeChange: (mode: ThemeMode) => void;
};

/** Switches between light and dark; the label names the mode it switches to. */
export function ThemeToggle({ mode, onModeChange, ...props }: ThemeToggleProps) {
  const { t } = useLingui();
  const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t`切换到深色模式` : t`切换到浅色模式`;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      data-state={mode}
      onClick={() => onModeChange(next)}
      {...props}
    >
      {mode === 'dark' ? <Sun /> : <Moon />}
    </Button>
  );
}
