import { catalog, type FamilyGroup, type RulesetId } from '../engine/index';

/**
 * The groups the menu, the sources' index and the comparison's chooser of witnesses list the games
 * under: by board, then by what a game's captures do. Our grouping (the sources name no groups), in
 * our words; each game's group is its catalog entry's `family`.
 */
export interface Group {
  id: FamilyGroup;
  /** As a heading names it. */
  name: string;
  /** What the games of the group share, in a sentence. */
  says: string;
}

export const groups: readonly Group[] = [
  { id: 'three-row', name: 'Three rows', says: 'The three-row game: Courlander’s, Walker’s and the DLP’s records of it and its neighbours.' },
  { id: 'wegs', name: 'Two rows: wegs', says: 'A hole the last counter makes four on the other side becomes the player’s, and a counter falling into it later takes from it.' },
  { id: 'fours', name: 'Two rows: fours', says: 'A hole made four while the counters are sown is taken at once.' },
  { id: 'across', name: 'Two rows: captures across', says: 'A last counter in an empty hole of one’s own row takes the hole facing it.' },
  { id: 'own', name: 'Two rows: a kind of its own', says: 'A game whose captures fit none of the groups above.' },
];

/** A ruleset's group. */
export function groupOf(id: RulesetId | string): Group {
  const family = catalog.find((r) => r.id === id)?.family;
  const group = groups.find((g) => g.id === family);
  if (!group) throw new Error(`No game "${id}" in the catalog, so no group`);
  return group;
}

/** Items in the groups' order, each group with its items in their own order; empty groups left out. */
export function byGroup<T>(items: readonly T[], idOf: (item: T) => string): { group: Group; items: T[] }[] {
  return groups.map((group) => ({ group, items: items.filter((i) => groupOf(idOf(i)).id === group.id) })).filter((g) => g.items.length > 0);
}
