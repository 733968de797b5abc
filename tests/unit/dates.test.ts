import { describe, expect, it } from 'vitest';
import { addDays, buildDay, dateProblem, daysBetween, isDate, longDate, ukDate } from '../../generator/model/dates.ts';

describe('what a date is', () => {
  it.each([
    ['2025-02-30', 'February 2025 has 28 days'],
    ['2023-02-29', 'February 2023 has 28 days'],
    ['2024-02-30', 'February 2024 has 29 days'],
    ['2025-04-31', 'April 2025 has 30 days'],
    ['2025-13-01', 'there is no month 13; months run from 01 to 12'],
    ['2025-00-10', 'there is no month 00; months run from 01 to 12'],
    ['2025-03-00', 'there is no day 00'],
    ['14/03/2025', 'it is not written YYYY-MM-DD'],
    ['2025-3-14', 'it is not written YYYY-MM-DD'],
    ['0225-03-14', 'the year 0225 is outside 2000 to 2099'],
    ['2205-03-14', 'the year 2205 is outside 2000 to 2099'],
  ])('refuses %s: %s', (text, reason) => {
    expect(dateProblem(text)?.reason).toBe(reason);
    expect(isDate(text)).toBe(false);
  });

  it('names the last real day of the month in its hint', () => {
    expect(dateProblem('2025-02-30')?.hint).toBe('Check the day: the last day of February 2025 is 2025-02-28.');
    expect(dateProblem('2025-13-01')?.hint).toMatch(/^Write the date as YYYY-MM-DD/);
  });

  it.each(['2024-02-29', '2000-02-29', '2025-12-31', '2025-01-01', '2099-12-31'])('accepts %s', (text) => {
    expect(dateProblem(text)).toBeUndefined();
    expect(isDate(text)).toBe(true);
  });

  it('shows a date the British way and counts days across months and years', () => {
    expect(longDate('2027-01-05')).toBe('5 January 2027');
    expect(daysBetween('2026-11-23', '2026-12-23')).toBe(30);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-11-23', '2026-11-22')).toBe(-1);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('the day of the build', () => {
  it('is the calendar date in the UK, in summer time and in winter', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST); on 31 December London is on UTC.
    expect(ukDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(ukDate(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });

  it('comes from SOURCE_DATE_EPOCH when it is set, and from the clock otherwise', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(buildDay(undefined, now)).toBe('2026-11-23');
    expect(buildDay('', now)).toBe('2026-11-23');
    expect(buildDay(String(Date.parse('2027-01-04T23:30:00Z') / 1000), now)).toBe('2027-01-04');
    expect(buildDay(String(Date.parse('2027-06-04T23:30:00Z') / 1000), now)).toBe('2027-06-05');
  });

  it('is refused when SOURCE_DATE_EPOCH is not whole seconds', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    for (const bad of ['yesterday', '1.5', '-1', '2026-11-23', ' 1700000000'])
      expect(buildDay(bad, now), bad).toBeUndefined();
  });
});
