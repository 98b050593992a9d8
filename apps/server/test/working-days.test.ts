import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  clockStart,
  dueAt,
  expectedDecisionAt,
  isWorkingDay,
  reviewClock,
  workingDaysBetween,
} from '../src/shared/working-days.ts';

/** a UTC time of November 2026: the 16th is a Monday, the 21st and 22nd a weekend */
const nov = (day: number, hour = 10, minute = 0) => Date.UTC(2026, 10, day, hour, minute);
const isoNov = (day: number, hour = 10, minute = 0) =>
  new Date(nov(day, hour, minute)).toISOString();

describe('the working-day clock (Monday to Friday, UTC, no holidays)', () => {
  it('knows the weekend in UTC', () => {
    expect(isWorkingDay(nov(16))).toBe(true);
    expect(isWorkingDay(nov(20, 23, 59))).toBe(true);
    expect(isWorkingDay(nov(21, 0, 0))).toBe(false);
    expect(isWorkingDay(nov(22, 23, 59))).toBe(false);
  });

  it('is due 7 working days later at the same time of day', () => {
    // Wednesday the 18th → Friday the 27th (the contract's own example)
    expect(new Date(dueAt(nov(18, 2, 10))).toISOString()).toBe('2026-11-27T02:10:00.000Z');
    // Monday → Wednesday of the next week
    expect(dueAt(nov(16))).toBe(nov(25));
    // Friday → Tuesday of the week after next
    expect(dueAt(nov(20))).toBe(Date.UTC(2026, 11, 1, 10));
    expect(addWorkingDays(nov(20), 1)).toBe(nov(23));
  });

  it('starts a weekend submission at 00:00 of the next Monday', () => {
    expect(clockStart(nov(21, 15))).toBe(nov(23, 0));
    expect(clockStart(nov(22, 23, 59))).toBe(nov(23, 0));
    expect(clockStart(nov(20, 15))).toBe(nov(20, 15));
    // so a later submission is never due before an earlier one
    expect(dueAt(nov(21, 15))).toBe(Date.UTC(2026, 11, 2, 0));
    expect(dueAt(nov(20, 23))).toBeLessThan(dueAt(nov(21, 1)));
  });

  it('counts working days after the submission day up to today', () => {
    expect(workingDaysBetween(nov(16, 9), nov(16, 23))).toBe(0);
    expect(workingDaysBetween(nov(16, 23), nov(17, 0, 1))).toBe(1);
    expect(workingDaysBetween(nov(20), nov(22))).toBe(0);
    expect(workingDaysBetween(nov(20), nov(23))).toBe(1);
    expect(workingDaysBetween(nov(16), nov(30))).toBe(10);
    // a clock read before the submission (never in practice) is 0
    expect(workingDaysBetween(nov(16), nov(10))).toBe(0);
  });

  it('is overdue only while pending and after the due time', () => {
    const submitted = isoNov(16);
    expect(reviewClock(submitted, true, nov(16, 11))).toEqual({
      ageWorkingDays: 0,
      dueAt: isoNov(25),
      overdue: false,
    });
    expect(reviewClock(submitted, true, nov(25, 10))).toMatchObject({
      ageWorkingDays: 7,
      overdue: false,
    });
    expect(reviewClock(submitted, true, nov(25, 10, 1))).toMatchObject({
      ageWorkingDays: 7,
      overdue: true,
    });
    expect(reviewClock(submitted, false, nov(30))).toMatchObject({
      ageWorkingDays: 10,
      overdue: false,
    });
    // a Saturday submission: its age starts on Monday
    expect(reviewClock(isoNov(21), true, nov(23, 12)).ageWorkingDays).toBe(0);
    expect(reviewClock(isoNov(21), true, nov(24, 12)).ageWorkingDays).toBe(1);
  });

  it('tells the developer the due date while pending, nothing once decided', () => {
    expect(expectedDecisionAt(isoNov(18, 2, 10), true)).toBe('2026-11-27T02:10:00.000Z');
    expect(expectedDecisionAt(isoNov(18, 2, 10), false)).toBeNull();
  });
});
