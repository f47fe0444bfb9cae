/**
 * The test files' order: the slowest known first, so that no long file starts last and runs on
 * alone at the end. Vitest orders by the durations of the last run where it has them, but a fresh
 * clone (CI) has none and falls back to the files' sizes, which put the longest browser sweep
 * (site-static) last. The list is by measured duration (npm test's JSON report), longest first;
 * files not in it follow in vitest's own order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const slowest = [
  'test/e2e/site-static.e2e.test.ts',
  'test/e2e/site.e2e.test.ts',
  'test/e2e/compare.e2e.test.ts',
  'test/e2e/play.e2e.test.ts',
  'test/e2e/clause-links.e2e.test.ts',
  'test/engine/properties.test.ts',
  'test/e2e/navigation.e2e.test.ts',
  'test/engine/fast-equality.test.ts',
  'test/widgets/no-identifiers.test.tsx',
  'test/words/narration.test.ts',
  'test/e2e/analysis.e2e.test.ts',
  'test/engine/endless.test.ts',
  'test/bench/starts.test.ts',
  'test/play/computer.test.ts',
  'test/bench/versus-random.test.ts',
];

export class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = slowest.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
      return i < 0 ? slowest.length : i;
    };
    // Projects stay in vitest's order, one after another; Array.prototype.sort is stable, so the
    // files not listed keep vitest's order too.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const project = (spec: TestSpecification) => projects.indexOf(spec.project.name);
    return sorted.sort((a, b) => project(a) - project(b) || rank(a) - rank(b));
  }
}
