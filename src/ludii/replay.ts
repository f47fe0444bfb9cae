/**
 * Replaying a game recorded in Ludii (./trace.ts) through the engine, under the ruleset's `ludii`
 * preset, and comparing the two after every turn: the board, both stores (Ludii's hands) and the
 * claims (Ludii's per-site state: 1 or 2 is a weg of south or north), and the scores at the end.
 *
 * A turn is one or more Ludii plies: it ends at the first ply whose `next` is not its `mover` (a
 * pass is a turn of its own), or that took counters and is followed by a ply from another hole than
 * the one it ended in (Selus (Massawa)'s extra turn: a move of its own in the engine, where a
 * relay or Abalala'e's capture goes on from where the last seed fell); our move is the turn's
 * first `from`, or 'pass'. Ludii's opening phases are the engine's opening. The replay stops at
 * the end of the first round (Ludii's Gabata traces go on into the redistribution, which the
 * engine does between rounds, not as moves) or of the game; where the `ludii` preset says Ludii lays
 * out every round as the engine does (`everyRound`), it compares the layout and plays on. Ludii's
 * stylised opening (Tuz's) is the engine's opening: compared once it is made.
 */
import {
  awaitsOpening,
  createGame,
  getRuleset,
  holeLabel,
  initialState,
  nextGame,
  InputError,
  parseHole,
  playMove,
  playOpening,
  rulesetIds,
  scores,
  whyIllegal,
  withPreset,
  type Game,
  type Move,
  type Player,
  type State,
} from '../engine/index';
import type { LudiiGame, LudiiPly, LudiiPosition } from './trace';

/** Ludii's game names, and the ruleset each is replayed under: those whose `ludii` preset names a game. */
export const ludiiGames: Readonly<Record<string, string>> = Object.fromEntries(
  rulesetIds.flatMap((id) => {
    const game = getRuleset(id).presets?.ludii?.game;
    return game ? [[game, id]] : [];
  }),
);

/** The ruleset for a Ludii game; an InputError for a game we have none for. */
export function rulesetFor(game: LudiiGame): string {
  const known = ludiiGames[game.game];
  if (!known) {
    throw new InputError(`${game.file}:${game.line}`, `unknown game ${JSON.stringify(game.game)} (known: ${Object.keys(ludiiGames).join(', ')})`);
  }
  return known;
}

/** A position for the comparison: holes by label in Ludii's site order, stores and claims by player. */
export interface ComparedPosition {
  board: Record<string, number>;
  stores: Record<string, number>;
  claims: Record<string, string>;
  /** At the end: each player's score. */
  scores?: Record<string, number>;
}

export interface Difference {
  /** The Ludii ply after which the two differ (the turn's last), or null for the start. */
  ply: number | null;
  /** Our move: the hole the turn starts from, in the ruleset's notation, or "pass"; null for the start. */
  move: string | null;
  /** What differs, in words. */
  what: string;
  ours: ComparedPosition | null;
  ludii: ComparedPosition;
}

export interface GameReport {
  game: number;
  ruleset: string;
  plies: number;
  agree: boolean;
  firstDifference: Difference | null;
}

/**
 * The engine's game for a Ludii game: the ruleset's `ludii` preset (with `readings` on top, to
 * show what another reading does), and the site of every hole.
 */
function setUp(trace: LudiiGame, readings: Record<string, unknown>): { game: Game; holeOf: (site: number) => number; siteOf: (hole: number) => number; labels: string[]; players: readonly [Player, Player] } {
  const rulesetId = rulesetFor(trace);
  const { options, first } = withPreset(rulesetId, 'ludii', readings);
  const game = createGame(rulesetId, options, first);
  const { board, rules } = game;
  const where = `${trace.file}:${trace.line}`;
  if (rules.notation !== 'ludii') throw new InputError(where, `${rules.id} is not written in Ludii's coordinates`);
  if (trace.numSites !== board.size) throw new InputError(where, `Ludii's board has ${trace.numSites} sites, ${rules.id}'s ${board.size} holes`);
  // Ludii numbers its sites row by row from south's row, as the ruleset's "ludii" notation letters and numbers them.
  const labels = Array.from({ length: board.size }, (_, s) => `${'ABCDEFGHI'[s % board.cols]}${Math.floor(s / board.cols) + 1}`);
  const holes = labels.map((l) => parseHole(board, rules.notation, l));
  if (holes.some((h) => h === undefined)) throw new InputError(where, `Ludii's sites are not all holes of ${rules.id}`);
  return { game, holeOf: (s) => holes[s]!, siteOf: (h) => holes.indexOf(h), labels, players: rules.players };
}

/** Replay one Ludii game and compare; stops at the first difference. */
export function replayLudiiGame(trace: LudiiGame, readings: Record<string, unknown> = {}): GameReport {
  // Ludii's stylised openings (its phases "Opening", or Jimafesosh's "Opening1" and "Opening2") are the
  // engine's opening, not moves: the reading that plays the opening its first player chose (the preset's
  // `opening`), and the position after it.
  const opened = trace.plies.findIndex((p) => !/^Opening/.test(p.phase));
  let openingPlies = opened === -1 ? trace.plies.length : opened;
  // An opening whose sowing goes on in Ludii's next phase (Lam Waladach's relays): the plies that go on with its turn are the engine's opening too.
  const goesOn = (k: number) => trace.plies[k - 1]!.next === trace.plies[k - 1]!.mover && trace.plies[k]!.sameTurn && !movesAgain(trace.plies[k - 2] ?? trace.start, trace.plies[k - 1]!, trace.plies[k]!);
  while (openingPlies > 0 && openingPlies < trace.plies.length && goesOn(openingPlies)) openingPlies++;
  const choice = getRuleset(rulesetFor(trace)).presets?.ludii?.opening;
  const chosen = choice && openingPlies > 0 ? choice.bySite[trace.plies[0]!.from] : undefined;
  const { game, holeOf, siteOf, labels, players } = setUp(trace, chosen === undefined ? readings : { [choice!.option]: chosen, ...readings });
  const everyRound = game.rules.presets?.ludii?.everyRound === true;
  const report = (firstDifference: Difference | null): GameReport => ({
    game: trace.g,
    ruleset: game.rules.id,
    plies: trace.plies.length,
    agree: firstDifference === null,
    firstDifference,
  });
  const name = (p: number): Player => players[p - 1]!;
  const theirs = (p: LudiiPosition): ComparedPosition => {
    const claims: Record<string, string> = {};
    p.state.forEach((v, s) => {
      if (v === 1 || v === 2) claims[labels[s]!] = name(v);
    });
    return { board: Object.fromEntries(labels.map((l, s) => [l, p.board[s]!])), stores: { [players[0]]: p.hands[0], [players[1]]: p.hands[1] }, claims };
  };
  const ours = (s: State): ComparedPosition => {
    const claims: Record<string, string> = {};
    labels.forEach((l, site) => {
      const c = s.claims[holeOf(site)];
      if (c) claims[l] = c;
    });
    return {
      board: Object.fromEntries(labels.map((l, site) => [l, s.holes[holeOf(site)]!])),
      stores: { [players[0]]: s.stores[players[0]]!, [players[1]]: s.stores[players[1]]! },
      claims,
    };
  };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  /** The parts of a position that differ, in words; null if none. */
  const differs = (o: ComparedPosition, l: ComparedPosition, parts: (keyof ComparedPosition)[]): string | null => {
    const bad = parts.filter((k) => !same(o[k], l[k]));
    return bad.length ? `the ${bad.join(' and the ')} ${bad.length === 1 && bad[0] === 'board' ? 'differs' : 'differ'}` : null;
  };

  let state = initialState(game);
  if (awaitsOpening(state)) state = playOpening(game, state).state;
  const afterOpening = openingPlies > 0 ? trace.plies[openingPlies - 1]! : null;
  const start = theirs(afterOpening ?? trace.start);
  const firstMover = afterOpening ? afterOpening.next : trace.toMove;
  const atStart = differs(ours(state), start, ['board', 'stores', 'claims']) ?? (firstMover !== 0 && state.toMove !== name(firstMover) ? `${state.toMove} moves first, Ludii's ${name(firstMover)}` : null);
  if (atStart) return report({ ply: afterOpening?.ply ?? null, move: null, what: `${afterOpening ? 'after the opening' : 'at the start'}: ${atStart}`, ours: ours(state), ludii: start });

  const plies = trace.plies;
  for (let i = openingPlies; i < plies.length; ) {
    const first = plies[i]!;
    // Ludii's redistribution between rounds is the engine's next round, not moves: the round is over.
    if (first.phase === 'BetweenRounds') break;
    // Ludii's forced pass of the same turn, where the engine has already ended it (Rab'e: a relay
    // that would start from the store the captured four went to): nothing to play, the position as it was.
    if (first.pass && first.sameTurn && state.status === 'playing' && state.toMove !== name(first.mover)) {
      i++;
      continue;
    }
    let j = i;
    // A turn ends where the player changes, at a pass, where the round ends (Ludii's weaker player may lay out next), or at a take that gives another turn (Selus (Massawa)).
    while (!plies[j]!.pass && plies[j]!.next === plies[j]!.mover && plies[j]!.nextPhase === plies[j]!.phase && j + 1 < plies.length && !movesAgain(plies[j - 1] ?? trace.start, plies[j]!, plies[j + 1]!)) j++;
    const last = plies[j]!;
    // A turn cut short by Ludii's ply limit cannot be compared: the trace's last ply, the turn going on.
    // (A round that ends with its weaker player to lay out, same player, is no turn cut short.)
    if (j + 1 === plies.length && !last.pass && last.next === last.mover && last.nextPhase === last.phase) break;
    const move: Move = first.pass ? 'pass' : holeOf(first.from);
    const label = move === 'pass' ? 'pass' : holeLabel(game.board, game.rules.notation, move);
    const at = (what: string, o: ComparedPosition | null, l: ComparedPosition = theirs(last)): GameReport =>
      report({ ply: last.ply, move: label, what, ours: o, ludii: l });
    if (state.status !== 'playing') return at(`the engine's game is over (${state.status}) where Ludii plays on`, ours(state), theirs(plies[i - 1] ?? trace.start));
    if (state.toMove !== name(first.mover)) return at(`${state.toMove} is to move in the engine, ${name(first.mover)} in Ludii`, ours(state));
    if (first.from >= game.board.size) return at(`Ludii's move is from site ${first.from}, which is not a hole`, ours(state));
    const why = whyIllegal(game, state, move);
    if (why) return at(`the engine refuses the move: ${why}`, ours(state));
    const played = playMove(game, state, move);
    state = played.state;
    i = j + 1;
    const ludiiEnds = last.next === 0 || last.nextPhase === 'BetweenRounds';
    const engineEnds = state.status !== 'playing';
    if (ludiiEnds !== engineEnds) {
      return at(ludiiEnds ? `Ludii's ${last.next === 0 ? 'game' : 'round'} ends here, the engine plays on` : `the engine's game stops (${state.status}) where Ludii plays on`, ours(state));
    }
    if (!ludiiEnds) {
      const d = differs(ours(state), theirs(last), ['board', 'stores', 'claims']);
      if (d) return at(d, ours(state));
      continue;
    }
    // The end of the round or game. The engine's sweep of a vacated side (Abalala'e) gives the
    // counters left to one player, where Ludii leaves them in place: the position as play stopped,
    // before the sweep, must agree. Wegs emptied into their holders' stores (Gabata) agree as they are.
    const sweep = played.events.findLast((e) => e.type === 'sweep');
    const stopped = ours(state);
    const l = theirs(last);
    // Where Ludii sweeps the board too (Rab'e), the positions after both sweeps are compared.
    const ludiiSwept = Object.values(l.board).every((n) => n === 0);
    if (sweep?.type === 'sweep' && !ludiiSwept) {
      for (const p of sweep.from) stopped.board[labels[siteOf(p.hole)]!]! += p.count;
      stopped.stores[sweep.player]! -= sweep.from.reduce((n, p) => n + p.count, 0) + sweep.hands.reduce((n, h) => n + h.count, 0);
    }
    const d = differs(stopped, l, ['board', 'stores']);
    if (d) return at(`as play stops${sweep && !ludiiSwept ? ", before the engine's sweep," : ''} ${d}`, stopped);
    if (everyRound && state.status === 'round-over' && last.nextPhase === 'BetweenRounds') {
      // Ludii lays the next round out in moves; the engine, between rounds: the layouts and who moves first must agree.
      let k = i;
      while (k < plies.length && plies[k]!.phase === 'BetweenRounds') k++;
      if (k === i || k === plies.length) break;
      const laid = plies[k - 1]!;
      state = nextGame(game, state.stores).state;
      const lay = differs(ours(state), theirs(laid), ['board', 'stores']) ?? (state.toMove !== name(laid.next) ? `${state.toMove} begins the next round in the engine, ${name(laid.next)} in Ludii` : null);
      if (lay) return report({ ply: laid.ply, move: null, what: `laying out the next round: ${lay}`, ours: ours(state), ludii: theirs(laid) });
      i = k;
      continue;
    }
    // The final scores: the end line's where Ludii keeps scores (Abalala'e: each player's hand and
    // the counters in his own holes), else its hands (Gabata: the stores when the round ends).
    const s = trace.end.score ?? [l.stores[players[0]]!, l.stores[players[1]]!];
    const mine = { ...ours(state), scores: scores(game, state) };
    const final = { ...l, scores: { [players[0]]: s[0], [players[1]]: s[1] } };
    const e = differs(mine, final, ['scores']);
    if (e) return at(`at the end ${e}`, mine, final);
    break;
  }
  return report(null);
}

/**
 * A ply that took counters into its mover's hand and is followed by a move from another hole, or by
 * a choice of holes (Lam Waladach's, which may fall on the hole it ended in): the player's extra turn.
 */
function movesAgain(before: LudiiPosition, ply: LudiiPly, after: LudiiPly): boolean {
  const took = ply.hands[ply.mover - 1]! > before.hands[ply.mover - 1]!;
  return took && (after.pass || after.from !== ply.landing || after.legalFrom.length > 1);
}

export interface Summary {
  games: number;
  agree: number;
  differ: number;
}

/** Every game of a trace, replayed; the lines to print and whether all agree. */
export function replayLudiiGames(traces: LudiiGame[]): { reports: GameReport[]; summary: Summary } {
  // Every game is recognised before any is replayed: an unknown game refuses the whole file.
  traces.forEach(rulesetFor);
  const reports = traces.map((t) => replayLudiiGame(t));
  const agree = reports.filter((r) => r.agree).length;
  return { reports, summary: { games: reports.length, agree, differ: reports.length - agree } };
}
