import { boardLabel } from '../words/boards';
import { count, sentence } from '../widgets/narrate';
import type { Board, GameEvent, Options, OptionValue, Ruleset } from '../engine/index';

/**
 * The words of a how-to-play card: ours, never the sources'. Each phrase is made from what the
 * ruleset declares (its board, players, nouns, route) and the readings it plays by default; where
 * a reading's answer has no phrase here, the card says the answer itself, in the readings page's
 * words, so that a reading added to the engine still reads true on the card.
 */

export interface Context {
  rules: Ruleset;
  options: Options;
  board: Board;
  /** [the bottom player, the top player]. */
  players: readonly [string, string];
  one: string;
  many: string;
  /** The source's word for a captured hole, where the game captures holes. */
  claim: string | null;
}

/**
 * The phrase for the reading the ruleset plays by default, among `phrases` (by value); for a
 * reading with no phrase here, its question and answer as the readings page words them ("How the
 * race ends: when …"), which read true wherever they stand.
 */
export function phrase(c: Context, option: string, phrases: Record<string, string>): string {
  const value = c.options[option as keyof Options] as OptionValue | undefined;
  const said = phrases[String(value)];
  if (said !== undefined) return said;
  const spec = c.rules.readingSpecs.options[option];
  const answer = spec?.readings.find((r) => r.value === value)?.answer;
  return spec && answer ? `${spec.label}: ${answer}` : '';
}

/** A phrase that may stand as a sentence: a capital, and a full stop. */
export const whole = (s: string) => sentence(s).replace(/([^.])$/, '$1.');

const list = (xs: string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);

/** The holes one player owns at the start, as he sees them: "the row nearest him and the half of the middle row on his right". */
function holdings(c: Context, seat: 0 | 1): string {
  const { rows, cols, cells, seats } = c.board;
  const near = seat === 0 ? 0 : rows - 1;
  const rowName = (r: number) => (r === near ? 'the row nearest him' : r === rows - 1 - near ? 'the far row' : 'the middle row');
  const parts: string[] = [];
  for (const r of [near, ...Array.from({ length: rows }, (_, i) => i).filter((i) => i !== near)]) {
    const mine = cells.map((cell, h) => ({ ...cell, h })).filter((cell) => cell.row === r && seats[cell.h] === seat).map((cell) => cell.col);
    if (mine.length === cols) parts.push(rowName(r));
    else if (mine.length * 2 === cols) {
      // The right half of a row for the bottom player is its high columns; the top player faces the other way.
      const high = mine.every((col) => col >= cols / 2);
      parts.push(`the half of ${rowName(r)} on his ${high === (seat === 0) ? 'right' : 'left'}`);
    } else if (mine.length) parts.push(`${count(mine.length)} holes of ${rowName(r)}`);
  }
  return list(parts);
}

export function boardText(c: Context): string {
  const [bottom, top] = c.players;
  const mine = [holdings(c, 0), holdings(c, 1)];
  const each = c.board.seats.filter((s) => s === 0).length;
  const sides =
    mine[0] === mine[1]
      ? `Each owns ${mine[0]}: ${count(each)} holes each.`
      : `${bottom} owns ${mine[0]}; ${top} owns ${mine[1]}.`;
  return `Two players, ${bottom} and ${top}, sit on either side of ${boardLabel(c.board)}. ${sides}`;
}

export function setupText(c: Context, perHole: number): string {
  return `Put ${count(perHole)} ${perHole === 1 ? c.one : c.many} in every hole: ${perHole * c.board.size} in all.`;
}

/** Which way the sowing goes: anticlockwise round one circuit, or along each player's own route. */
export function direction(c: Context): string {
  if (!c.rules.route) {
    const row0 = c.board.cells.map((cell, h) => ({ ...cell, h })).filter((cell) => cell.row === 0);
    const rightward = row0.every((cell, i) => i === 0 || cell.h > row0[i - 1]!.h);
    return rightward ? 'anticlockwise round the board' : 'clockwise round the board';
  }
  // The bottom player's route, row by row as he sees it; the top player's is the same seen from his side.
  const route = c.rules.route[c.players[0]]!;
  // One circuit both players share (Leyla's, clockwise): which way its nearest row runs says which way round.
  if (route === c.rules.route[c.players[1]]) {
    const at = (col: number) => c.board.cells.findIndex((cell) => cell.row === 0 && cell.col === col);
    const [a, b] = [at(0), at(1)];
    return route[b] === a ? 'clockwise round the board' : 'anticlockwise round the board';
  }
  const runs: { row: number; rightward: boolean }[] = [];
  let h = c.board.cells.findIndex((cell) => cell.row === 0 && cell.col === 0);
  for (let i = 0; i < c.board.size; i++) {
    const next = route[h]!;
    const [a, b] = [c.board.cells[h]!, c.board.cells[next]!];
    if (a.row === b.row && !runs.some((r) => r.row === a.row)) runs.push({ row: a.row, rightward: b.col > a.col });
    h = next;
  }
  const name = (row: number) => (row === 0 ? 'your nearest row' : row === c.board.rows - 1 ? 'the far row' : 'the middle row');
  return `along your own route: ${list(runs.map((r) => `${name(r.row)} ${r.rightward ? 'left to right' : 'right to left'}`))}, then round again`;
}

export function moveText(c: Context): string {
  const from = c.claim ? `any hole of yours that holds ${c.many} and is no ${c.claim}` : `any hole of yours that holds ${c.many}`;
  return `On your turn, lift all the ${c.many} from ${from}, and sow them one by one into the holes that follow, ${direction(c)}.`;
}

/** The race's start, from the opening's first lifts: "B from hole 1 and A from hole 10". */
export function raceText(c: Context, opening: readonly GameEvent[], label: (h: number) => string, noTake: boolean): string {
  const starts = opening.filter((e): e is Extract<GameEvent, { type: 'pick-up' }> => e.type === 'pick-up').slice(0, 2);
  const from = list(starts.map((e) => `${e.player} from hole ${label(e.hole)}`));
  const leftover = phrase(c, 'race-leftover', {
    'sow-on': `the other sows the ${c.many} still in his hand on, without lifting again`,
    return: `the other puts the ${c.many} still in his hand back where he lifted them`,
  });
  const ends = phrase(c, 'race-end', {
    'both-finish': `The race is over when both last ${c.many} have fallen into empty holes.`,
    'first-finish': `The race stops as soon as one player's last ${c.one} drops into an empty hole; ${leftover}.`,
  });
  const no = noTake ? ` Nothing is taken${c.claim ? ' or claimed' : ''} in the race.` : '';
  return `Both players start at once, ${from}: each lifts that hole and sows, and lifts again wherever his last ${c.one} falls into a hole that holds others. ${ends}${no}`;
}

export function beginsText(c: Context, race: boolean, chosen: boolean, first: string | null): string {
  if (race) {
    return phrase(c, 'after-race', {
      chosen: 'Then the players decide which of them makes the first move, and they take turns from there.',
      'first-to-finish': `The player whose last ${c.one} fell into an empty hole first makes the first move, and they take turns from there.`,
    });
  }
  return chosen ? 'The players decide which of them moves first; they take turns from there.' : `${first ?? c.players[0]} moves first; the players take turns from there.`;
}

/** Whether a landing rule takes from an empty hole (so that a later rule for an empty hole covers only the rest). */
const TAKES_FROM_EMPTY = new Set(['take', 'capture-facing', 'end-on-opponent-side', 'take-across', 'take-across-any-row', 'take-across-sown-on']);

/** Where the last bean falls, for each landing rule: the start of its line. */
export function landingWhere(c: Context, rule: string, earlier: readonly string[]): string | null {
  const whose = phrase(c, 'empty-hole-take', { 'own-side': 'on your own side', 'either-side': 'on either side' });
  const side = phrase(c, 'claim-side', { opponent: "on the opponent's side", either: 'on either side' });
  const column = `with the opponent's ${c.many} in the other holes of its column`;
  switch (rule) {
    case 'relay':
      return `Into a hole that already holds ${c.many}`;
    case 'take':
      return `Into an empty hole ${whose}, ${column}`;
    case 'end-on-opponent-side':
      return c.options['empty-hole-take'] === 'own-side' ? "Into an empty hole on the opponent's side" : `Into an empty hole with none of the opponent's ${c.many} in its column`;
    case 'end-no-take':
      return c.options['empty-hole-take'] === 'own-side' ? `Into an empty hole of your own with none of the opponent's ${c.many} in its column` : `Into an empty hole with none of the opponent's ${c.many} in its column`;
    case 'claim':
      return `Into a hole ${side} that it makes three into four`;
    case 'first-captures':
      return `Into a hole ${side} that it makes three into four, ${phrase(c, 'wegue-first-captures', {
        'every-hole': 'while some hole has not yet been lifted since the round was laid out (no capture until every original counter has moved)',
        'this-hole': 'when that hole has not yet been lifted since the round was laid out (its original counters have not moved)',
      })}`;
    case 'own-leftmost-wegue':
      return `Into a ${c.claim} at your own leftmost hole`;
    case 'empty-wegue':
      return `Into an empty ${c.claim}, yours or the opponent's`;
    case 'take-own-wegue':
      return `Into your own ${c.claim}`;
    case 'take-opponent-leftmost':
      return `Into the opponent's ${c.claim} at his leftmost hole`;
    case 'take-opponent-wegue':
      return `Into any other ${c.claim} of the opponent's`;
    case 'first-turn':
      return `Into a hole ${side} that it makes three into four, ${phrase(c, 'massawa-first-turn', {
        'first-turn': "in the round's first turn",
        'each-first-turn': 'in your own first turn of the round',
      })}`;
    case 'into-own-claim':
    case 'into-own-weg':
      return `Into your own ${c.claim}`;
    case 'into-opponent-claim':
    case 'take-two-from-claim':
    case 'into-opponent-weg':
      return `Into the opponent's ${c.claim}`;
    case 'into-opponent-captured-hole':
      return `Into the opponent's ${c.claim}${c.options['weg-first-landing'] === 'each-weg' ? ` (the first ${c.one} to fall into each does nothing, and your play ends; after that)` : ''}`;
    case 'capture-facing':
      return `Into an empty hole of your own, with the opponent's ${c.many} in the holes facing it across the board (${phrase(c, 'left-capture', {
        both: 'two on the left half of the board as you face it, one on the right half',
        'stop-at-empty': 'two on the left half of the board as you face it, the farther only if the nearer holds some; one on the right half',
      })})`;
    case 'last-four':
      return `Into a hole that it makes hold four ${c.many}`;
    case 'take-across':
    case 'take-across-sown-on':
      return `Into an empty hole of your own row, with ${c.many} in the hole across the board from it`;
    case 'take-across-any-row':
      return `Into an empty hole, with ${c.many} in the hole across the board from it`;
    case 'empty-hole':
      return earlier.some((r) => TAKES_FROM_EMPTY.has(r)) ? 'Into any other empty hole' : 'Into an empty hole';
    default:
      return null;
  }
}

/** What follows, from the outcome the engine decided. */
export function landingThen(c: Context, o: { kind: string; most?: number; again?: boolean }, rule: string): string {
  // A last counter's four (the capture of fours) is taken as any four is; the line says so before the turn ends.
  if (rule === 'last-four') return `you capture the four, and your play ends`;
  // The take across (the DLP's two-row games) ends the play where it does not sow on.
  if (rule.startsWith('take-across') && o.kind === 'end') return `take them, and your play ends`;
  switch (o.kind) {
    case 'relay':
      return `lift them all, your last ${c.one} with them, and sow on from there`;
    case 'take':
      return `take them, then lift your last ${c.one} and sow on with it from there`;
    case 'claim':
      return `the hole becomes your ${c.claim} from now on, and your play ends`;
    case 'claim-take':
      if (o.most === 1) return `one ${c.one} of it goes to your store (your last, if it was empty), and ${o.again ? 'you sow again from any hole of yours' : 'your play ends'}`;
      return `take up to ${count(o.most ?? 1)} ${c.many} out of it, your last ${c.one} among them, and ${o.again ? 'move again from any hole of yours' : 'your play ends'}`;
    default:
      return rule.startsWith('into-') ? `the ${c.one} stays there, and your play ends` : 'your play ends';
  }
}

export const landingLead = (c: Context) => `Where your last ${c.one} falls decides what comes next; the first case that fits applies.`;

export const landingLine = (where: string, then: string) => `${where}: ${then}.`;

export const turnsText = () => 'When your play ends, your opponent takes his turn.';

export const passText = (c: Context) => `If you have no ${c.one} you may sow, you pass and your opponent plays on; you come back in as soon as you can move.`;

/** How a game (or a round) ends: one side left bare and swept, or claims collected when play stops. */
export function endText(c: Context, kind: 'sweep' | 'claims' | 'blocked', round: boolean): string {
  const what = round ? 'round' : 'game';
  if (kind === 'blocked') return `When ${c.rules.roundEnds ?? `the player whose turn it is has no ${c.one} he may sow`}, the ${what} is over.`;
  if (kind === 'sweep') {
    const when = c.rules.roundEnds ?? `one player's side is left without a single ${c.one}`;
    const checked = phrase(c, 'vacated-check', {
      drop: 'This is checked after every ' + c.one + ' that falls, even in the middle of a sowing.',
      sowing: 'This is checked whenever a sowing ends.',
      turn: 'This is checked when a turn ends.',
    });
    // Where holes are captured too (Leyla's), the sweep is of the free holes, and each takes his own captured holes.
    const left = c.claim ? `in a free hole, and each player the ${c.many} in his ${c.claim}s` : 'on the board';
    return `When ${when}, the other player takes every ${c.one} left ${left}, and the ${what} is over. ${whole(checked)}`;
  }
  const when = c.rules.roundEnds ?? `the player whose turn it is has no ${c.one} he may sow`;
  const rest = c.rules.readings['unclaimed-at-end']
    ? `; the ${c.many} left in other holes ${phrase(c, 'unclaimed-at-end', { 'side-owner': 'go to the player whose side they are on', unowned: 'belong to nobody' })}`
    : '';
  return `When ${when}, the ${what} is over: each player takes the ${c.many} in his ${c.claim}s${rest}.`;
}

export function nextText(c: Context, round: boolean, how: string): string {
  return `If both players still hold ${c.many}, the next ${round ? 'round' : 'game'} is set up from what each holds. ${how}`;
}

export function winnerText(c: Context, round: boolean, blocked = false): string {
  if (blocked) return `The player left with no ${c.one} he may sow has lost; the other has won.`;
  if (!round) return `Whoever holds more ${c.many} at the end of a game has won it; whoever ends up holding every ${c.one} has won outright.`;
  return whole(
    phrase(c, 'series-end', {
      'all-counters': `Rounds follow one another until one player holds every ${c.one}: he has won.`,
      'one-or-none': `Rounds follow one another until a player is left with one ${c.one} or none: the other has won.`,
    }) ||
      phrase(c, 'wegue-series-end', {
        'cannot-fill': `Rounds follow one another until a player is left with too few ${c.many} to fill a hole with three: the other has won.`,
        'one-or-none': `Rounds follow one another until a player is left with one ${c.one} or none: the other has won.`,
      }) ||
      phrase(c, 'leyla-series-end', {
        'cannot-fill': `Rounds follow one another until a player is left with too few ${c.many} to fill a hole with four: the other has won.`,
        'fewer-than-three': `Rounds follow one another until a player is left with fewer than three ${c.many}: the other has won.`,
      }) ||
      `Rounds follow one another until one player holds every ${c.one}: he has won.`,
  );
}

/** A reading's own words (its `means`), in the ruleset's noun for the pieces. */
export const inNouns = (c: Context, text: string) => text.replace(/\bbean\b/g, c.one).replace(/\bbeans\b/g, c.many);
