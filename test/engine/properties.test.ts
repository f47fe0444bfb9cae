/**
 * Property tests over random legal games, for every ruleset and every reading it allows.
 *
 * For each ruleset: one group of properties per option value the ruleset allows (that option set,
 * the others at their defaults), and one group with every option drawn at random. Where the rules
 * let the players choose who begins (`rules.firstChoice(options)` is not null), `first` is drawn
 * too. Moves are picked by `Picks` (a seed and a list of choice indices), so a failure shrinks to
 * a short list of choices and replays exactly; every failure message carries the game as a JSON
 * game record ({ruleset, options, first?, start?, moves}) that `npm run gobeta replay` accepts.
 *
 * The invariants:
 *  a. pieces are conserved after every single event, and no hole, store or hand goes negative;
 *  b. a move's (and the opening's) events, applied to the position before, give the position
 *     after; playMove and applyEvents leave the position they are given untouched;
 *  c. every game ends (or reports 'endless') within MOVE_CAP moves (SERIES_MOVE_CAP for the later
 *     games of a series); between moves every hand is empty; while a game is playing someone is
 *     to move and has a move;
 *  d. legal moves are exactly the mover's own non-empty unclaimed holes (less holes of three after
 *     a game's first move under Sulus Nishtaw's `no-move-from-three`), or 'pass' (DLP only) when there are none; playMove
 *     refuses the opponent's holes, empty holes, claimed holes and an unwarranted pass;
 *  e. every event has a non-empty clause, which is a source clause or one of our `reading.*`
 *     clauses, and its `reading`, when present, is an option of the ruleset or a fixed reading;
 *  f. series: nextGame's events rebuild its position from an empty board (every piece in the
 *     stores), conserving pieces at every event, and every hole of the new position has an owner;
 *     the games of a series then keep a-e too.
 *
 * A quarter of the runs play with a small record limit (createGame's `limits`), so that ordinary moves go through the engine's fast-forward path and
 * must still replay exactly.
 *
 * Runs are seeded (FC_SEED, default below) so that `npm test` is repeatable and its time steady:
 * about one random game in several thousand has a move that runs to the engine's search limit
 * (10^7 drops, some 2.5 s) before it is reported endless. FC_SEED=random explores with fresh
 * seeds; FC_RUNS=<factor> multiplies the run counts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedValues,
  applyEvent,
  applyEvents,
  awaitsOpening,
  cloneState,
  createGame,
  defaultLimits,
  fixedReadings,
  holeLabel,
  initialState,
  InputError,
  isReadingClause,
  isSourceClause,
  legalMoves,
  nextGame,
  playMove,
  playOpening,
  positionToJson,
  rulesetIds,
  rulesets,
  totalPieces,
  type Game,
  type GameEvent,
  type Limits,
  type Move,
  type OptionId,
  type Options,
  type OptionValue,
  type Player,
  type Ruleset,
  type RulesetId,
  type State,
  mulberry32,
} from '../../src/engine/index';

// ---------------------------------------------------------------------------------------------
// Settings

/**
 * Moves allowed before a game counts as not ending. The longest random first games seen in ~10^5
 * per ruleset: about 270 moves (Sulus Aidi, Sulus Nishtaw). Later games of a series can be far
 * longer: Sulus Aidi after a lopsided split (the loser with 3-6 or 48-51 pieces) leaves a few
 * single beans wandering round the board, and random games from there took a median of ~500 and
 * up to ~5700 moves (4000 samples); every other ruleset's later games stayed under ~210.
 */
const MOVE_CAP = 400;
/**
 * The DLP's Rab'e plays a round until a player's holes are empty, and its captures of fours leave
 * a few counters wandering round the board at the end: 2,000 random first rounds took a median of
 * 206 moves, the longest 2,025. The DLP's two-row games that capture fours (Rio Kadalis, Mewelad,
 * Gabata (Ghinda)) end their rounds the same way (a row left empty), and their random rounds outran
 * the common cap of 400: they have Rab'e's cap and play its quarter of the runs. So do Gabata (Oromo), whose game
 * ends at four counters left (100 random games took up to some 1,300 moves), and Gabata (Wuqro), whose rounds end so.
 */
const MOVE_CAPS: Record<string, number> = { 'dlp-rab-e': 6000, 'dlp-selus': 3_000, 'dlp-rio-kadalis': 6000, 'dlp-mewelad': 6000, 'dlp-gabata-ghinda': 6000, 'dlp-gabata-oromo': 6000, 'dlp-gabata-wuqro': 6000, 'dlp-lamosh': 6000, 'dlp-lam-waladach': 6000 };
/**
 * A ruleset's games may cost many times another's: Rab'e's long rounds made its cases take about
 * 100 s of a loaded 2-core machine at the full runs, so it plays a quarter of them, every option
 * and value still checked.
 */
const RUN_SCALE: Record<string, number> = { 'dlp-rab-e': 0.25, 'dlp-selus': 0.25, 'dlp-rio-kadalis': 0.25, 'dlp-mewelad': 0.25, 'dlp-gabata-ghinda': 0.25, 'dlp-gabata-oromo': 0.25, 'dlp-gabata-wuqro': 0.25, 'dlp-lamosh': 0.25, 'dlp-lam-waladach': 0.25 };
const runsFor = (id: string, runs: number) => Math.max(2, Math.ceil(runs * (RUN_SCALE[id] ?? 1)));
const SERIES_MOVE_CAP = 20_000;
/** Games of a series played on from a game's final stores, at most. */
const MAX_ROUNDS = 3;
const RUN_FACTOR = Math.max(0.05, Number(process.env.FC_RUNS ?? 1) || 1);
// Each value of each option: ten games drawn with it fixed (every other option at its default); the
// random-options property draws sixty games over all of them together. The suite grows with the
// options of every ruleset, so the fixed values play few; FC_RUNS=4 plays a deeper round by hand.
const RUNS_PER_OPTION = Math.ceil(10 * RUN_FACTOR);
const RUNS_RANDOM_OPTIONS = Math.ceil(60 * RUN_FACTOR);
const RUNS_SERIES = Math.ceil(10 * RUN_FACTOR);
const BASE_SEED = process.env.FC_SEED === 'random' ? undefined : Number(process.env.FC_SEED ?? 1943) | 0;
const TIMEOUT_MS = 60_000;

/** A property's own seed: the base seed mixed with its name, so properties draw different games. */
function seedFor(name: string): { seed?: number } {
  if (BASE_SEED === undefined) return {};
  let h = 0x811c9dc5 ^ BASE_SEED;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return { seed: h | 0 };
}

// ---------------------------------------------------------------------------------------------
// Picking moves


/** The i-th move takes choices[i] (mod the number of legal moves); past the list, a PRNG from seed. */
interface Picks {
  seed: number;
  choices: number[];
  /** Games of the series to play (the next ones from the previous game's final stores). */
  rounds: number;
}

const picksArb: fc.Arbitrary<Picks> = fc.record({
  seed: fc.integer(),
  choices: fc.array(fc.nat({ max: 0xffff }), { maxLength: 40 }),
  rounds: fc.integer({ min: 1, max: MAX_ROUNDS }),
});

type Picker = (n: number) => number;

function picker(p: Picks): Picker {
  const rnd = mulberry32(p.seed);
  let i = 0;
  return (n) => {
    const c = i < p.choices.length ? p.choices[i]! : Math.floor(rnd() * 0x10000);
    i++;
    return c % n;
  };
}

// ---------------------------------------------------------------------------------------------
// Configurations

interface Config {
  id: RulesetId;
  options: Options;
  first?: Player;
  /** A small record limit, so that ordinary moves go through the engine's fast-forward path. */
  limits?: Limits;
}

function rulesOf(id: RulesetId): Ruleset {
  return rulesets[id];
}

function optionIds(rules: Ruleset): OptionId[] {
  return Object.keys(rules.readings) as OptionId[];
}

/**
 * The engine's default limits three times in four; otherwise a record limit of 0-40 drops, so
 * that long-ish moves are summed up in a fast-forward event and must still replay exactly.
 */
function limitsArb(id: RulesetId, options: Options): fc.Arbitrary<Limits | undefined> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 40 }).map((record) => ({ ...defaultLimits, record })) },
  );
}

/** `first` drawn from the players where the rules let them choose, else left out; and the limits. */
function withFirst(id: RulesetId, options: Options): fc.Arbitrary<Config> {
  const rules = rulesOf(id);
  const first = rules.firstChoice(createGame(id, options).options)
    ? fc.constantFrom<Player | undefined>(...rules.players)
    : fc.constant<Player | undefined>(undefined);
  return fc.tuple(first, limitsArb(id, options)).map(([f, limits]) => {
    const c: Config = { id, options };
    if (f !== undefined) c.first = f;
    if (limits !== undefined) c.limits = limits;
    return c;
  });
}

function randomOptionsArb(id: RulesetId): fc.Arbitrary<Config> {
  const rules = rulesOf(id);
  const model: Record<string, fc.Arbitrary<OptionValue>> = {};
  for (const o of optionIds(rules)) model[o] = fc.constantFrom(...allowedValues(rules, o));
  return fc.record(model).chain((options) => withFirst(id, options));
}

function makeGame(c: Config): Game {
  return createGame(c.id, c.options, c.first, c.limits ?? defaultLimits);
}

function totalOf(game: Game): number {
  return game.board.size * game.rules.beansPerHole(game.options);
}

// ---------------------------------------------------------------------------------------------
// Playing

interface Step {
  /** 'opening', or the move played. */
  move: Move | 'opening';
  before: State;
  /** The legal moves at `before` (moves only). */
  legal: Move[];
  events: GameEvent[];
  after: State;
  /** What playMove / playOpening did to the position it was given, if anything. */
  mutatedInput: string | null;
}

interface Played {
  game: Game;
  start: State;
  /** Whether `start` came from nextGame (the record then carries it). */
  fromSeries: boolean;
  steps: Step[];
  final: State;
  /** Play stopped at the move cap with the game still on. */
  capped: boolean;
  /** Play stopped because no move was legal in a game still on. */
  stuck: boolean;
}

function moveLabel(game: Game, m: Move | 'opening'): string {
  if (m === 'pass' || m === 'opening') return m;
  return Number.isInteger(m) && m >= 0 && m < game.board.size ? holeLabel(game.board, game.rules.notation, m) : `#${m}`;
}

/** The JSON game record of a played game, up to (and including) step `upTo` if given. */
function recordOf(p: Played, upTo?: number): string {
  const { game } = p;
  const rec: Record<string, unknown> = { ruleset: game.rules.id, options: game.options };
  if (game.rules.firstChoice(game.options)) rec.first = game.first;
  if (p.fromSeries) rec.start = positionToJson(game, p.start);
  const steps = upTo === undefined ? p.steps : p.steps.slice(0, upTo + 1);
  rec.moves = steps.filter((s) => s.move !== 'opening').map((s) => moveLabel(game, s.move));
  const limits = game.limits === defaultLimits ? '' : `\nplayed with createGame(..., ${JSON.stringify(game.limits)})`;
  return JSON.stringify(rec) + limits;
}

/** The DLP's Selus is one game, won by blocking: its text lays out no next one; nor does Gabata (Oromo)'s. */
const hasSeries = (id: string) => id !== 'dlp-selus' && id !== 'dlp-gabata-oromo';

/**
 * Under Ludii's readings of Selus no counter leaves play for good (a nedf is a mark, or made only
 * by a lap that comes round), so a game need not end: Ludii's recorded games all stop at its limit
 * of 600 plies, and so do ours at 600 moves, which is not a failure.
 */
const mayRunOn = (game: Game) =>
  (game.rules.id === 'dlp-selus' && (game.options['nedf-made'] === 'made-four' || game.options['nedf-kept'] === 'marked')) ||
  // The DLP's Hufesay read literally plays a round until every counter is captured, which a few counters no capture can reach never are.
  (game.rules.id === 'dlp-hufesay' && game.options['hufesay-round-end'] === 'all-captured') ||
  // Gabata (Oromo) as Ludii's code ends it: only on an empty board, which its last four counters never leave.
  (game.rules.id === 'dlp-gabata-oromo' && game.options['oromo-end'] === 'never') ||
  // So does Lam Waladach's read literally, whose last four counters may go round the board for ever.
  (game.rules.id === 'dlp-lam-waladach' && game.options['waladach-round-end'] === 'all-captured');

function capFor(fromSeries: boolean, game: Game): number {
  if (mayRunOn(game)) return 600;
  return fromSeries ? SERIES_MOVE_CAP : (MOVE_CAPS[game.rules.id] ?? MOVE_CAP);
}

function playGame(game: Game, start: State, pick: Picker, fromSeries: boolean): Played {
  const steps: Step[] = [];
  let s = start;
  if (awaitsOpening(s)) {
    const snap = cloneState(s);
    const r = playOpening(game, s);
    steps.push({ move: 'opening', before: s, legal: [], events: r.events, after: r.state, mutatedInput: diffStates(snap, s) });
    s = r.state;
  }
  const cap = capFor(fromSeries, game);
  let moves = 0;
  let stuck = false;
  while (s.status === 'playing' && moves < cap) {
    const legal = legalMoves(game, s);
    if (legal.length === 0) {
      stuck = true;
      break;
    }
    const move = legal[pick(legal.length)]!;
    const snap = cloneState(s);
    const r = playMove(game, s, move);
    steps.push({ move, before: s, legal, events: r.events, after: r.state, mutatedInput: diffStates(snap, s) });
    s = r.state;
    moves++;
  }
  return { game, start, fromSeries, steps, final: s, capped: s.status === 'playing' && !stuck, stuck };
}

/** A game, then up to `rounds - 1` more games of its series from each game's final stores. */
function playSeries(c: Config, picks: Picks): Played[] {
  const game = makeGame(c);
  const pick = picker(picks);
  const out: Played[] = [playGame(game, initialState(game), pick, false)];
  while (out.length < picks.rounds) {
    const last = out[out.length - 1]!;
    const pieces = seriesPieces(game, last.final);
    if (!pieces) break;
    const next = nextGame(game, pieces);
    checkNextGame(game, pieces, next, `after ${recordOf(last)}`);
    if (next.state.status !== 'playing') break;
    out.push(playGame(game, next.state, pick, true));
  }
  return out;
}

/** The pieces for the next game of the series, or null when the series cannot go on. */
function seriesPieces(game: Game, s: State): Record<Player, number> | null {
  if (s.status !== 'game-over' && s.status !== 'round-over') return null;
  const [p, q] = game.rules.players;
  const pieces = { [p]: s.stores[p]!, [q]: s.stores[q]! };
  // Unclaimed beans left on the board ('unclaimed-at-end': 'unowned') are in nobody's store.
  if (pieces[p]! + pieces[q]! !== totalOf(game)) return null;
  // The DLP's Gabatas and Selus (Massawa) end their series with a few counters left (Shoa's one, the others' two): a finished game says so.
  const over = ['dlp-gabata-shoa-i', 'dlp-gabata-adowa', 'dlp-gabata-aksum', 'dlp-selus-massawa', 'dlp-tuz', 'dlp-gabata-shoa-and-adegrat', 'dlp-qelat', 'dlp-awagagae', 'dlp-gabata-ansaba', 'dlp-hufesay', 'dlp-jimafesosh', 'dlp-mewegae', 'dlp-leyla', 'dlp-gabata-wuqro'].includes(game.rules.id) ? s.status === 'game-over' : pieces[p] === 0 || pieces[q] === 0;
  if (over) {
    // The series is over: nextGame must say so.
    expect(() => nextGame(game, pieces), `nextGame after a finished series ${JSON.stringify(pieces)}`).toThrow(InputError);
    return null;
  }
  return pieces;
}

// ---------------------------------------------------------------------------------------------
// Helpers for the checks

function diffStates(a: State, b: State): string | null {
  const arrays = ['holes', 'owners', 'claims'] as const;
  for (const k of arrays) {
    if (a[k].length !== b[k].length) return `${k}: length ${a[k].length} ≠ ${b[k].length}`;
    for (let i = 0; i < a[k].length; i++) if (a[k][i] !== b[k][i]) return `${k}[${i}]: ${a[k][i]} ≠ ${b[k][i]}`;
  }
  for (const k of ['stores', 'hands'] as const) {
    const keys = new Set([...Object.keys(a[k]), ...Object.keys(b[k])]);
    for (const p of keys) if (a[k][p] !== b[k][p]) return `${k}.${p}: ${a[k][p]} ≠ ${b[k][p]}`;
  }
  if (a.toMove !== b.toMove) return `toMove: ${a.toMove} ≠ ${b.toMove}`;
  if (a.status !== b.status) return `status: ${a.status} ≠ ${b.status}`;
  return null;
}

function negative(s: State): string | null {
  const h = s.holes.findIndex((n) => !(Number.isInteger(n) && n >= 0));
  if (h >= 0) return `hole ${h} holds ${s.holes[h]}`;
  for (const k of ['stores', 'hands'] as const) {
    for (const [p, n] of Object.entries(s[k])) if (!(Number.isInteger(n) && n >= 0)) return `${k}.${p} is ${n}`;
  }
  return null;
}

function fail(letter: string, p: Played, stepIndex: number | undefined, what: string): never {
  const at = stepIndex === undefined ? '' : ` at step ${stepIndex} (${moveLabel(p.game, p.steps[stepIndex]!.move)})`;
  throw new Error(`[${letter}] ${what}${at}\nrecord: ${recordOf(p, stepIndex)}`);
}

function isNishtawNoThree(game: Game): boolean {
  return game.rules.id === 'courlander-sulus-nishtaw' && game.options['no-move-from-three'] === true;
}

const EVENT_TYPES = new Set([
  'pick-up', 'relay', 'drop', 'skip', 'take', 'claim', 'claim-take', 'sweep', 'claims-collected', 'play-end', 'pass',
  'turn-end', 'first-player', 'race-tick', 'race-finish', 'race-end', 'round-end', 'game-end', 'endless', 'place', 'own',
  'fast-forward', 'release', 'first-instance',
]);

/**
 * The DLP's Selus: the holes a move may start from, modelled here on their own (reading
 * `selus-start`): the text's three restrictions, or Ludii's code's one on the three leftmost holes.
 */
function selusAllowed(game: Game, s: State, mover: Player, own: number[]): number[] {
  const base = mover === game.rules.players[0] ? 0 : 9;
  const n = (h: number) => s.holes[h]!;
  const leftmost = (h: number) => h - base < 3;
  const text = game.options['selus-start'] === 'text';
  if (text && own.some((h) => n(h) > 3)) return own.filter((h) => n(h) > 3);
  const open = own.filter((h) => !leftmost(h) || n(h) > 3);
  if (open.length === 0) {
    for (const k of [1, 2, 3]) if (own.some((h) => n(h) === k)) return own.filter((h) => n(h) === k);
    return [];
  }
  if (!text) return open;
  const twos = open.filter((h) => n(h) === 2);
  return twos.length > 0 && open.every((h) => n(h) === 2 || n(h) === 3) ? [Math.max(...twos)] : open;
}

// ---------------------------------------------------------------------------------------------
// The invariants, each over one played game

/** a. Pieces conserved after every event; nothing negative. */
function checkA(p: Played): void {
  const total = totalOf(p.game);
  if (totalPieces(p.start) !== total) fail('a', p, undefined, `the start holds ${totalPieces(p.start)} pieces, not ${total}`);
  p.steps.forEach((step, i) => {
    const s = cloneState(step.before);
    step.events.forEach((e, j) => {
      applyEvent(s, e);
      const n = totalPieces(s);
      if (n !== total) fail('a', p, i, `after event ${j} (${JSON.stringify(e)}) there are ${n} pieces, not ${total}`);
      const neg = negative(s);
      if (neg) fail('a', p, i, `after event ${j} (${JSON.stringify(e)}) ${neg}`);
    });
  });
}

/** b. Events replay the move; playMove and applyEvents are pure. */
function checkB(p: Played): void {
  p.steps.forEach((step, i) => {
    if (step.mutatedInput) fail('b', p, i, `playing it changed the position it was given: ${step.mutatedInput}`);
    const snap = cloneState(step.before);
    const replayed = applyEvents(step.before, step.events);
    const changed = diffStates(snap, step.before);
    if (changed) fail('b', p, i, `applyEvents changed the position it was given: ${changed}`);
    const d = diffStates(replayed, step.after);
    if (d) fail('b', p, i, `the events do not replay to the position after: ${d}`);
  });
}

/** c. The game ends within the cap; hands empty between moves; someone to move with a move. */
function checkC(p: Played): void {
  if (p.capped && !mayRunOn(p.game)) fail('c', p, undefined, `still playing after ${capFor(p.fromSeries, p.game)} moves`);
  if (p.stuck) fail('c', p, undefined, `${p.final.toMove} is to move in a game still on, with no legal move`);
  if (p.final.status === 'playing' && !(p.capped && mayRunOn(p.game))) fail('c', p, undefined, 'the game did not end');
  p.steps.forEach((step, i) => {
    const s = step.after;
    if (s.status !== 'endless') {
      for (const [pl, n] of Object.entries(s.hands)) if (n !== 0) fail('c', p, i, `${pl} holds ${n} in hand after it`);
    }
    if (s.status === 'playing' && s.toMove === null) fail('c', p, i, 'the game is on but no one is to move');
    if (s.status !== 'playing' && s.toMove !== null) fail('c', p, i, `the game is ${s.status} but ${s.toMove} is to move`);
  });
}

/** Gabata (Ghinda)'s leftmost hole of a player: the first he owns from the start of his row (A1 for south, F2 for north), in sowing order. */
function ghindaLeftmost(s: State, p: number, mover: string): number {
  for (let i = 0; i < s.holes.length; i++) {
    const h = (p * 6 + i) % s.holes.length;
    if (s.owners[h] === mover) return h;
  }
  return -1;
}

/** d. Legal moves: own, non-empty, unclaimed holes (or a pass when there are none); others refused. */
function checkD(p: Played): void {
  const { game } = p;
  // The rulesets whose players pass when they cannot move: the DLP's Gabata (Shoa I) and the wegue games.
  const mayPass = game.rules.pass !== undefined;
  p.steps.forEach((step, i) => {
    if (step.move === 'opening') return;
    const s = step.before;
    const mover = s.toMove!;
    // Under Ludii's code for Selus a nedf is only a mark: its hole's owner may still start from it.
    const claimsSown = game.options['nedf-kept'] === 'marked';
    const own: number[] = [];
    for (let h = 0; h < s.holes.length; h++) {
      if (s.owners[h] === mover && (s.claims[h] === null || claimsSown) && s.holes[h]! > 0) own.push(h);
    }
    // "Once a game is in progress": the game's first move (no bean lifted before it) is free.
    const inProgress = p.steps.slice(0, i).some((st) => st.events.some((e) => e.type === 'pick-up'));
    const byRule = isNishtawNoThree(game) && inProgress ? own.filter((h) => s.holes[h] !== 3) : own;
    // Gabata (Aksum): not from one's leftmost hole (A1, F3) with three or fewer, unless it is the only hole.
    const leftmost = game.rules.id === 'dlp-gabata-aksum' ? (mover === 'south' ? 0 : 9) : -1;
    // Gabata (Ghinda): a first turn of a round from the leftmost hole the player owns (from the start of his row), unless it is empty.
    const firstTurn = game.rules.id === 'dlp-gabata-ghinda' && s.yetToPlay?.includes(mover) ? ghindaLeftmost(s, game.rules.players.indexOf(mover), mover) : -1;
    const expected =
      game.rules.id === 'dlp-selus' ? selusAllowed(game, s, mover, own) : firstTurn >= 0 && s.holes[firstTurn]! > 0 ? [firstTurn] : byRule.length > 1 ? byRule.filter((h) => h !== leftmost || s.holes[h]! > 3) : byRule;
    const holes = step.legal.filter((m): m is number => m !== 'pass');
    for (const h of holes) {
      if (s.owners[h] !== mover) fail('d', p, i, `legal move ${moveLabel(game, h)} is ${s.owners[h]}'s hole, not ${mover}'s`);
      if (s.claims[h] !== null && !claimsSown) fail('d', p, i, `legal move ${moveLabel(game, h)} is claimed by ${s.claims[h]}`);
      if (s.holes[h] === 0) fail('d', p, i, `legal move ${moveLabel(game, h)} is empty`);
    }
    const got = [...holes].sort((x, y) => x - y).join(',');
    if (got !== expected.join(',')) {
      const l = (hs: number[]) => hs.map((h) => moveLabel(game, h)).join(' ');
      fail('d', p, i, `legal holes [${l(holes)}], expected [${l(expected)}]`);
    }
    const passes = step.legal.filter((m) => m === 'pass').length;
    if (passes > 0) {
      if (!mayPass) fail('d', p, i, `'pass' offered in ${game.rules.id}`);
      if (expected.length > 0 || step.legal.length !== 1) fail('d', p, i, `'pass' offered beside holes: ${JSON.stringify(step.legal)}`);
    }
    // Refusals.
    const refused = (m: Move, why: string) => {
      let err: unknown = null;
      // Most of this check's time went on the stack traces of the InputErrors it provokes.
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 0;
      try {
        playMove(game, s, m);
      } catch (e) {
        err = e;
      } finally {
        Error.stackTraceLimit = limit;
      }
      if (!(err instanceof InputError)) {
        fail('d', p, i, `playMove accepted ${why} ${moveLabel(game, m)}${err ? ` (threw ${String(err)})` : ''}`);
      }
    };
    // One hole of each kind a position has, a different one at each step (trying every hole at
    // every step tripled the cost of the file).
    const theirs: number[] = [];
    const empty: number[] = [];
    const claimed: number[] = [];
    for (let h = 0; h < s.holes.length; h++) {
      if (s.owners[h] !== mover) theirs.push(h);
      else if (s.holes[h] === 0) empty.push(h);
      else if (s.claims[h] !== null) claimed.push(h);
    }
    if (theirs.length) refused(theirs[i % theirs.length]!, "the opponent's hole");
    if (empty.length) refused(empty[i % empty.length]!, 'the empty hole');
    if (claimed.length && !claimsSown) refused(claimed[i % claimed.length]!, 'the claimed hole');
    if (expected.length > 0) refused('pass', 'a pass by a player who has a move:');
    if (i % 16 === 1) for (const off of [-1, s.holes.length, 0.5]) refused(off, 'a hole off the board:');
  });
}

/** Why an event's clause or reading is wrong for the ruleset, or null. */
function badCitation(rules: Ruleset, e: GameEvent): string | null {
  if (typeof e.clause !== 'string' || e.clause.length === 0) return `no clause in ${JSON.stringify(e)}`;
  if (!isSourceClause(e.clause) && !isReadingClause(e.clause)) {
    return `clause "${e.clause}" is neither a source clause nor a known reading.* clause (${JSON.stringify(e)})`;
  }
  if (e.reading === undefined || Object.hasOwn(rules.readings, e.reading) || Object.hasOwn(fixedReadings, e.reading)) return null;
  return `reading "${e.reading}" is neither an option of ${rules.id} nor a fixed reading (${JSON.stringify(e)})`;
}

/** e. Every event names its clause, and its reading is one of the ruleset's options or a fixed reading. */
function checkE(p: Played): void {
  p.steps.forEach((step, i) => {
    for (const e of step.events) {
      if (!EVENT_TYPES.has(e.type)) fail('e', p, i, `unknown event type in ${JSON.stringify(e)}`);
      const bad = badCitation(p.game.rules, e);
      if (bad) fail('e', p, i, bad);
    }
  });
}

/** f. nextGame rebuilds its position from an empty board, conserving pieces; every hole owned. */
function checkNextGame(game: Game, pieces: Record<Player, number>, next: { state: State; events: GameEvent[] }, ctx: string): void {
  const where = `nextGame(${JSON.stringify(pieces)}) with ${JSON.stringify(game.options)} ${ctx}`;
  const [bottom, top] = game.rules.players;
  const total = totalOf(game);
  const empty: State = {
    holes: game.board.cells.map(() => 0),
    owners: game.board.seats.map((seat) => game.rules.players[seat]),
    claims: game.board.cells.map(() => null),
    stores: { [bottom]: pieces[bottom]!, [top]: pieces[top]! },
    hands: { [bottom]: 0, [top]: 0 },
    toMove: null,
    status: 'playing',
    inProgress: false,
  };
  const s = cloneState(empty);
  next.events.forEach((e, j) => {
    const bad = badCitation(game.rules, e);
    if (bad) throw new Error(`[f] event ${j}: ${bad}; ${where}`);
    applyEvent(s, e);
    const n = totalPieces(s);
    if (n !== total) throw new Error(`[f] ${n} pieces, not ${total}, after event ${j} (${JSON.stringify(e)}) of ${where}`);
    const neg = negative(s);
    if (neg) throw new Error(`[f] ${neg} after event ${j} (${JSON.stringify(e)}) of ${where}`);
  });
  const d = diffStates(s, next.state);
  if (d) throw new Error(`[f] the events from an empty board do not rebuild the position: ${d}; ${where}`);
  if (next.state.owners.length !== game.board.size) throw new Error(`[f] owners has ${next.state.owners.length} entries: ${where}`);
  next.state.owners.forEach((o, h) => {
    if (!game.rules.players.includes(o)) throw new Error(`[f] hole ${holeLabel(game.board, game.rules.notation, h)} has owner ${o}: ${where}`);
  });
  for (const pl of game.rules.players) {
    if (next.state.hands[pl] !== 0) throw new Error(`[f] ${pl} has ${next.state.hands[pl]} in hand: ${where}`);
  }
  // A new game is on, except where the DLP's division leaves the weaker player no hole.
  const ok = next.state.status === 'playing' || (['dlp-gabata-shoa-i', 'dlp-tuz', 'dlp-gabata-shoa-and-adegrat', 'dlp-qelat', 'dlp-awagagae', 'dlp-hufesay', 'dlp-jimafesosh', 'dlp-mewegae', 'dlp-gabata-adegrat', 'dlp-lamosh', 'dlp-lam-waladach'].includes(game.rules.id) && next.state.status === 'game-over');
  if (!ok) throw new Error(`[f] the new position's status is ${next.state.status}: ${where}`);
}

const CHECKS = { a: checkA, b: checkB, c: checkC, d: checkD, e: checkE } as const;
type Letter = keyof typeof CHECKS;

const TITLES: Record<Letter, string> = {
  a: 'a: conserves pieces after every event, nothing negative',
  b: "b: each move's events replay it exactly, and play is pure",
  c: 'c: games end (or are reported endless) within the cap, hands empty between moves',
  d: 'd: legal moves are own non-empty unclaimed holes (or a pass); others refused',
  e: 'e: every event names a clause, and readings are options of the ruleset',
};

function checkAll(ps: Played[]): void {
  for (const p of ps) for (const check of Object.values(CHECKS)) check(p);
}

// ---------------------------------------------------------------------------------------------
// The properties

function gameProperties(label: string, configArb: fc.Arbitrary<Config>, numRuns: number): void {
  // Each game drawn is checked for all five (a failure names its letter): played once, not once a check.
  it(
    (Object.keys(CHECKS) as Letter[]).map((l) => TITLES[l]).join('; '),
    () => {
      fc.assert(
        fc.property(configArb, picksArb, (c, picks) => checkAll(playSeries(c, picks))),
        { numRuns, ...seedFor(`${label} a-e`) },
      );
    },
    TIMEOUT_MS,
  );
}

/** f: random final splits of the pieces, then a game of the series from there, checked a-e. */
function seriesProperty(label: string, configArb: fc.Arbitrary<Config>, numRuns: number): void {
  it(
    'f: nextGame rebuilds from an empty board, conserving pieces, every hole owned; its games keep a-e',
    () => {
      const arb = configArb.chain((c) => {
        const game = makeGame(c);
        const total = totalOf(game);
        // The fewest pieces that never end a series: Shoa's one-or-none, the wegue games' fewer than three; one counter gains the stronger every hole (three extra), in Shoa's and the fours games' hole gains.
        const least = ({ 'dlp-gabata-shoa-i': 2, 'dlp-gabata-adowa': 3, 'dlp-gabata-aksum': 3, 'dlp-selus-massawa': 3, 'dlp-tuz': 2, 'dlp-gabata-shoa-and-adegrat': 2, 'dlp-qelat': 2, 'dlp-awagagae': 2, 'dlp-rio-kadalis': 2, 'dlp-mewelad': 2, 'dlp-gabata-ghinda': 2, 'dlp-gabata-ansaba': 2, 'dlp-mewegae': 2, 'dlp-leyla': 4, 'dlp-gabata-wuqro': 2, 'dlp-lamosh': 2, 'dlp-lam-waladach': 2 } as Record<string, number>)[game.rules.id] ?? 1;
        const split = fc.oneof(
          { weight: 1, arbitrary: fc.constantFrom(least, total / 2, total - least) },
          { weight: 4, arbitrary: fc.integer({ min: least, max: total - least }) },
        );
        return fc.tuple(fc.constant(c), split, picksArb);
      });
      fc.assert(
        fc.property(arb, ([c, a, picks]) => {
          const game = makeGame(c);
          const [bottom, top] = game.rules.players;
          const pieces = { [bottom]: a, [top]: totalOf(game) - a };
          const next = nextGame(game, pieces);
          checkNextGame(game, pieces, next, `(config ${JSON.stringify(c)})`);
          if (next.state.status !== 'playing') return;
          const p = playGame(game, next.state, picker(picks), true);
          checkAll([p]);
        }),
        { numRuns, ...seedFor(`${label} f`) },
      );
    },
    TIMEOUT_MS,
  );
}

describe.each(rulesetIds)('%s', (id) => {
  const rules = rulesOf(id);

  describe('options', () => {
    it('has a default among its allowed values for every option it offers', () => {
      for (const o of optionIds(rules)) {
        expect(allowedValues(rules, o), o).toContain(rules.readings[o]!.default);
      }
    });
  });

  for (const o of optionIds(rules)) {
    for (const value of allowedValues(rules, o)) {
      const label = `${id} ${o}=${String(value)}`;
      describe(`${o}=${String(value)}`, () => {
        const arb = withFirst(id, { [o]: value });
        gameProperties(label, arb, runsFor(id, RUNS_PER_OPTION));
        if (hasSeries(id)) seriesProperty(label, arb, runsFor(id, RUNS_SERIES));
      });
    }
  }

  describe('every option at random', () => {
    const label = `${id} random`;
    gameProperties(label, randomOptionsArb(id), runsFor(id, RUNS_RANDOM_OPTIONS));
    if (hasSeries(id)) seriesProperty(label, randomOptionsArb(id), runsFor(id, RUNS_RANDOM_OPTIONS));
    else {
      it('lays out no next game: its nextGame refuses, saying why', () => {
        const game = makeGame({ id, options: {} });
        const [bottom, top] = game.rules.players;
        const half = totalOf(game) / 2;
        expect(() => nextGame(game, { [bottom]: half, [top]: half })).toThrow(/no next game/);
      });
    }
  });
});
