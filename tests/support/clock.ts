// The day of the build and the environment as the command line reads them, for tests that compare its output
// with the stages'. Tests of date rules pass a fixed day instead.
import { readEnvironment } from '../../generator/cli/environment.ts';
import { buildDay } from '../../generator/model/dates.ts';

export const today = (): string => buildDay(process.env.SOURCE_DATE_EPOCH, new Date())!;

/** What generate takes from the environment (SITE_URL, EMAILJS_API_ORIGIN, the bundle build's environment). */
export const environment = () => readEnvironment(process.env);
