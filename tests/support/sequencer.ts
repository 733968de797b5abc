// The order test files start in (vitest.config.ts). Three run at a time, so the run ends when the last long file
// does: the longest must start first. Vitest orders by the durations of the last run when it has them (not on
// a fresh clone, as in CI: then by file size). Here the e2e files come first, then the unit files, and within
// each project the files known to be the longest start first, in that order; every other file follows in vitest's
// order. One project's files together: a worker of a project without isolation runs file after file only while
// the next file in the queue is of its project, and is ended otherwise; with the projects interleaved, a run
// started fifteen workers, each loading the generator, Playwright and the rest again. A file missing from the
// list is only started later, never skipped.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first, as measured on a fresh clone (README, "Tests"). */
const LONGEST = [
  'tests/e2e/production-install.test.ts',
  'tests/e2e/cms.test.ts',
  'tests/e2e/launcher.test.ts',
  'tests/e2e/islands.test.ts',
  'tests/e2e/cache-faults.test.ts',
  'tests/e2e/build.test.ts',
  'tests/e2e/generate.test.ts',
  'tests/e2e/contact-form.test.ts',
  'tests/e2e/calls.test.ts',
  'tests/e2e/cli.test.ts',
  'tests/e2e/incremental.test.ts',
  'tests/e2e/dev.test.ts',
  'tests/e2e/a11y.test.ts',
  'tests/e2e/photos.test.ts',
  'tests/e2e/explain.test.ts',
  'tests/e2e/lastmod.test.ts',
  'tests/unit/validator-cache.test.ts',
  'tests/fixtures/bad-inputs.test.ts',
  'tests/unit/yaml-edit.test.ts',
  'tests/unit/cards.test.ts',
  'tests/unit/cms-config.test.ts',
];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return at === -1 ? LONGEST.length : at;
    };
    const project = (file: TestSpecification) => (file.project.name === 'e2e' ? 0 : 1);
    // Array.prototype.sort is stable: files of equal rank keep vitest's order.
    return sorted.sort((a, b) => project(a) - project(b) || rank(a) - rank(b));
  }
}
