// The order test files start in (vitest.config.ts). Vitest runs its projects one after the other, by name, so
// the unit files, which keep a core busy, ran last with the e2e files' tail, mostly idle, done: the run ended on
// two unit files alone. Starting them first lets the e2e files, which mostly wait on browsers, servers and
// child processes, fill the other workers. Within a project, vitest's own order (longest last time first).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export class UnitFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const unit = sorted.filter((file) => file.project.name === 'unit');
    return [...unit, ...sorted.filter((file) => file.project.name !== 'unit')];
  }
}
