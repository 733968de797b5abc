// The unit project's global setup (vitest.config.ts): before any unit file runs, the run's scratch folder
// (scratch.ts), and a copy of the fixture site with every validator compiled and saved in its .cache/, which
// fixture({ caches: 'shared' }) copies, so that a check in a copy loads them instead of compiling every schema.
import type { TestProject } from 'vitest/node';
import { loadSchemas } from '../../generator/validate/schema-registry.ts';
import { fixture } from './fixture.ts';
import { scratchFolder } from './scratch.ts';

export default function setup(project: TestProject): () => void {
  project.provide('scratch', scratchFolder());
  const compiled = fixture();
  loadSchemas(compiled.root).save();
  project.provide('caches', compiled.root);
  return () => compiled.remove();
}
