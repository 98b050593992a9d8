/**
 * Dates for the calculator: a real calendar day read from "YYYY-MM-DD", the whole days between
 * two of them, and today's day and weekday. Every day is a UTC day.
 */
import type { ReplyLanguage } from './knowledge-answerer.ts';

const DAY_MS = 24 * 60 * 60_000;

/** a real calendar day as "YYYY-MM-DD" (UTC midnight), or null */
export function parseIsoDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(year, month - 1, day);
  const date = new Date(at);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return at;
}

export function daysBetween(from: number, to: number): number {
  return Math.round((to - from) / DAY_MS);
}

export const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** the UTC midnight that starts the day of `at` */
export const startOfUtcDay = (at: number) => Math.floor(at / DAY_MS) * DAY_MS;

const WEEKDAYS = {
  'zh-CN': ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;

/** the weekday of `at` (UTC), named in the reply's language */
export const weekdayName = (at: number, language: ReplyLanguage) =>
  WEEKDAYS[language][new Date(at).getUTCDay()] ?? '';
