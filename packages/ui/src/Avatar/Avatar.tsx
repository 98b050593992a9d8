import { UserRound } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '../lib/cn.ts';

export type AvatarProps = ComponentProps<'span'> & {
  /** image URL; empty or failing gives the initial placeholder */
  src?: string;
  /** the name the initial is taken from */
  name: string;
  size?: number;
};

/**
 * The initial of a name: its first character when that is a letter (any script). A name that
 * starts otherwise (a masked mobile "135****6789", "--") has none: its "1" would say nothing.
 */
export function initialOf(name: string): string | null {
  const first = Array.from(name.trim())[0];
  return first && /\p{L}/u.test(first) ? first.toUpperCase() : null;
}

/**
 * A round portrait, or the first letter of the name on a tinted disc, or a neutral person
 * icon when the name has no letter to start with.
 */
export function Avatar({ src, name, size = 32, className, style, ...props }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const initial = initialOf(name);
  return (
    <span
      data-slot="avatar"
      className={cn(
        'lu:bg-primary-soft lu:text-primary lu:inline-flex lu:shrink-0 lu:items-center lu:justify-center lu:overflow-hidden lu:rounded-full lu:font-semibold lu:select-none',
        className,
      )}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.45), ...style }}
      {...props}
    >
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          className="lu:size-full lu:object-cover"
          onError={() => setFailed(true)}
        />
      ) : initial ? (
        <span aria-hidden="true">{initial}</span>
      ) : (
        <UserRound aria-hidden="true" strokeWidth={2.25} style={{ width: '60%', height: '60%' }} />
      )}
    </span>
  );
}
