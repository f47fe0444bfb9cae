import { groupOf, groups as familyGroups } from './groups';
import { resolveOptions, type ClauseId, type Ruleset, type RulesetId } from '../engine/index';
import type { Card, CardLine, CardReading } from '../howto/card';
import * as w from '../howto/words';
import { boardLabel } from '../words/boards';
import { count } from '../widgets/narrate';

/**
 * The family table (/family/): every game in one row, one column per mechanic, each cell in our
 * words and resting on a sentence. Built from the how-to-play cards (src/howto/card.ts), whose
 * lines the engine's own play decides and cites, and from the rulesets' declarations: a ruleset
 * added to the catalog has its row here with no change, and a cell follows the engine as it changes.
 */

/** The columns, in a turn's order. */
export const MECHANICS = [
  { id: 'board', title: 'Board and counters' },
  { id: 'opening', title: 'Opening' },
  { id: 'route', title: 'Route' },
  { id: 'relay', title: 'Relay' },
  { id: 'last', title: 'What a last counter does' },
  { id: 'captures', title: 'Captures and claims' },
  { id: 'extra', title: 'Extra turns' },
  { id: 'end', title: 'End of a round' },
  { id: 'next', title: 'Next round' },
  { id: 'series', title: 'The series' },
] as const;

export type MechanicId = (typeof MECHANICS)[number]['id'];

/** One statement of a cell: our words, the sentence it rests on, the readings it follows. */
export interface Item {
  text: string;
  clause: ClauseId;
  readings: CardReading[];
}

export interface Row {
  ruleset: RulesetId;
  cells: Record<MechanicId, Item[]>;
}

export interface Group {
  /** The group of the family its games are listed under (../family/groups.ts): "Two rows: wegs". */
  heading: string;
  rows: Row[];
}

/** What a landing line's outcome says of the column it belongs in. */
const CAPTURES = new Set(['take', 'claim', 'claim-take']);

const item = (text: string, line: Pick<CardLine, 'clause' | 'readings'>): Item => ({ text: w.whole(text), clause: line.clause, readings: line.readings });

/** A game's row, from its card and its ruleset. */
export function familyRow(card: Card, rules: Ruleset): Row {
  const options = resolveOptions(rules);
  const board = rules.board(options);
  const c: w.Context = { rules, options, board, players: rules.players, one: rules.nouns.one, many: rules.nouns.many, claim: rules.nouns.claim };
  const lines = (topic: CardLine['topic']) => card.lines.filter((l) => l.topic === topic);
  const line = (topic: CardLine['topic']) => lines(topic)[0];
  const landing = lines('landing');
  const perHole = rules.beansPerHole(options);
  const each = board.seats.filter((s) => s === 0).length;

  const cells = {} as Record<MechanicId, Item[]>;
  const sides = line('board')!;
  const setup = line('set-up')!;
  cells.board = [item(`${boardLabel(board)}; each player owns ${count(each)}`, sides), item(`${count(perHole)} ${c.many} a hole, ${perHole * board.size} in all`, setup)];

  const opening = line('opening');
  const begins = line('begins');
  const race = opening?.kind?.of === 'race';
  // Who begins follows a race, and comes before a set move: the order of the card.
  const first = begins ? [item(beginsShort(c, race, rules.firstChoice(options) !== null), begins)] : [];
  const open = opening ? [item(race ? `a race from both players' first holes; ${raceEnd(c)}` : 'one set move by the first player', opening)] : [];
  cells.opening = race ? [...open, ...first] : opening ? [...first, ...open] : [...(begins ? [item('none', begins)] : []), ...first];

  const move = lines('move');
  cells.route = [item(w.direction(c).replace(/^along your own route/, "each player's own route"), move[0]!), ...move.slice(1).map((l) => ({ text: l.text, clause: l.clause, readings: l.readings }))];

  const relay = landing.filter((l) => l.kind?.of === 'relay');
  // Gabata (Adegrat) lifts the hole after the last one (../engine/mechanics/next-hole.ts).
  const relayText = (l: CardLine) => (l.rule === 'next-hole' ? `a last ${c.one} in an occupied hole: the ${c.many} of the hole after it are lifted and sown on` : `a last ${c.one} in an occupied hole: its ${c.many} are lifted and sown on`);
  cells.relay = relay.length ? relay.map((l) => item(relayText(l), l)) : [];

  const whole = (l: CardLine): Item => ({ text: l.text, clause: l.clause, readings: l.readings });
  // A capture that ends the play (Gabata (Adegrat)'s of the following hole) is a capture all the same.
  const captures = (l: CardLine) => CAPTURES.has(l.kind?.of ?? '') || l.rule === 'take-following';
  cells.last = landing.filter((l) => l.kind?.of === 'end' && !captures(l)).map(whole);
  // A capture told outside the landing lines (one made during a sowing, say) sits here too, by its kind.
  cells.captures = card.lines.filter(captures).map(whole);

  // Another move, or a sowing that goes on, after a take: the engine's outcome says which.
  const turns = line('turns')!;
  const goesOn = landing.filter((l) => l.kind?.of === 'take' || l.kind?.again);
  cells.extra = goesOn.length
    ? goesOn.map((l) => item(l.kind?.again ? `after a take from a ${c.claim}, the player moves again from any hole of his` : `after a take, the last ${c.one} is sown on`, l))
    : [item(`none: when the play ends, the turn passes`, turns)];

  const end = line('end');
  const when = end?.kind?.of === 'sweep' ? `a side left bare: the other player takes the rest` : `no ${c.one} left to sow: each takes his ${c.claim ?? 'hole'}s`;
  // A game won by blocking takes nothing at its end: the card's own line says how it ends.
  const blocked = end?.kind?.of === 'blocked';
  cells.end = end ? [blocked ? whole(end) : item(rules.roundEnds && end.kind?.of !== 'sweep' ? `when ${rules.roundEnds}, each takes his ${c.claim}s` : when, end)] : [];
  const next = line('next');
  // No next round where the text lays out none (the game ends at its end line, which is cited).
  cells.next = next ? [{ text: next.detail ?? next.text, clause: next.clause, readings: next.readings }] : end ? [item('none: the text lays out no next game', end)] : [];
  const won = line('winner');
  cells.series = won ? [whole(won)] : [];
  return { ruleset: card.ruleset, cells };
}

function raceEnd(c: w.Context): string {
  return w.phrase(c, 'race-end', { 'both-finish': 'it runs until both stop in an empty hole', 'first-finish': 'it stops when one player does' });
}

function beginsShort(c: w.Context, race: boolean, chosen: boolean): string {
  if (race) return w.phrase(c, 'after-race', { chosen: 'then the players choose who moves first', 'first-to-finish': 'the first to stop moves first' });
  return chosen ? 'the players choose who moves first' : `${c.players[0]} moves first`;
}

/** The rows grouped by board, each group in the catalog's order of its first game. */
export function familyTable(cards: ReadonlyMap<RulesetId, Card>, rules: (id: RulesetId) => Ruleset): Group[] {
  const groups: Group[] = [];
  for (const [id, card] of cards) {
    const r = rules(id);
    const heading = groupOf(id).name;
    const group = groups.find((g) => g.heading === heading) ?? groups[groups.push({ heading, rows: [] }) - 1]!;
    group.rows.push(familyRow(card, r));
  }
  // In the groups' order (the cards come in the catalog's).
  return familyGroups.flatMap((f) => groups.filter((g) => g.heading === f.name));
}
