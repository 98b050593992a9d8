import { type ComponentProps, useState } from 'react';
import { cn } from '../lib/cn.ts';

export type AvatarProps = ComponentProps<'span'> & {
  /** image URL; empty or failing gives the initial placeholder */
  src?: string;
  /** the name the initial is taken from */
  name: string;
  size?: number;
};

/** A round portrait, or the first letter of the name on a tinted disc. */
export function Avatar({ src, name, size = 32, className, style, ...props }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      data-slot="avatar"
      className={cn(
        'bg-primary-soft text-primary inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold select-none',
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
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </span>
  );
}
