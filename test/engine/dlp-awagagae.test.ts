import { describe, expect, it } from 'vitest';
import { applyEvents, createGame, legalMoves, nextGame, playMove, positionToJson } from '../../src/engine/index';
import { narrate } from '../../src/widgets/narrate';
import { filled, hole, play, position } from './helpers';

/** The DLP's Awagagae (src/engine/rulesets/dlp-awagagae): the first instance in a captured hole, the sowing ended, traced by hand. */
const awagagae = createGame('dlp-awagagae');
const under = (options: Record<string, unknown>) => createGame('dlp-awagagae', options);

// North holds C1 with two counters; south sows B1 into it, north F2 into the empty E2, south A1's two into B1 and C1.
const start = position(awagagae, { A1: 2, B1: 1, C1: 2, F1: 4, A2: 4, B2: 4, C2: 4, D2: 4, F2: 1 }, { stores: { south: 11, north: 11 }, toMove: 'south', claims: { C1: 'north' } });
const line = (game = awagagae) => {
  const first = play(game, start, 'B1');
  const second = play(game, first.state, 'F2');
  return { first, second, third: play(game, second.state, 'A1') };
};

describe("Awagagae: a last counter in the opponent's captured hole", () => {
  it('does nothing on the first instance: the counter stays, the hole is marked, the play ends', () => {
    const { first } = line();
    expect(first.events.find((e) => e.type === 'first-instance')).toMatchObject({ player: 'south', hole: hole(awagagae, 'C1'), clause: 'dlp-awagagae.weg-take.first', reading: 'weg-first-landing' });
    expect(filled(awagagae, first.state)).toMatchObject({ C1: 3 });
    expect(first.state.stores).toEqual({ south: 11, north: 11 });
    expect(first.state.toMove).toBe('north');
    // The mark is the position's, and the events rebuild it.
    expect(positionToJson(awagagae, first.state).unmoved).toEqual(['C1']);
    expect(applyEvents(start, first.events)).toEqual(first.state);
    const told = first.events.find((e) => e.type === 'first-instance')!;
    expect(narrate(told, { game: awagagae, notation: 'ludii', before: start })).toBe("The last counter fell into north's weg, hole C1, the first to fall there: nothing happens.");
  });

  it('removes one counter every time after, and the sowing ends', () => {
    const { third } = line();
    expect(third.events.find((e) => e.type === 'claim-take')).toMatchObject({ player: 'south', hole: hole(awagagae, 'C1'), count: 1, clause: 'dlp-awagagae.weg-take' });
    expect(third.events.at(-1)).toMatchObject({ type: 'turn-end', next: 'north', clause: 'dlp-awagagae.weg-take.ends' });
    expect(third.state.stores).toEqual({ south: 12, north: 11 });
    expect(third.state.holes[hole(awagagae, 'C1')]).toBe(3);
  });

  it("removes one the first time too under Ludii's `weg-first-landing` not-played, and gives it to the holder under `weg-take-store` holder", () => {
    const now = line(under({ 'weg-first-landing': 'not-played' })).first;
    expect(now.events.some((e) => e.type === 'first-instance')).toBe(false);
    expect(now.state.stores).toEqual({ south: 12, north: 11 });
    const holder = line(under({ 'weg-take-store': 'holder' })).third;
    expect(holder.events.find((e) => e.type === 'claim-take')).toMatchObject({ player: 'north', count: 1, clause: 'reading.weg-take-store', reading: 'weg-take-store' });
    expect(holder.state.stores).toEqual({ south: 11, north: 12 });
    expect(holder.state.toMove).toBe('north');
  });

  it("counts the first instance hole by hole: another weg's first last counter does nothing either", () => {
    const two = position(awagagae, { A1: 1, B1: 2, C1: 2, F1: 4, A2: 4, B2: 4, C2: 4, D2: 4, F2: 1 }, { stores: { south: 11, north: 11 }, toMove: 'south', claims: { B1: 'north', C1: 'north' } });
    const r = playMove(awagagae, two, hole(awagagae, 'A1'));
    expect(r.events.find((e) => e.type === 'first-instance')).toMatchObject({ hole: hole(awagagae, 'B1') });
    expect(legalMoves(awagagae, r.state)).not.toContain(hole(awagagae, 'B1'));
  });
});

describe("Awagagae's next round", () => {
  it('gives a hole of two and two to the weaker player, where Qelat draws lots', () => {
    const { state } = nextGame(awagagae, { south: 26, north: 22 });
    expect(state.owners[hole(awagagae, 'F2')]).toBe('north');
    expect(state.holes[hole(awagagae, 'F2')]).toBe(4);
    expect(nextGame(under({ 'round-remainder': 'ludii', 'lot-winner': 'stronger' }), { south: 26, north: 22 }).state.owners[hole(awagagae, 'F2')]).toBe('south');
  });

  it('lays the round out again with no hole marked: every weg is gone, and its first instance with it', () => {
    const { state } = nextGame(awagagae, { south: 24, north: 24 });
    expect(state.claims.every((c) => c === null)).toBe(true);
    expect(state.unmoved).toBeUndefined();
  });
});
