/**
 * The review clock: a decision is due within 7 working days. Working days are Monday to
 * Friday in the server's calendar, UTC; there is no holiday table. A submission made on a
 * Saturday or Sunday starts counting at 00:00 of the next Monday, so a later submission is
 * never due earlier than an earlier one. Pure functions: the caller passes the clock's now.
 */
import { REVIEW_WORKING_DAYS, type ReviewClock } from '@legion/api';

const DAY_MS = 24 * 60 * 60_000;

const dayStart = (time: number) => Math.floor(time / DAY_MS) * DAY_MS;

export function isWorkingDay(time: number): boolean {
  const weekday = new Date(time).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** the moment the clock starts: the submission itself, or the next working day's start */
export function clockStart(submittedAt: number): number {
  if (isWorkingDay(submittedAt)) return submittedAt;
  let day = dayStart(submittedAt) + DAY_MS;
  while (!isWorkingDay(day)) day += DAY_MS;
  return day;
}

/** the same time of day, `days` working days later */
export function addWorkingDays(time: number, days: number): number {
  let at = time;
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    if (isWorkingDay(at)) left -= 1;
  }
  return at;
}

/** working days after the day the clock started, up to and including today (0 on that day) */
export function workingDaysBetween(from: number, to: number): number {
  let count = 0;
  for (let day = dayStart(from) + DAY_MS; day <= dayStart(to); day += DAY_MS) {
    if (isWorkingDay(day)) count += 1;
  }
  return count;
}

/** the submission time plus 7 working days */
export function dueAt(submittedAt: number): number {
  return addWorkingDays(clockStart(submittedAt), REVIEW_WORKING_DAYS);
}

export function reviewClock(
  submittedAt: Date | string | number,
  pending: boolean,
  now: number,
): ReviewClock {
  const submitted = new Date(submittedAt).getTime();
  const due = dueAt(submitted);
  return {
    ageWorkingDays: workingDaysBetween(clockStart(submitted), now),
    dueAt: new Date(due).toISOString(),
    overdue: pending && now > due,
  };
}

/** what a developer is told while the item waits: the due date, or null once decided */
export function expectedDecisionAt(submittedAt: Date | string, pending: boolean): string | null {
  return pending ? new Date(dueAt(new Date(submittedAt).getTime())).toISOString() : null;
}
