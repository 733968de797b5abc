// The day of the build as the command line reads it, for tests that compare its output with the stages'.
// Tests of date rules pass a fixed day instead.
import { buildDay } from '../../generator/model/dates.ts';

export const today = (): string => buildDay(process.env.SOURCE_DATE_EPOCH, new Date())!;
