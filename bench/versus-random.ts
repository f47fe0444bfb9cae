/**
 * `npm run bench:computer -- --vs-random`: the computer exactly as the play page plays it by
 * default (chooseMove's 'lookahead', its default budget fastBudgetFor the ruleset, on the fast
 * path) against Random, from the standard start, per ruleset and per DLP observed ruleset, with a
 * PASS or MISS against issue 26's bar: at least 95% of 200 games won. The budget is work, not
 * time, so the counts are the same on a loaded machine; only the ms per move change.
 *
 * A game is one round from the standard start (the opening, then play to round-over or
 * game-over), scored by scores(): the unit every ruleset declares a winner of, and what a person
 * plays on the play page before choosing whether to set up the next round. A series adds nothing
 * against Random but more rounds a weaker side starts short of holes; Gabata 3 has its series row
 * anyway (rounds until the series ends or BENCH_ROUNDS), since its stylised opening decides the
 * first round for the seat that makes it, and that round alone says little of the player.
 * An 'endless' round or one cut off at MOVE_CAP moves is a draw, and a draw is not a win.
 */
import { loadavg } from 'node:os';
import { awaitsOpening, createGame, initialState, mulberry32, nextGame, playMove, playOpening, scores, type Game, type Player, type State } from '../src/engine/index';
import { chooseMove, fastBudgetFor } from '../src/play/computer';
import { fastDepth } from '../src/play/search-fast';
import { fmt, machine, table, tallyCells, type Row } from './common';
import { other, PROOF_BUDGET, provenLead } from './starts';

/** Issue 26's bar: the default computer wins at least this share of its games against Random. */
export const BAR = 0.95;
const MOVE_CAP = 1000;

export interface VersusTally {
  wins: number;
  draws: number;
  losses: number;
  endless: number;
  /** The computer's time per move in ms (chooseMove alone), and the depth of each search. */
  times: number[];
  depth: number;
  /** The closest win and the worst loss, by the final lead. */
  leads: number[];
  /** Wins and games with the computer in the rules' first player's seat and in the second's. */
  seats: [[number, number], [number, number]];
}

export const emptyTally = (): VersusTally => ({ wins: 0, draws: 0, losses: 0, endless: 0, times: [], depth: 0, leads: [], seats: [[0, 0], [0, 0]] });

/** One round from `state` to its end: the computer plays `me` with `mine`, Random the other seat with `theirs`. */
function playRound(game: Game, state: State, me: Player, mine: () => number, theirs: () => number, t: VersusTally): State {
  let s = awaitsOpening(state) ? playOpening(game, state).state : state;
  for (let n = 0; s.status === 'playing' && n < MOVE_CAP; n++) {
    let move;
    if (s.toMove === me) {
      const t0 = performance.now();
      move = chooseMove(game, s, 'lookahead', mine);
      t.times.push(performance.now() - t0);
      t.depth += fastDepth.last;
    } else move = chooseMove(game, s, 'random', theirs);
    s = playMove(game, s, move).state;
  }
  return s;
}

/** The computer's lead when the round (or, with `rounds` > 1, the series) is over: > 0 a win. */
export function versusRandom(game: Game, me: Player, mine: () => number, theirs: () => number, t: VersusTally, rounds = 1): number {
  let s = initialState(game);
  for (let round = 1; ; round++) {
    s = playRound(game, s, me, mine, theirs, t);
    if (s.status === 'endless') t.endless++;
    if (s.status === 'playing' || s.status === 'endless') return 0;
    const sc = scores(game, s);
    const lead = sc[me]! - sc[other(game, me)]!;
    if (s.status !== 'round-over' || round >= rounds) return lead;
    const next = nextGame(game, sc);
    if (next.state.status === 'game-over') {
      // The set-up itself ended the series (a side has too few pieces to fill a hole): ask its event.
      const end = next.events.find((e) => e.type === 'game-end');
      return end?.type === 'game-end' && end.winner !== null ? (end.winner === me ? 1 : -1) : 0;
    }
    s = next.state;
  }
}

/** Plays `games` games of a row, the computer taking the first player's seat in even games, the second's in odd ones. */
export function playRow(row: Row, games: number, seed: number, rounds = 1): VersusTally {
  const t = emptyTally();
  const game = createGame(row.ruleset, row.options);
  for (let g = 0; g < games; g++) {
    // Each game its own seeds, so a game replays alone (BENCH_SEED and its number).
    const mine = mulberry32(seed * 100_003 + 2 * g);
    const theirs = mulberry32(seed * 100_003 + 2 * g + 1);
    const lead = versusRandom(game, game.rules.players[g % 2]!, mine, theirs, t, rounds);
    t.leads.push(lead);
    t.seats[g % 2]![1]++;
    if (lead > 0) t.seats[g % 2]![0]++;
    if (lead > 0) t.wins++;
    else if (lead < 0) t.losses++;
    else t.draws++;
  }
  return t;
}

/** The table's cells for one row. */
export function rowCells(name: string, games: number, t: VersusTally, budget: number, proven: number | null, players: readonly string[]): string[] {
  const sorted = t.times.slice().sort((a, b) => a - b);
  const mean = t.times.reduce((a, b) => a + b, 0) / Math.max(1, t.times.length);
  const wonBy = t.leads.filter((l) => l > 0);
  const lost = t.leads.filter((l) => l < 0);
  return [
    ...tallyCells(name, games, t),
    // A round the seat decides by force is no test of the player: its series is (the series row).
    proven !== null ? 'none' : t.wins >= BAR * games ? 'PASS' : 'MISS',
    // The play page seats the computer as the second player by default: a seat's own share shows what one overall hides.
    t.seats.map(([w, n], i) => `${players[i]} ${fmt(w)}/${fmt(n)}`).join(', '),
    wonBy.length ? fmt(Math.min(...wonBy)) : '-',
    lost.length ? fmt(Math.min(...lost)) : '-',
    fmt(budget),
    fmt(t.depth / Math.max(1, t.times.length), 1),
    fmt(mean, 1),
    fmt(sorted[Math.floor(0.99 * (sorted.length - 1))] ?? 0, 1),
    fmt(sorted[sorted.length - 1] ?? 0, 1),
    proven === null ? '' : `proved: the first mover ${proven > 0 ? 'wins' : 'loses'} the round by ${fmt(Math.abs(proven))} or more`,
  ];
}

export interface VersusRow extends Row {
  /** Rounds a game may run to: 1 a single round; more, a series scored when it ends or at the cap. */
  rounds: number;
}

export function mainVersusRandom(rows: VersusRow[], games: (row: Row) => number, seed: number): void {
  console.log('Gobeta computer-player benchmark against Random: the default computer of the play page.');
  console.log(`${machine()}; load average ${loadavg()[0]!.toFixed(2)} at start`);
  console.log(`Looks ahead at the play page's default (budget fastBudgetFor the ruleset, fast path) against Random, seed ${seed}, seats alternating, from the standard start; a game is one round (a series in the series row). PASS: at least ${fmt(100 * BAR)}% of the games won.`);
  console.log(`A row whose round a search from the position after the opening proves won by force for one seat (budget ${fmt(PROOF_BUDGET)}, every line read to the round's end) is held to no bar ('none').`);
  console.log('');
  const body: string[][] = [];
  const started = performance.now();
  for (const row of rows) {
    const n = games(row);
    const t0 = performance.now();
    const game = createGame(row.ruleset, row.options);
    // Whether the round from the standard start is won by force for a seat, whoever plays it.
    const proven = row.rounds === 1 ? provenLead(game, playOpening(game, initialState(game)).state) : null;
    const t = playRow(row, n, seed, row.rounds);
    body.push(rowCells(row.name, n, t, fastBudgetFor(game), proven, game.rules.players));
    // Each row's count as it comes, on stderr: a full run takes minutes on a shared machine.
    console.error(`${row.name}: ${t.wins}/${t.draws}/${t.losses} in ${fmt((performance.now() - t0) / 1000, 1)} s`);
  }
  const header = ['ruleset', 'games', 'wins', 'draws', 'losses', 'win rate', '95% interval', `≥ ${fmt(100 * BAR)}%`, 'wins by seat', 'closest win', 'worst loss', 'budget', 'depth', 'mean ms/move', 'p99 ms/move', 'max ms/move', 'note'];
  console.log(table(header, body, header.map((_, i) => i === 0 || i === header.length - 1)));
  console.log('');
  console.log(`Total ${fmt((performance.now() - started) / 1000, 0)} s; load average ${loadavg()[0]!.toFixed(2)} at the end.`);
}
