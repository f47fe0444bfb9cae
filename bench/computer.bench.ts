/**
 * `npm run bench:computer`: a match per ruleset and per DLP observed ruleset between the
 * look-ahead searching on the fast path (src/play/search-fast.ts, budget fastBudgetFor the ruleset) and
 * today's player, the look-ahead on the event path (src/play/search-events.ts, budget
 * lookaheadBudget): the two budgets give about equal thinking time, and the table shows each
 * side's ms per move. BENCH_OPPONENT=random plays the fast look-ahead against random instead;
 * `--vs-random` plays the play page's default computer against Random (./versus-random.ts).
 * A measurement, not a test: nothing here passes or fails.
 *
 * Each row plays BENCH_GAMES games from the standard start with the ruleset's default readings
 * (the first player as the rules or the default choose), the fast look-ahead taking the first
 * player's seat in even games and the second's in odd ones. Between two look-aheads a game from
 * the standard start is nearly the same game every time, and in some rulesets (Walker's Gabata,
 * Gabata 3) the first to move wins it whoever plays: so each pair of games starts from the same
 * BENCH_PLIES random moves (after the opening), played once from each seat; by default only a
 * start a deeper search finds near balance (./starts.ts), since a lopsided one is won by its
 * stronger seat whoever sits there. Every choice draws from seeded PRNGs (mulberry32), so every
 * run plays the same games. A game is scored by scores() when
 * it ends (round-over, game-over); an 'endless' game or one cut off at 1,000 moves is a draw.
 *
 * Gabata 3's stylised opening decides its first round for whoever makes it, whoever plays, so it
 * has a second row where a game is a series: rounds follow (nextGame) until the series ends or
 * BENCH_ROUNDS rounds have been played, and the lead in pieces then decides it.
 *
 * ms/move times chooseMove only (performance.now around each call), not the caller's playMove
 * with the game's own limits; depth is the deepest pass each side's search finished, per move.
 *
 * The win rate comes with Wilson's 95% interval. Between two look-aheads most pairs split (each
 * player wins from the same seat: the start or the seat decides, not the player), so the table
 * also counts the pairs by the fast look-ahead's wins in them (2/1/0), the share of the pairs a
 * player won from both seats that it won (with its interval), and the games won by whoever moved
 * first after the opening: where that is every game or none, no player can show himself the better.
 *
 * Environment: BENCH_GAMES (games per row, default 100), BENCH_GAMES_<ROW> to override one row
 * (the row's name upper-cased, non-letters as _, e.g. BENCH_GAMES_COURLANDER_SULUS_NISHTAW),
 * BENCH_ROUNDS (default 6), BENCH_SEED (default 1), BENCH_BUDGET (the fast side's, default
 * fastBudgetFor the ruleset), BENCH_TODAY_BUDGET (today's, default lookaheadBudget), BENCH_ROWS (a
 * comma-separated list of row names to play, default all), BENCH_PLIES (random moves that open
 * each pair of games, default 4), BENCH_STARTS (screened, the default, or random: see ./starts.ts;
 * random plays the first candidate of every pair, the match as it was before screening),
 * BENCH_SCREEN_LEAD (the largest lead in beans a screened start may give the player to move,
 * default 3).
 */
import { loadavg } from 'node:os';
import {
  awaitsOpening,
  createGame,
  initialState,
  nextGame,
  playMove,
  playOpening,
  scores,
  type Game,
  type Player,
  type State,
  mulberry32,
} from '../src/engine/index';
import { chooseMove, fastBudgetFor, lookaheadBudget } from '../src/play/computer';
import { eventsDepth } from '../src/play/search-events';
import { fastDepth, fastFor } from '../src/play/search-fast';
import { fmt, machine, rulesetRows, table, tallyCells, wilson, type Row as BaseRow } from './common';
import { mainVersusRandom } from './versus-random';
import { MAX_CANDIDATES, other, PROOF_BUDGET, provenLead, SCREEN_BUDGET, startFor, type Screening, type Start, type StartMethod } from './starts';

const GAMES = Number(process.env.BENCH_GAMES ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SEED = Number(process.env.BENCH_SEED ?? 1) | 0;
const BUDGET = process.env.BENCH_BUDGET ? Number(process.env.BENCH_BUDGET) : undefined;
const TODAY_BUDGET = Number(process.env.BENCH_TODAY_BUDGET ?? lookaheadBudget);
const OPPONENT = process.env.BENCH_OPPONENT === 'random' ? 'random' : 'today';
const ONLY = process.env.BENCH_ROWS?.split(',');
const PLIES = Number(process.env.BENCH_PLIES ?? 4);
const STARTS: StartMethod = process.env.BENCH_STARTS === 'random' ? 'random' : 'screened';
const SCREEN_LEAD = Number(process.env.BENCH_SCREEN_LEAD ?? 3);
const MOVE_CAP = 1000;

interface Row extends BaseRow {
  /** A game is a whole series (rounds until it ends or BENCH_ROUNDS), not one round. */
  series?: boolean;
}

const rows: Row[] = [
  ...rulesetRows,
  { name: 'dlp-gabata-shoa-i gabata-3 (series)', ruleset: 'dlp-gabata-shoa-i', options: { observed: 'gabata-3' }, series: true },
];

const gamesKey = (row: Row): string => `BENCH_GAMES_${row.name.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/_$/, '')}`;
const gamesFor = (row: Row): number => Number(process.env[gamesKey(row)] ?? GAMES);

interface Tally {
  wins: number;
  draws: number;
  losses: number;
  endless: number;
  times: number[];
  /** The opponent's thinking time per move. */
  theirTimes: number[];
  /** Games won by whoever moved first after the opening (a draw counts for neither); in Gabata 3, not the one who made it. */
  openerWins: number;
  /** The depth each side's last finished pass reached, summed over its searched moves. */
  depth: number;
  theirDepth: number;
  /** Pairs of games (same start, seats swapped) the look-ahead won both of, split, lost both of. */
  pairs: [number, number, number];
}

/** One game or round, from `state` (after its opening) to its end or MOVE_CAP moves. */
function playRound(game: Game, state: State, me: Player, rnd: () => number, t: Tally): State {
  let s = awaitsOpening(state) ? playOpening(game, state).state : state;
  for (let n = 0; s.status === 'playing' && n < MOVE_CAP; n++) {
    const mine = s.toMove === me;
    const t0 = performance.now();
    const move = mine
      ? chooseMove(game, s, 'lookahead', rnd, BUDGET ?? fastBudgetFor(game), 'fast')
      : chooseMove(game, s, OPPONENT === 'random' ? 'random' : 'lookahead', rnd, TODAY_BUDGET, 'events');
    (mine ? t.times : t.theirTimes).push(performance.now() - t0);
    if (mine) t.depth += fastDepth.last;
    else t.theirDepth += eventsDepth.last;
    s = playMove(game, s, move).state;
  }
  return s;
}

/** The look-ahead's lead when the game (or the series) is over: > 0 a win. */
function playGame(row: Row, game: Game, me: Player, rnd: () => number, t: Tally, start: State): number {
  let s = start;
  for (let round = 1; ; round++) {
    s = playRound(game, s, me, rnd, t);
    if (s.status === 'endless') t.endless++;
    if (s.status === 'playing' || s.status === 'endless') return 0;
    const sc = scores(game, s);
    const lead = sc[me]! - sc[other(game, me)]!;
    if (!row.series || s.status !== 'round-over' || round === ROUNDS) return lead;
    const next = nextGame(game, sc);
    if (next.state.status === 'game-over') {
      // The set-up itself ended the series; the pieces all lie on the board, so ask the event.
      const end = next.events.find((e) => e.type === 'game-end');
      return end?.type === 'game-end' && end.winner !== null ? (end.winner === me ? 1 : -1) : 0;
    }
    s = next.state;
  }
}

/**
 * Of the pairs one player won from both seats (the rest the start or the seat decided), the share
 * the look-ahead on the fast path won, with its 95% interval: the measure where most pairs split.
 */
function decidedPairs([both, , none]: [number, number, number]): string {
  const n = both + none;
  if (n === 0) return 'none';
  const [lo, hi] = wilson(both, n);
  return `${fmt((100 * both) / n, 0)} % (${fmt(100 * lo, 0)}-${fmt(100 * hi, 0)})`;
}

function main(): void {
  console.log('Gobeta computer-player benchmark: a measurement, not a test (nothing here passes or fails).');
  console.log(`${machine()}; load average ${loadavg()[0]!.toFixed(2)} at start`);
  const them = OPPONENT === 'random' ? 'random' : `today's look-ahead on the event path (budget ${fmt(TODAY_BUDGET)})`;
  console.log(`The look-ahead on the fast path (budget ${BUDGET ? fmt(BUDGET) : 'fastBudgetFor the ruleset'}) against ${them}, seed ${SEED}, sides alternating in pairs of games opened by ${PLIES} random moves; series rows capped at ${ROUNDS} rounds.`);
  console.log(
    STARTS === 'random'
      ? 'Starts: the first candidate of each pair, unscreened (BENCH_STARTS=random).'
      : `Starts: screened, each candidate judged by the fast search at budget ${fmt(SCREEN_BUDGET)} and dropped if won or led by more than ${fmt(SCREEN_LEAD)} for the player to move (at most ${MAX_CANDIDATES} a pair, then the least lopsided).`,
  );
  console.log(`Proved: a search from the position after the opening (before the random moves) at budget ${fmt(PROOF_BUDGET)} that read every line to the round's end, in exact mode.`);
  console.log('');
  const body: string[][] = [];
  const started = performance.now();
  rows.forEach((row, i) => {
    if (ONLY && !ONLY.includes(row.name)) return;
    const t: Tally = { wins: 0, draws: 0, losses: 0, endless: 0, times: [], theirTimes: [], openerWins: 0, depth: 0, theirDepth: 0, pairs: [0, 0, 0] };
    const rnd = mulberry32(SEED + 1000 * i);
    // An even number: a game's pair is always played.
    const games = 2 * Math.ceil(gamesFor(row) / 2);
    const t0 = performance.now();
    const standard = createGame(row.ruleset, row.options);
    if (!fastFor(standard)) {
      // Both sides would search on the event path: no match to play.
      body.push([row.name, '0', ...new Array<string>(15).fill('-'), 'no fast path yet']);
      return;
    }
    // Whether the opening decides the first round by force, whoever plays: then no player can win
    // more than half of a row of single rounds against an opponent who finds the win, and in a
    // series the seat wins the first round.
    const proven = provenLead(standard, playOpening(standard, initialState(standard)).state);
    let pairWins = 0;
    let start: Start | undefined;
    const screening: Screening = { candidates: 0, rejected: 0, fallbacks: 0 };
    for (let g = 0; g < games; g++) {
      const game = createGame(row.ruleset, row.options);
      // Games go in pairs from the same random start, sides swapped: the seat's own advantage cancels.
      if (g % 2 === 0) start = startFor(game, STARTS, SEED * 7919 + 1000 * i + (g >> 1), PLIES, SCREEN_LEAD, screening);
      const me = game.rules.players[g % 2]!;
      const lead = playGame(row, game, me, rnd, t, start!.state);
      const opener = start!.opener;
      if (lead > 0) t.wins++;
      else if (lead < 0) t.losses++;
      else t.draws++;
      if (lead !== 0 && (lead > 0) === (opener === me)) t.openerWins++;
      if (lead > 0) pairWins++;
      if (g % 2 === 1) {
        t.pairs[pairWins === 2 ? 0 : pairWins === 1 ? 1 : 2]++;
        pairWins = 0;
      }
    }
    const meanOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    const mean = meanOf(t.times);
    const sorted = t.times.slice().sort((a, b) => a - b);
    const decided = t.wins + t.losses;
    body.push([
      ...tallyCells(row.name, games, t),
      t.pairs.join('/'),
      decidedPairs(t.pairs),
      `${fmt(t.openerWins)}/${fmt(decided)}`,
      fmt(mean, 1),
      fmt(meanOf(t.theirTimes), 1),
      `${fmt(t.depth / Math.max(1, t.times.length), 1)}/${fmt(t.theirDepth / Math.max(1, t.theirTimes.length), 1)}`,
      fmt(sorted[Math.floor(0.99 * (sorted.length - 1))] ?? 0, 1),
      fmt(sorted[sorted.length - 1] ?? 0, 1),
      fmt(t.times.length),
      STARTS === 'random' ? '-' : `${fmt(screening.candidates)}/${fmt(screening.rejected)}/${fmt(screening.fallbacks)}`,
      [
        // Where one seat won every decided game, neither player can show himself the better.
        decided > 0 && (t.openerWins === decided || t.openerWins === 0) ? 'undecidable: one seat won every game' : '',
        proven === null ? '' : `proved: the first mover ${proven > 0 ? 'wins' : 'loses'} round 1 by ${fmt(Math.abs(proven))} or more`,
      ]
        .filter(Boolean)
        .join('; '),
    ]);
    console.error(`${row.name}: ${fmt((performance.now() - t0) / 1000, 1)} s`);
  });
  console.log(
    table(
      ['ruleset', 'games', 'fast wins', 'draws', 'losses', 'win rate', '95% interval', 'pairs 2/1/0', 'pairs it decided', 'first mover won', 'mean ms/move', 'theirs', 'depth/theirs', 'p99 ms/move', 'max ms/move', 'moves timed', 'starts tried/dropped/unmet', 'note'],
      body,
      [true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true],
    ),
  );
  console.log('');
  console.log(`Total ${fmt((performance.now() - started) / 1000, 0)} s; load average ${loadavg()[0]!.toFixed(2)} at the end.`);
}

if (process.argv.includes('--vs-random')) {
  // 200 games a row unless BENCH_GAMES says otherwise: issue 26's bar is 95% of 200.
  const games = (row: Row) => Number(process.env[gamesKey(row)] ?? process.env.BENCH_GAMES ?? 200);
  mainVersusRandom(
    rows.filter((row) => !ONLY || ONLY.includes(row.name)).map((row) => ({ ...row, rounds: row.series ? ROUNDS : 1 })),
    games,
    SEED,
  );
} else main();
