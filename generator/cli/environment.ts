// The environment as the command line reads it: once per command, into values the stages are given, as they are
// given the day of the build. No stage reads process.env (tests/unit/environment.test.ts).
import type { GenerateEnv } from '../pipeline/run-generate.ts';

/** What generate takes from the environment. */
export function readEnvironment(env: NodeJS.ProcessEnv): GenerateEnv {
  return {
    ...(env.SITE_URL ? { siteUrl: env.SITE_URL } : {}),
    ...(env.EMAILJS_API_ORIGIN ? { emailOrigin: env.EMAILJS_API_ORIGIN } : {}),
    // The published admin's GitHub backend (generator/cms/config/backend.ts).
    cms: {
      ...(env.CMS_REPO ? { repo: env.CMS_REPO } : {}),
      ...(env.CMS_BRANCH ? { branch: env.CMS_BRANCH } : {}),
      ...(env.CMS_AUTH_URL ? { baseUrl: env.CMS_AUTH_URL } : {}),
    },
    // A copy: the bundle build's process gets the environment as it was read, whatever changes later.
    process: { ...env },
  };
}

/** SITE_URL, when set, must be an address a site can live at: http(s), a host, no path. */
export function siteUrlProblem(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username)
    return undefined;
  return `SITE_URL "${value}" is not a site's address: give one like https://preview.example.net (http or https, no path)`;
}
