import type { Example } from '../examples/example';
import type { Lane } from './lanes';
import type { OpensAt } from './opening';

/**
 * The comparisons the site runs: one example (a worked example of the sources, or a position we
 * build) played in two to four lanes. `examples` are ids in content/examples; `built` are
 * examples made here from the engine.
 */
export interface Comparison {
  id: string;
  title: string;
  /** Our words: what the comparison shows. */
  intro: string;
  example: string | Example;
  lanes: Lane[];
  /** The options that decide the difference (linked to the readings page). */
  options: string[];
  /** Our words: where the lanes first part, and why. */
  divergence?: string;
  /** Where the stepper opens: where the lanes first part, or, for a comparison of where things end up, the end. */
  opensAt: OpensAt;
}
