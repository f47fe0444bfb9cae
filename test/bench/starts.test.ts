import { describe, expect, it } from 'vitest';
import { provenLead, startFor, SCREEN_BUDGET, type Screening } from '../../bench/starts';
import { createGame, initialState, legalMoves, playMove, playOpening, mulberry32 } from '../../src/engine/index';
import gabata3Example from '../../content/examples/dlp-gabata-3-opening.json';
import { bestMovesFast, fastFor, fastValue } from '../../src/play/search-fast';

const tally = (): Screening => ({ candidates: 0, rejected: 0, fallbacks: 0 });

describe("the match's starts (bench/starts.ts)", () => {
  const game = createGame('walker-gabata');

  it('random: the opening and the random moves the seed draws, as the match always played them', () => {
    const book = mulberry32(77);
    let s = playOpening(game, initialState(game)).state;
    const opener = s.toMove;
    for (let n = 0; n < 4 && s.status === 'playing'; n++) {
      const legal = legalMoves(game, s);
      s = playMove(game, s, legal[Math.floor(book() * legal.length)]!).state;
    }
    const t = tally();
    const start = startFor(game, 'random', 77, 4, 3, t);
    expect(start.state).toEqual(s);
    expect(start.opener).toBe(opener);
    expect(t).toEqual(tally());
  });

  it('screened: a start kept is one the deeper search finds within the lead allowed; the same seed keeps the same start', () => {
    let kept = 0;
    for (const seed of [1, 2, 3]) {
      const t = tally();
      const start = startFor(game, 'screened', seed, 4, 3, t);
      expect(t.candidates).toBeGreaterThanOrEqual(1);
      expect(t.rejected).toBe(t.fallbacks ? t.candidates : t.candidates - 1);
      expect(startFor(game, 'screened', seed, 4, 3, tally()).state).toEqual(start.state);
      if (t.fallbacks) continue;
      kept++;
      const moves = legalMoves(game, start.state);
      if (moves.length < 2) continue;
      bestMovesFast(fastFor(game)!, start.state, moves, 64, SCREEN_BUDGET);
      expect(Math.abs(fastValue.last)).toBeLessThanOrEqual(3);
    }
    expect(kept).toBeGreaterThan(0);
  }, 60_000);
});

describe('what the search proves (provenLead)', () => {
  const MARGIN = 24;
  // The bench's Gabata 3 rows rest on this: no player can win more than half of their games
  // against an opponent who finds the win (docs/computer.md).
  it("Gabata 3's stylised opening wins its round by force, by at least 24 of the 48 counters, whoever wins the lots", () => {
    // The worked example of the opening tells its readers so, with this figure.
    expect(gabata3Example.note).toContain(`finds south a win by at least ${MARGIN} of the 48 counters`);
    const [south, north] = (['south', 'north'] as const).map((first) => {
      const game = createGame('dlp-gabata-shoa-i', { observed: 'gabata-3' }, first);
      return { game, s: playOpening(game, initialState(game)).state };
    });
    expect(south!.s.toMove).toBe('north');
    const lead = provenLead(south!.game, south!.s);
    expect(lead).toBeLessThanOrEqual(-MARGIN);
    expect(lead).toBeGreaterThanOrEqual(-48);
    // Whoever wins the lots, the board is the same seen from his side.
    expect(north!.s.toMove).toBe('south');
    expect(north!.s.holes).toEqual([...south!.s.holes.slice(6), ...south!.s.holes.slice(0, 6)]);
    const swap = (p: string | null) => (p === 'south' ? 'north' : p === 'north' ? 'south' : null);
    expect(north!.s.owners).toEqual([...south!.s.owners.slice(6), ...south!.s.owners.slice(0, 6)].map(swap));
    expect(north!.s.claims).toEqual([...south!.s.claims.slice(6), ...south!.s.claims.slice(0, 6)].map(swap));
  }, 180_000); // A proof by search: about 20 s alone, several times that on a loaded machine.

  it("and seen from the winner's side: after one of north's replies, south to move wins by force", () => {
    const game = createGame('dlp-gabata-shoa-i', { observed: 'gabata-3' }, 'south');
    const after = playMove(game, playOpening(game, initialState(game)).state, 10).state;
    expect(after.toMove).toBe('south');
    // The reply that loses fastest: a twentieth of the budget proves it.
    const lead = provenLead(game, after, 20_000_000);
    expect(lead).toBeGreaterThanOrEqual(MARGIN);
    expect(lead).toBeLessThanOrEqual(48);
  });

  it('proves nothing where the search cannot read every line to the end within its budget', () => {
    const game = createGame('dlp-gabata-shoa-i', { observed: 'gabata-3' });
    expect(provenLead(game, playOpening(game, initialState(game)).state, 1_000_000)).toBeNull();
    const walker = createGame('walker-gabata');
    expect(provenLead(walker, playOpening(walker, initialState(walker)).state, 1_000_000)).toBeNull();
  });
});
