/** Dates as the API writes them, and the date filters every queue and list reads. */
import { INVALID_REQUEST } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';

const DAY_MS = 24 * 60 * 60_000;

/** a database time (Date, or text from PostgreSQL) as the API's ISO string */
export const iso = (value: Date | string) => new Date(value).toISOString();

export const DATE_FORMAT_MESSAGE = 'a date like 2026-01-31';

/** the start of the UTC day; 400 on the field for a day that does not exist (2026-13-01) */
function dayStart(day: string, field: 'from' | 'to'): number {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) {
    throw new ApiError(400, INVALID_REQUEST, { [field]: DATE_FORMAT_MESSAGE });
  }
  return time;
}

/** the start of a UTC day, and of the day after `to`: the range is inclusive */
export function dayRange(from?: string, to?: string) {
  return {
    from: from ? new Date(dayStart(from, 'from')) : null,
    to: to ? new Date(dayStart(to, 'to') + DAY_MS) : null,
  };
}
