import { useRef, useState } from 'preact/hooks';
import { isRulesetId, type RulesetId } from '../engine/rulesets/catalog';
import { pendingLoad } from '../engine/rulesets/load';
import { rulesetLabel } from '../words/terms';

/** "Walker's Gabata, 2011 and the DLP's Abalala'e", mid-sentence. */
export const rulesetsNamed = (ids: readonly RulesetId[]) => ids.map((id) => rulesetLabel(id, true)).join(' and ');

/**
 * An island's loading of rulesets (src/engine/rulesets/load.ts): `withRules(ids, then)` runs `then`
 * once the rules of every id are present, at once when they are (unknown ids are left for the
 * engine's own message). Meanwhile `loading` names them, for the island to say so; when they
 * cannot be loaded, `failed` is told why and `then` is dropped. Only the last request is
 * answered: a reader who turns to another ruleset before the first arrives gets the second.
 */
export function useRules(failed: (message: string) => void) {
  const [loading, setLoading] = useState<RulesetId[] | null>(null);
  const last = useRef(0);
  const withRules = (ids: readonly unknown[], then: () => void) => {
    const ticket = ++last.current;
    const known = [...new Set(ids.filter((id): id is RulesetId => typeof id === 'string' && isRulesetId(id)))];
    const pending = known.flatMap((id) => pendingLoad(id) ?? []);
    if (!pending.length) {
      setLoading(null);
      return then();
    }
    setLoading(known);
    Promise.all(pending).then(
      () => {
        if (ticket !== last.current) return;
        setLoading(null);
        then();
      },
      () => {
        if (ticket !== last.current) return;
        setLoading(null);
        failed(`The rules of ${rulesetsNamed(known)} could not be loaded (is the connection down?).`);
      },
    );
  };
  return { loading, withRules };
}
