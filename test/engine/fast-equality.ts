/**
 * The judge of the fast path: random games played move by move on both paths, compared after the
 * opening and after every move (the whole position, status, scores, the legal moves, the beans
 * dropped), from the standard start and from its beans scattered at random. Used by test/engine/fast-equality.test.ts (a smaller count, for every `npm test`) and
 * scripts/fast-equality.ts (the full count, 10,000 games per ruleset and reading).
 */
import {
  allowedValues,
  awaitsOpening,
  createGame,
  dropsIn,
  initialState,
  InputError,
  legalMoves,
  nextGame,
  playMove,
  playOpening,
  rulesetIds,
  rulesets,
  scores,
  type Game,
  type Limits,
  type OptionId,
  type OptionValue,
  type State,
  fastGame,
  fromFastMove,
  scoreLead,
  type FastGame,
  type FastPosition,
  mulberry32,
} from '../../src/engine/index';

/** One ruleset under one reading (the others at their defaults), or with every reading drawn per game. */
export interface Case {
  name: string;
  ruleset: string;
  options: Record<string, OptionValue> | 'random';
}

export function cases(): Case[] {
  const out: Case[] = [];
  for (const id of rulesetIds) {
    const rules = rulesets[id];
    out.push({ name: `${id} (defaults)`, ruleset: id, options: {} });
    for (const [opt, reading] of Object.entries(rules.readings)) {
      for (const v of allowedValues(rules, opt as OptionId)) {
        if (v !== reading.default) out.push({ name: `${id} ${opt}=${String(v)}`, ruleset: id, options: { [opt]: v } });
      }
    }
    out.push({ name: `${id} (readings drawn at random)`, ruleset: id, options: 'random' });
  }
  return out;
}

function randomOptions(ruleset: string, rnd: () => number): Record<string, OptionValue> {
  const rules = rulesets[ruleset as keyof typeof rulesets];
  const o: Record<string, OptionValue> = {};
  for (const opt of Object.keys(rules.readings)) {
    const values = allowedValues(rules, opt as OptionId);
    o[opt] = values[Math.floor(rnd() * values.length)]!;
  }
  return o;
}

/**
 * Small search limits make sowings stopped at the limit common, and cheap on the event path;
 * a sowing that comes back to a position is stopped as a cycle whatever the limit.
 */
const limitsFor = (g: number): Limits => (g % 2 === 0 ? { record: 2_000, search: 20_000 } : { record: 2_000, search: 150_000 });

export interface Tally {
  games: number;
  moves: number;
  endless: number;
  series: number;
}

/**
 * The standard start's beans scattered at random over the board: the openings (a race above all,
 * which from the standard start is the same every game) then start from positions of every kind.
 */
function scattered(s: State, rnd: () => number): State {
  const total = s.holes.reduce((a, b) => a + b, 0);
  const holes = s.holes.map(() => 0);
  for (let i = 0; i < total; i++) holes[Math.floor(rnd() * holes.length)]!++;
  return { ...s, holes };
}

class Mismatch extends Error {}

function compare(what: string, game: Game, fast: FastGame, f: FastPosition, s: State, sown: number, events: number): void {
  const mine = fast.state(f);
  const diff = (label: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      throw new Mismatch(`${what}: ${label} differ\n fast:   ${JSON.stringify(a)}\n events: ${JSON.stringify(b)}`);
    }
  };
  diff('positions', mine, s);
  const sc = scores(game, s);
  diff('scores', scoreLead(f), sc[game.rules.players[0]]! - sc[game.rules.players[1]]!);
  diff('beans dropped', sown, events);
  const buf = new Int32Array(fast.maxMoves);
  const n = fast.legalMoves(f, buf);
  diff('legal moves', Array.from(buf.subarray(0, n), fromFastMove), legalMoves(game, s));
}

/**
 * Play `games` random games of the case on both paths; throws on the first difference, naming the
 * game (its seed) and the moves that led there. A game that ends (not endless) may be followed by
 * the next game of its series, so positions after a reload or a division are played too.
 */
export function checkCase(c: Case, games: number, seed: number, moveCap = 1_000): Tally {
  const t: Tally = { games: 0, moves: 0, endless: 0, series: 0 };
  for (let g = 0; g < games; g++) {
    const rnd = mulberry32(seed + 7919 * g);
    const options = c.options === 'random' ? randomOptions(c.ruleset, rnd) : c.options;
    const rules = rulesets[c.ruleset as keyof typeof rulesets];
    const choice = rules.firstChoice(createGame(c.ruleset, options).options);
    const first = choice ? rules.players[g % 2] : undefined;
    const game = createGame(c.ruleset, options, first, limitsFor(g));
    const fs = fastGame(game);
    if (!fs.ok) throw new Error(`${c.name}: ${fs.why}`);
    const fast = fs.fast;
    let s = g % 3 === 2 ? scattered(initialState(game), rnd) : initialState(game);
    const moves: (number | 'pass' | 'next game')[] = [];
    const where = () => `${c.name}, game ${g} (seed ${seed + 7919 * g}, options ${JSON.stringify(options)}, first ${first}), moves ${JSON.stringify(moves)}`;
    t.games++;
    for (let round = 0; round < 2; round++) {
      const f = fast.position(s);
      if (awaitsOpening(s)) {
        const o = playOpening(game, s);
        fast.playOpening(f);
        s = o.state;
        compare(`${where()}, after the opening`, game, fast, f, s, fast.sown, dropsIn(o.events));
      }
      for (let n = 0; s.status === 'playing' && n < moveCap; n++) {
        const legal = legalMoves(game, s);
        const move = legal[Math.floor(rnd() * legal.length)]!;
        moves.push(move);
        const r = playMove(game, s, move);
        fast.play(f, move === 'pass' ? -1 : move);
        s = r.state;
        t.moves++;
        compare(where(), game, fast, f, s, fast.sown, dropsIn(r.events));
      }
      if (s.status === 'endless') t.endless++;
      if (round > 0 || (s.status !== 'round-over' && s.status !== 'game-over')) break;
      try {
        const next = nextGame(game, scores(game, s));
        if (next.state.status !== 'playing') break;
        s = next.state;
        moves.push('next game');
        t.series++;
      } catch (e) {
        if (e instanceof InputError) break; // the series is over
        throw e;
      }
    }
  }
  return t;
}
