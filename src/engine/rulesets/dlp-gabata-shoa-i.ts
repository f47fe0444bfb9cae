import { board2xN, nextHole } from '../board';
import { emit, legalHoles, opponentOf, runSowing } from '../play';
import type { Options } from '../options';
import { collectAtEnd, claimRule, inOpponentClaim, inOwnClaim } from '../rules/claims';
import { nextRound } from '../rules/rounds';
import { isStandardLayout } from '../rules/start';
import { relayWhenOccupied } from '../rules/takes';
import type { Ctx, LandingRule, Ruleset } from '../ruleset';
import { about } from './catalog';

const holesPerRow = (o: Options): 5 | 6 | 7 => (o['observed'] === 'five-holes' ? 5 : o['observed'] === 'seven-holes' ? 7 : 6);
const boards = { 5: board2xN(5), 6: board2xN(6), 7: board2xN(7) };

/**
 * Gabata 3's stylised opening, as the Ludii metadata gives it (Pankhurst 1971: 177; notes §4):
 * the first player lifts his rightmost hole into the next, which becomes his weg; lifts the next
 * hole into the one after it; and so on round the board until every hole holds eight or none;
 * then he sows the last hole of eight in the regular way.
 */
function gabata3Opening(ctx: Ctx): void {
  const player = ctx.first;
  const n = ctx.board.cols;
  const rightmost = player === ctx.rules.players[0] ? n - 1 : 2 * n - 1;
  let from = rightmost;
  let last = rightmost;
  for (let pair = 0; pair < n; pair++) {
    const to = nextHole(ctx.board, from);
    const count = ctx.state.holes[from]!;
    emit(ctx, { type: 'pick-up', player, hole: from, count, clause: 'dlp.gabata-3' });
    emit(ctx, { type: 'drop', player, hole: to, count, clause: 'dlp.gabata-3' });
    if (pair === 0) emit(ctx, { type: 'claim', player, hole: to, clause: 'reading.gabata-3-weg', reading: 'gabata-3-weg' });
    last = to;
    from = nextHole(ctx.board, to);
  }
  emit(ctx, { type: 'pick-up', player, hole: last, count: ctx.state.holes[last]!, clause: 'dlp.gabata-3' });
  runSowing(ctx, player, last);
}

function dlpOpening(ctx: Ctx): void {
  emit(ctx, { type: 'first-player', player: ctx.first, clause: 'dlp.lots' });
  if (ctx.options['observed'] === 'gabata-3' && isStandardLayout(ctx.rules, ctx.options, ctx.state)) gabata3Opening(ctx);
  else ctx.rules.afterTurn(ctx);
}

const wegLanding: LandingRule[] = [
  {
    name: 'into-opponent-weg',
    when: (ctx, l) => {
      if (!inOpponentClaim(l.player, ctx, l.hole)) return null;
      if (l.wasEmpty && ctx.options['empty-weg'] === 'stays') {
        return { kind: 'end', clause: 'reading.empty-weg', reading: 'empty-weg', turnClause: 'reading.empty-weg' };
      }
      const again = ctx.options['weg-take-continues'] === 'another-move';
      return {
        kind: 'claim-take',
        ...(l.wasEmpty ? { reading: 'empty-weg' as const } : {}),
        count: l.wasEmpty ? 1 : 2,
        clause: l.wasEmpty ? 'dlp.empty-weg' : 'dlp.weg-rights.take',
        again,
        // Whether the player moves again, the page does not say: either way, only the reading licenses it.
        againClause: 'reading.weg-take-continues',
        againReading: 'weg-take-continues',
      };
    },
  },
  {
    name: 'into-own-weg',
    when: (ctx, l) =>
      inOwnClaim(l.player, ctx, l.hole)
        ? { kind: 'end', clause: 'dlp.weg-rights.own', reading: 'own-weg-ends-play', turnClause: 'reading.own-weg-ends-play' }
        : null,
  },
  claimRule('dlp.weg', 'reading.weg-ends-play', 'weg-ends-play'),
  relayWhenOccupied('dlp.relay'),
  { name: 'empty-hole', when: () => ({ kind: 'end', clause: 'dlp.end' }) },
];

/**
 * After a turn: the player to move passes if he cannot move and his opponent can; if neither
 * can, "Play ends when there are no more counters available to move", and each player takes the
 * counters in his wegs. The series ends when one player holds all the counters.
 */
function afterDlpTurn(ctx: Ctx): void {
  const p = ctx.state.toMove;
  if (ctx.state.status !== 'playing' || p === null) return;
  if (legalHoles(ctx, p).length > 0 || legalHoles(ctx, opponentOf(ctx, p)).length > 0) return;
  const { state } = ctx;
  const awards = state.holes.flatMap((count, hole) => {
    const player = state.claims[hole];
    return player && count > 0 ? [{ hole, count, player }] : [];
  });
  if (awards.length) emit(ctx, { type: 'claims-collected', awards, clause: 'dlp.round-score' });
  const [a, b] = ctx.rules.players;
  const over = (x: string) => (ctx.options['series-end'] === 'one-or-none' ? state.stores[x]! <= 1 : state.stores[x] === 0);
  if (over(a) || over(b)) {
    const winner = over(a) ? b : a;
    emit(ctx, { type: 'game-end', winner, clause: ctx.options['series-end'] === 'one-or-none' ? 'reading.series-end' : 'dlp.series-end', reading: 'series-end' });
  } else {
    emit(ctx, { type: 'round-end', clause: 'dlp.round-end' });
  }
  ctx.halted = true;
}

/** "If a player cannot move, they pass, but the opponent may continue to make moves." */
function pass(ctx: Ctx): void {
  const p = ctx.state.toMove!;
  emit(ctx, { type: 'pass', player: p, next: opponentOf(ctx, p), clause: 'dlp.pass' });
  ctx.rules.afterTurn(ctx);
}

export const dlpGabataShoaI: Ruleset<'dlp-gabata-shoa-i', 'dlp-gabata-shoa-i'> = {
  ...about('dlp-gabata-shoa-i'),
  nouns: { one: 'counter', many: 'counters', claim: 'weg' },
  fast: { landings: 'weg', afterTurn: 'round', opening: 'lots', passes: true, searchBudget: 1_200_000 },
  roundEnds: 'no counter can move',
  players: ['south', 'north'],
  notation: 'ludii',
  readings: {
    observed: { default: 'gabata-i', why: 'Gabata I is "the most commonly played version".' },
    'claim-side': { default: 'opponent', why: 'The DLP text: "a hole on the opponent\'s side of the board".' },
    'weg-take-continues': { default: 'ends', why: 'The page is silent; the play ends as it does on any empty hole, and Ludii\'s code agrees.' },
    'round-remainder': { default: 'text', why: 'The DLP text: a hole is gained for three extra, "but not if there are one or two extra".' },
    'lot-winner': { default: 'weaker', why: 'A lot has no rule; the engine must be repeatable, so the reader chooses.' },
    'next-round-first': { default: 'lots', why: 'The text has lots drawn for the first round only; we draw them again.' },
    'series-end': { default: 'all-counters', why: 'The DLP text: "until one player takes all the counters".' },
    'skip-origin': { default: false, why: 'No source says the emptied hole is skipped.' },
    'empty-weg': { default: 'removed', why: 'The DLP text: "If it remains empty and the opponent drops their last counter into this hole, the last counter is removed."; Ludii\'s code leaves it there.' },
  },
  presets: {
    ludii: {
      game: 'Gabata (Shoa I)',
      options: { 'claim-side': 'either', 'weg-take-continues': 'ends', 'round-remainder': 'ludii', 'series-end': 'one-or-none', 'empty-weg': 'stays', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Gabata (Shoa I): a weg wherever the last counter makes four, no move after a take from a weg, a remainder of two shared by lot, the series over at one counter or none, a last counter left in an empty weg, a full lap sown into its own hole; its player 1, south, always begins.",
    },
  },
  board: (o) => boards[holesPerRow(o)],
  beansPerHole: () => 4,
  firstChoice: () => ({ default: 'south', clause: 'dlp.lots' }),
  clauses: { move: 'dlp.move.pick-up', sow: 'dlp.move.sow', relay: 'dlp.relay', turns: 'dlp.end' },
  opening: { name: 'lots, and Gabata 3\'s stylised move', play: dlpOpening },
  landing: wegLanding,
  afterTurn: afterDlpTurn,
  pass,
  nextGame: (pieces, o) => nextRound(dlpGabataShoaI, pieces, o),
  declares: ['dlp.board', 'dlp.setup', 'dlp.weg-owned', 'dlp.weg-persists', 'dlp.resume', 'dlp.five-holes', 'dlp.seven-holes'],
  implements: [
    'dlp.lots',
    'dlp.move.pick-up',
    'dlp.move.sow',
    'dlp.relay',
    'dlp.end',
    'dlp.weg',
    'dlp.weg-rights.own',
    'dlp.weg-rights.take',
    'dlp.empty-weg',
    'dlp.pass',
    'dlp.round-end',
    'dlp.round-score',
    'dlp.next-round',
    'dlp.hole-gain',
    'dlp.three-extra',
    'dlp.series-end',
    'dlp.gabata-3',
  ],
};
