import { provide } from '../engine/rulesets/load';
import { walkerGabata } from '../engine/rulesets/walker-gabata';

/**
 * The rulesets the comparison builder opens on, present at once: the lanes of the opening the page
 * chose at build (defaultChoice; a test holds them equal). The others load when the reader turns to them.
 */
export const builderOpening = [walkerGabata] as const;
provide(...builderOpening);
