import type { Options } from '../options';
import { GAME_OVER, NOBODY, PLAYING, ROUND_OVER } from '../position';
import { board3x6 } from '../board';
import { outcome, type LandingRule, type Outcome, type Play, type Preset, type Reading, type Ruleset } from '../ruleset';
import type { ClauseId, GameEvent, Hole, Player, State } from '../types';
import { claimRule, collectClaims, inOpponentClaim, inOwnClaim, makesClaim } from './claims';
import { over } from './sow';
import { beginSetup, chosenPlayerBegins, markStart } from './start';
import { leader, relayWhenOccupied } from './take';

/**
 * The wegue games: the DLP's Gabata (Adowa) and Gabata (Aksum), after Pankhurst 1971: 164-165,
 * whose pages give the same rules in the same words (Aksum adds its leftmost hole). On Courlander's
 * board and circuit (board3x6), which is Ludii's track for both: a last counter that makes an
 * opponent's hole of three four makes it the player's wegue; a last counter in the opponent's
 * wegue takes two; the round ends when every counter is in a wegue or taken, and the next is
 * laid out three to a hole. Each game's clauses are passed in, its sentences being its own.
 */
export interface WegueClauses {
  end: ClauseId;
  /** "Captures cannot be made until after the original three counters ... have been moved." */
  firstCaptures: ClauseId;
  relay: ClauseId;
  wegue: ClauseId;
  take: ClauseId;
  roundEnd: ClauseId;
  collect: ClauseId;
  fill: ClauseId;
  twoRemaining: ClauseId;
  lastHole: ClauseId;
  seriesEnd: ClauseId;
}

/** The opponent's holes that are still his: owned, and no wegue of the player's. */
function holesLeft(g: Play, opponent: number): number {
  const { owners, claims } = g.pos;
  let n = 0;
  for (let h = 0; h < g.size; h++) if (owners[h] === opponent && claims[h] === NOBODY) n++;
  return n;
}

/**
 * Whether a capture at `h` is still held back (reading `wegue-first-captures`): until every hole
 * has been lifted since the round was laid out, or until this one has.
 */
export function heldBack(g: Play, h: Hole): boolean {
  const when = g.options['wegue-first-captures'];
  const { unmoved } = g.pos;
  if (when === 'this-hole') return unmoved[h] === 1;
  if (when === 'every-hole') return unmoved.includes(1);
  return false;
}

/** A hole of three made four while captures are held back: it is lifted and sown on, as any occupied hole. */
export function firstCapturesRule(c: WegueClauses): LandingRule {
  const relay: Outcome = outcome({ kind: 'relay', clause: c.firstCaptures, reading: 'wegue-first-captures' });
  return {
    name: 'first-captures',
    when: (g, l) => (makesClaim(g, l.player, l.hole, l.wasEmpty) !== 'no' && heldBack(g, l.hole) ? relay : null),
  };
}

/** The landing rules, in order: the opponent's wegue, one's own, the first captures held back, the last hole, a new wegue, a relay, an empty hole. */
export function wegueLanding(c: WegueClauses): LandingRule[] {
  const ends = { again: false, againClause: 'reading.wegue-take-ends', againReading: 'wegue-take-ends' } as const;
  const take: Outcome = outcome({ kind: 'claim-take', most: 2, clause: c.take, ...ends });
  const takeEmpty: Outcome = outcome({ kind: 'claim-take', most: 2, clause: 'reading.wegue-empty', reading: 'wegue-empty', ...ends });
  const stays: Outcome = outcome({ kind: 'end', clause: 'reading.wegue-empty', reading: 'wegue-empty' });
  const own: Outcome = outcome({ kind: 'end', clause: 'reading.wegue-own-ends', reading: 'wegue-own-ends' });
  const lastHole: Outcome = outcome({ kind: 'claim-take', most: 3, clause: c.lastHole, reading: 'wegue-last-hole', ...ends });
  const empty: Outcome = outcome({ kind: 'end', clause: c.end });
  return [
    {
      name: 'into-opponent-wegue',
      when: (g, l) => {
        if (!inOpponentClaim(g, l.player, l.hole)) return null;
        if (!l.wasEmpty) return take;
        return g.options['wegue-empty'] === 'stays' ? stays : takeEmpty;
      },
    },
    { name: 'into-own-wegue', when: (g, l) => (inOwnClaim(g, l.player, l.hole) ? own : null) },
    firstCapturesRule(c),
    {
      // "if a player captures the opponent's single remaining hole as a wegue, the player captured three counters from it"
      name: 'last-hole',
      when: (g, l) =>
        g.options['wegue-last-hole'] === 'takes-three' && makesClaim(g, l.player, l.hole, l.wasEmpty) === 'yes' && holesLeft(g, 1 - l.player) === 1 ? lastHole : null,
    },
    claimRule(c.wegue, 'reading.wegue-ends-play', 'wegue-ends-play'),
    relayWhenOccupied(c.relay),
    { name: 'empty-hole', when: () => empty },
  ];
}

/**
 * After a turn: "Play continues until all of the counters are captured or all of the counters are
 * accumulated in wegue." Then each player collects his wegues, and the series ends when a player
 * cannot fill a hole (the `wegue-series-end` reading).
 */
export function wegueRoundEnd(c: Pick<WegueClauses, 'roundEnd' | 'collect' | 'seriesEnd'>) {
  return (g: Play): void => {
    const f = g.pos;
    if (f.status !== PLAYING) return;
    for (let h = 0; h < g.size; h++) if (f.claims[h] === NOBODY && f.holes[h]! > 0) return;
    if (g.listener) g.listener.event({ type: 'round-end', clause: c.roundEnd });
    collectClaims(g, c.collect);
    const least = g.options['wegue-series-end'] === 'one-or-none' ? 1 : 2;
    if (f.stores[0]! <= least || f.stores[1]! <= least) {
      // Where the ruleset offers no reading of it (Selus (Massawa), whose code agrees with its text), the sentence alone.
      const r = g.rules.readings['wegue-series-end'] ? { reading: 'wegue-series-end' } : {};
      if (g.listener) g.listener.event({ type: 'game-end', winner: leader(g), clause: c.seriesEnd, ...r });
      over(g, GAME_OVER);
    } else over(g, ROUND_OVER);
  };
}

/** A player who cannot move passes (reading `wegue-pass`); the round's end is looked for again. */
export function weguePass(g: Play): void {
  const f = g.pos;
  const p = f.toMove;
  if (g.listener) g.listener.event({ type: 'pass', player: g.name(p), next: g.name(1 - p), clause: 'reading.wegue-pass', reading: 'wegue-pass' });
  f.toMove = 1 - p;
  f.inProgress = true;
  f.yetToPlay[p] = 0;
  g.rules.afterTurn(g);
}

/** The readings of both wegue games, with why each default: the two pages say the same. */
export const wegueReadings = {
  'claim-side': { default: 'opponent', why: 'The text: "dropping the last counter of a sowing into an opponent\'s hole which contains three counters"; Ludii\'s code agrees.' },
  'wegue-first-captures': { default: 'every-hole', why: 'The text: "Captures cannot be made until after the original three counters placed in the holes at the beginning of the game have been moved"; "until after" names a moment of the game, once none of the original counters is where it was placed. Ludii\'s code does not hold captures back.' },
  'wegue-empty': { default: 'taken', why: 'The text: the player "captures two counters from it"; from an empty wegue there is only his own, which he takes, as Courlander\'s Sulus Nishtaw removes a single bean. Ludii\'s code leaves it.' },
  'wegue-last-hole': { default: 'takes-three', why: 'The text: "the player captured three counters from it, leaving one for the opponent to continue to play"; Ludii\'s code makes a wegue of it.' },
  'wegue-series-end': { default: 'cannot-fill', why: 'The text: "Play continues until one player cannot fill any holes"; two counters fill none. Ludii\'s code plays on with two.' },
  'skip-origin': { default: false, why: 'No source says the emptied hole is skipped; Ludii\'s code sows into it on a full lap.' },
} as const satisfies Record<string, Reading>;

/** The `ludii` preset of a wegue game: Ludii's code for both is one (Aksum's adds the leftmost hole, as its page does). */
export const wegueLudii = (game: string): Preset => ({
  game,
  options: { 'claim-side': 'opponent', 'wegue-first-captures': 'not-played', 'wegue-empty': 'stays', 'wegue-last-hole': 'wegue', 'wegue-series-end': 'one-or-none', 'skip-origin': false },
  first: 'south',
  why: `Ludii's code for ${game}: a last counter left in the opponent's empty wegue, no rule for the opponent's last hole, the series over at one counter or none, a full lap sown into its own hole; its player 1, south, always begins; and no first captures held back: it makes wegues from the first move.`,
});

/** The opening: the chosen player moves first (reading `wegue-first`). */
export const wegueOpening = chosenPlayerBegins('reading.wegue-first', 'wegue-first');

/** Holes in route order from a player's leftmost: south's A1 (0) or north's F3 (9) on board3x6. */
const routeFrom = (first: number): Hole[] => Array.from({ length: 18 }, (_, i) => (first + i) % 18);

/**
 * The next round (reading `wegue-layout`): the weaker fills from his leftmost along his route,
 * the stronger his own and what is left; a last hole of two takes the other's one extra counter.
 */
export function wegueLayout(rules: Ruleset, pieces: Record<Player, number>, o: Options, c: Pick<WegueClauses, 'fill' | 'twoRemaining'>): { state: State; events: GameEvent[] } {
  const least = o['wegue-series-end'] === 'one-or-none' ? 1 : 2;
  const { state, events, put } = beginSetup(rules, o, pieces, (n) => n <= least);
  const [south, north] = rules.players;
  const weak = pieces[south]! < pieces[north]! ? south : north;
  const strong = weak === south ? north : south;
  const place = (player: Player, hole: Hole, count: number, clause: ClauseId) => {
    if (state.owners[hole] !== player) put({ type: 'own', player, hole, clause, reading: 'wegue-layout' });
    put({ type: 'place', player, hole, count, clause, reading: 'wegue-layout' });
  };
  const weakOrder = routeFrom(weak === south ? 0 : 9);
  const w = pieces[weak]!;
  const weakHoles = weakOrder.slice(0, Math.floor(w / 3));
  for (const h of weakHoles) place(weak, h, 3, c.fill);
  const taken = new Set(weakHoles);
  if (w % 3 === 2) {
    const h = weakOrder[weakHoles.length]!;
    place(weak, h, 2, c.twoRemaining);
    put({ type: 'place', player: strong, hole: h, count: 1, clause: c.twoRemaining, reading: 'wegue-layout' });
    taken.add(h);
  }
  const strongHoles = routeFrom(strong === south ? 0 : 9).filter((h) => !taken.has(h));
  const s = pieces[strong]! - (w % 3 === 2 ? 1 : 0);
  strongHoles.forEach((h, i) => {
    const last = i === strongHoles.length - 1 && s % 3 === 2;
    place(strong, h, last ? 2 : 3, last ? c.twoRemaining : c.fill);
    if (last) put({ type: 'place', player: weak, hole: h, count: 1, clause: c.twoRemaining, reading: 'wegue-layout' });
  });
  // The next round starts "as in the beginning": its counters are the original ones of this round.
  markStart(state, rules);
  return { state, events };
}

/** What a wegue game's declaration shares with the others': all but its sentences' ids, its folder's facts. */
export type WegueShared = Pick<
  Ruleset,
  'nouns' | 'marks' | 'roundEnds' | 'players' | 'notation' | 'readings' | 'presets' | 'board' | 'beansPerHole' | 'firstChoice' | 'opening' | 'landing' | 'afterTurn' | 'pass' | 'nextGame'
>;

/**
 * The part of a Ruleset every wegue game shares, played on its own sentences (`c`): `game` names
 * Ludii's game for its preset, and `self` the ruleset being declared, which lays out its next round.
 */
export function wegueRules(c: WegueClauses, game: string, self: () => Ruleset): WegueShared {
  return {
    nouns: { one: 'counter', many: 'counters', claim: 'weg' },
    marks: { unmoved: true },
    roundEnds: 'every counter is in a wegue or taken',
    players: ['south', 'north'],
    notation: 'ludii',
    readings: wegueReadings,
    presets: { ludii: wegueLudii(game) },
    board: () => board3x6,
    beansPerHole: () => 3,
    firstChoice: () => ({ default: 'south', clause: 'reading.wegue-first' }),
    opening: { name: 'the first player', play: wegueOpening },
    landing: wegueLanding(c),
    afterTurn: wegueRoundEnd(c),
    pass: weguePass,
    nextGame: (pieces, o) => wegueLayout(self(), pieces, o, c),
  };
}
