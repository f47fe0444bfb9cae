import { provide } from './load';
import { courlanderAbalala } from './courlander-abalala/index';

/**
 * The ruleset pages open on: the catalog's first (a test holds them equal), present at once for an
 * island that shows a game before the reader picks one; the others load on demand (./load.ts).
 */
export const defaultRuleset = courlanderAbalala;
provide(defaultRuleset);
