/**
 * The order the end-to-end files start in: the longest first (the Storybook build and sweep, then the
 * path walk), so the many short widget files fill the other worker beside them instead of leaving one
 * long file running alone at the end. Vitest's own order needs timings from an earlier run, which a
 * fresh clone in CI does not have.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const FIRST = ['storybook.e2e.test.ts', 'everyPath.e2e.test.ts'];

export class E2eSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? FIRST.length : index;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
