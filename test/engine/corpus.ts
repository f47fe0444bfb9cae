import { randomPlays } from '../../src/engine/index';

export { randomGame, variants } from '../../src/engine/index';

/**
 * The clauses cited by the events of random games under every variant of a ruleset, and of the
 * next games of their series (including lopsided ones, played out too).
 */
export function citedClauses(id: string, gamesPerVariant: number, seed = 1): Set<string> {
  const cited = new Set<string>();
  for (const { events } of randomPlays(id, gamesPerVariant, seed)) events.forEach((e) => cited.add(e.clause));
  return cited;
}
