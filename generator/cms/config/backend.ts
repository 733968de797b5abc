// Where the published admin saves: Decap's GitHub backend with the editorial workflow (each entry a branch and a
// pull request, which CI checks, merged by a person). The repository and the sign-in service come from the
// environment of generate (read once by cli/environment.ts, readEnvironment); docs/cms.md says how to set them up on each host.
// Nothing secret is here: the OAuth client secret lives with the sign-in service, never in the repository.

export interface CmsEnv {
  /** CMS_REPO: the GitHub repository, owner/name. */
  repo?: string;
  /** CMS_BRANCH: the branch the site is built from (main when unset). */
  branch?: string;
  /** CMS_AUTH_URL: the OAuth sign-in service's address (Decap's base_url); Netlify's own when unset. */
  baseUrl?: string;
}

/** Shown in the admin's configuration until CMS_REPO is set: clearly not a real repository. */
const PLACEHOLDER_REPO = 'your-github-account/your-site-repository';

/** Decap's `backend` for the published admin. */
export function githubBackend(cms: CmsEnv) {
  return {
    name: 'github' as const,
    repo: cms.repo ?? PLACEHOLDER_REPO,
    branch: cms.branch ?? 'main',
    ...(cms.baseUrl ? { base_url: cms.baseUrl } : {}),
  };
}
