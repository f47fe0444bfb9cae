import { useRef, useState } from 'preact/hooks';
import { isRulesetId, type RulesetId } from '../engine/rulesets/catalog';
import { isLoaded, pendingLoad } from '../engine/rulesets/load';
import { rulesetLabel } from '../words/terms';
import { hasQuotes, loadQuotes } from './quote-store';

/** "Walker's Gabata, 2011 and the DLP's Abalala'e", mid-sentence. */
export const rulesetsNamed = (ids: readonly RulesetId[]) => ids.map((id) => rulesetLabel(id, true)).join(' and ');

/**
 * An island's loading of rulesets (src/engine/rulesets/load.ts): `withRules(ids, then)` runs `then`
 * once the rules of every id are present, and their quotations (./quote-store.ts), at once when they are and nothing is waiting (unknown ids
 * are left for the engine's own message). The reader's acts are applied in the order made: one
 * that needs no loading waits behind one that does, so that a lane chosen after an example lands on
 * the new example's lanes. Meanwhile `loading` names the rulesets on their way; those that cannot be
 * fetched are told to `failed`, and the act that needed them is dropped.
 */
export function useRules(failed: (message: string) => void) {
  const [loading, setLoading] = useState<RulesetId[] | null>(null);
  const tail = useRef<Promise<void> | null>(null);
  const waiting = useRef<RulesetId[][]>([]);
  const show = () => {
    const ids = [...new Set(waiting.current.flat())];
    setLoading(ids.length ? ids : null);
  };
  const withRules = (ids: readonly unknown[], then: () => void) => {
    const known = [...new Set(ids.filter((id): id is RulesetId => typeof id === 'string' && isRulesetId(id)))];
    // A ruleset's quotations travel with its rules (./quote-store.ts): its steps are shown beside its sentences.
    const absent = known.filter((id) => !isLoaded(id) || !hasQuotes(id));
    if (!absent.length && !tail.current) return then();
    const arrived = Promise.all(absent.flatMap((id) => [pendingLoad(id), loadQuotes(id)]));
    const run = () => arrived.then(then, () => failed(`The rules of ${rulesetsNamed(absent)} could not be loaded (is the connection down?).`));
    const step: Promise<void> = (tail.current ?? Promise.resolve()).then(run, run);
    tail.current = step;
    waiting.current.push(absent);
    show();
    void step.finally(() => {
      waiting.current.shift();
      show();
      if (tail.current === step) tail.current = null;
    });
  };
  return { loading, withRules };
}
