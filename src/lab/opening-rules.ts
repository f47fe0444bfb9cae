import { provide } from '../engine/rulesets/load';
import { defaultRuleset } from '../engine/rulesets/default';
import { walkerGabata } from '../engine/rulesets/walker-gabata';

/**
 * The rulesets the lab opens on, present at once: the default ruleset's standard start, run
 * under it and under another source's ruleset on its board (defaultLanes; a test holds them
 * equal). The others load when the reader turns to them.
 */
export const labOpening = [defaultRuleset, walkerGabata] as const;
provide(...labOpening);
