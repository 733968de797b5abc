// What a date is: YYYY-MM-DD naming a day that exists on the calendar. Content dates, the day of the build and
// the way dates are shown all go through here, so that one place decides.

/** Content is dated within this century: a year outside it is a typing slip (0225, 2205), not a plan. */
const YEARS = { from: 2000, to: 2099 };
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAY_MS = 86_400_000;

/** Europe/London: a date is "today" or "in the future" by the calendar of the office, not the server. */
const UK_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export interface DateProblem {
  /** Why the text is not a date, completing `"…" is not a date: `. */
  reason: string;
  hint: string;
}

const FORM_HINT = 'Write the date as YYYY-MM-DD, year first with two-digit month and day: 2025-03-14 is 14 March 2025.';

/** Why `text` is not a real calendar date, or undefined when it is one. */
export function dateProblem(text: string): DateProblem | undefined {
  const parts = SHAPE.exec(text);
  if (!parts) return { reason: 'it is not written YYYY-MM-DD', hint: FORM_HINT };
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  if (year < YEARS.from || year > YEARS.to)
    return { reason: `the year ${parts[1]} is outside ${YEARS.from} to ${YEARS.to}`, hint: FORM_HINT };
  if (month < 1 || month > 12)
    return { reason: `there is no month ${parts[2]}; months run from 01 to 12`, hint: FORM_HINT };
  const last = daysIn(year, month);
  if (day < 1 || day > last) {
    const reason = day < 1 ? `there is no day ${parts[3]}` : `${MONTHS[month - 1]} ${year} has ${last} days`;
    return {
      reason,
      hint: `Check the day: the last day of ${MONTHS[month - 1]} ${year} is ${parts[1]}-${parts[2]}-${last}.`,
    };
  }
  return undefined;
}

export const isDate = (text: string): boolean => dateProblem(text) === undefined;

/** The UK calendar date of an instant, as YYYY-MM-DD. */
export function ukDate(instant: Date): string {
  const [day, month, year] = UK_DAY.format(instant).split('/');
  return `${year}-${month}-${day}`;
}

/**
 * The day of the build: SOURCE_DATE_EPOCH (whole seconds since 1970, the reproducible-builds convention) when
 * set, otherwise `now`, as a UK date. Undefined when SOURCE_DATE_EPOCH is set but is not such a number.
 */
export function buildDay(sourceDateEpoch: string | undefined, now: Date): string | undefined {
  if (sourceDateEpoch === undefined || sourceDateEpoch === '') return ukDate(now);
  if (!/^\d{1,12}$/.test(sourceDateEpoch)) return undefined;
  return ukDate(new Date(Number(sourceDateEpoch) * 1000));
}

export const sourceDateEpochProblem = (value: string) =>
  `SOURCE_DATE_EPOCH is "${value}": it must be a whole number of seconds since 1 January 1970, or unset to use the clock`;

/** A YYYY-MM-DD date as '14 March 2025'. */
export const longDate = (iso: string): string => LONG.format(new Date(`${iso}T00:00:00Z`));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Dates compare as text: YYYY-MM-DD sorts in calendar order. */
export const isAfter = (date: string, other: string): boolean => date > other;

/** The date `days` after `iso` (before, when negative). */
export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
