import type { AgentHealth } from '@legion/api';
import { cn } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Hourglass, Unplug } from 'lucide-react';
import type { ComponentProps } from 'react';

export type AgentHealthNoteProps = Omit<ComponentProps<'p'>, 'children'> & {
  health: AgentHealth;
  /** when it stopped answering (ISO 8601), for `down` */
  downSince: string | null;
  /** the time "since N hours" counts from (now by default; stories fix it) */
  now?: number | undefined;
  /** `card`: a few words; `page`: what it means for someone about to subscribe */
  variant?: 'card' | 'page';
};

const MINUTE_MS = 60_000;

/**
 * How an agent answered the platform's latest probes, when that is worth saying: slow, or not
 * answering since some time ago. Nothing for an agent that answers well.
 */
export function AgentHealthNote({
  health,
  downSince,
  now,
  variant = 'card',
  className,
  ...props
}: AgentHealthNoteProps) {
  const { t } = useLingui();
  if (health === 'available') return null;
  const down = health === 'down';
  let text: string;
  if (down) {
    const minutes = Math.max(
      1,
      Math.floor(((now ?? Date.now()) - Date.parse(downSince ?? '')) / MINUTE_MS) || 1,
    );
    const since =
      minutes < 60
        ? t`${plural(minutes, { other: '# 分钟前起无响应' })}`
        : minutes < 48 * 60
          ? t`${plural(Math.floor(minutes / 60), { other: '# 小时前起无响应' })}`
          : t`${plural(Math.floor(minutes / 1440), { other: '# 天前起无响应' })}`;
    text =
      variant === 'page'
        ? t`${since}：平台的探测没有得到回答，现在可能无法使用。订阅后恢复时即可使用。`
        : since;
  } else {
    text = variant === 'page' ? t`响应较慢：最近的探测中回答偏慢或偶有失败。` : t`响应较慢`;
  }
  const Icon = down ? Unplug : Hourglass;
  return (
    <p
      data-slot="agent-health"
      data-health={health}
      className={cn(
        'lu:flex lu:items-start lu:gap-1.5',
        variant === 'page' ? 'lu:text-sm' : 'lu:text-xs',
        down ? 'lu:text-danger' : 'lu:text-warning-strong',
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className="lu:mt-0.5 lu:size-3.5 lu:shrink-0" />
      <span>{text}</span>
    </p>
  );
}
