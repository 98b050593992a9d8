import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** the library's class prefix (`lu:flex`): its stylesheet is built with `prefix(lu)` */
export const CLASS_PREFIX = 'lu';

const twMerge = extendTailwindMerge({ prefix: CLASS_PREFIX });

/** Joins class names and lets the caller's classes (passed last) win Tailwind conflicts. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
