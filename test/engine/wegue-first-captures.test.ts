import { describe, expect, it } from 'vitest';
import {
  applyEvents,
  cloneState,
  copyPosition,
  createGame,
  fromState,
  holeLabel,
  initialState,
  nextGame,
  playOpening,
  positionFromJson,
  positionToJson,
  toState,
  type State,
} from '../../src/engine/index';
import { hole, play } from './helpers';

/**
 * "Captures cannot be made until after the original three counters placed in the holes at the
 * beginning of the game have been moved" (Gabata (Adowa) and (Aksum)): the reading
 * `wegue-first-captures`, and the mark the position keeps for it (State.unmoved).
 */
const games = (o: Record<string, string> = {}) => [createGame('dlp-gabata-adowa', o), createGame('dlp-gabata-aksum', o)];
const start = (g: ReturnType<typeof createGame>) => playOpening(g, initialState(g)).state;
const unmovedLabels = (g: ReturnType<typeof createGame>, s: State) => (s.unmoved ?? []).flatMap((u, h) => (u ? [holeLabel(g.board, 'ludii', h)] : []));
/** Every hole holding three, as at the start, with only the holes named still unmoved. */
const layout = (g: ReturnType<typeof createGame>, unmoved: string[]) =>
  positionFromJson(g, {
    holes: Object.fromEntries([...'123'].flatMap((r) => [...'ABCDEF'].map((c) => [`${c}${r}`, 3]))),
    stores: { south: 0, north: 0 },
    toMove: 'south',
    status: 'playing',
    unmoved,
  });

describe('the first captures held back (reading wegue-first-captures)', () => {
  it('by default, until every hole has been lifted: from the start, E1 lifts D3 and A2, made four, instead of making them wegues', () => {
    for (const g of games()) {
      const r = play(g, start(g), 'E1');
      expect(r.state.claims.every((c) => c === null)).toBe(true);
      const held = r.events.filter((e) => e.type === 'relay' && e.clause.endsWith('.first-captures'));
      expect(held.map((e) => e.type === 'relay' && holeLabel(g.board, 'ludii', e.hole))).toEqual(['D3', 'A2']);
      expect(held.every((e) => e.reading === 'wegue-first-captures')).toBe(true);
    }
  });

  it("under the ludii preset's reading (not-played), the same move makes D3 south's wegue", () => {
    for (const g of games({ 'wegue-first-captures': 'not-played' })) {
      const r = play(g, start(g), 'E1');
      expect(r.state.claims[hole(g, 'D3')]).toBe('south');
    }
  });

  it('read hole by hole, a lifted hole may be made a wegue while others are still unmoved; read for every hole, not yet', () => {
    const others = ['A1', 'B1', 'C1', 'F3', 'E3', 'C3', 'B3', 'A3', 'A2', 'B2', 'C2'];
    const [perHole] = games({ 'wegue-first-captures': 'this-hole' });
    expect(play(perHole!, layout(perHole!, others), 'E1').state.claims[hole(perHole!, 'D3')]).toBe('south');
    expect(play(perHole!, layout(perHole!, [...others, 'D3']), 'E1').state.claims[hole(perHole!, 'D3')]).toBe(null);
    const [everyHole] = games();
    const held = play(everyHole!, layout(everyHole!, others), 'E1');
    expect(held.state.claims[hole(everyHole!, 'D3')]).toBe(null);
    expect(held.events.find((e) => e.type === 'relay' && e.hole === hole(everyHole!, 'D3'))?.clause).toBe('dlp-gabata-adowa.first-captures');
    // No hole unmoved: nothing is held back.
    expect(play(everyHole!, layout(everyHole!, []), 'E1').state.claims[hole(everyHole!, 'D3')]).toBe('south');
  });
});

describe('the unmoved mark', () => {
  const [g] = games();
  it('marks every hole at the start and at a new round, and loses each hole lifted, on both paths and in the events', () => {
    const s = start(g!);
    expect(unmovedLabels(g!, s)).toHaveLength(18);
    const r = play(g!, s, 'E1');
    expect(unmovedLabels(g!, r.state)).toEqual(['A1', 'C1', 'D1', 'F2', 'D2', 'F3', 'C3', 'B3', 'A3', 'B2', 'C2']);
    expect(applyEvents(s, r.events)).toEqual(r.state);
    expect(unmovedLabels(g!, nextGame(g!, { south: 30, north: 24 }).state)).toHaveLength(18);
  });

  it('survives a copy, the fast position and a record, and a position written without it has none', () => {
    const s = play(g!, start(g!), 'E1').state;
    expect(cloneState(s)).toEqual(s);
    expect(toState(g!.rules.players, copyPosition(fromState(g!.rules.players, s)))).toEqual(s);
    const json = positionToJson(g!, s);
    expect(json.unmoved).toEqual(['A1', 'C1', 'D1', 'F2', 'D2', 'F3', 'C3', 'B3', 'A3', 'B2', 'C2']);
    expect(positionFromJson(g!, JSON.parse(JSON.stringify(json)))).toEqual(s);
    const { unmoved: _, ...without } = json;
    expect(positionFromJson(g!, without).unmoved).toBeUndefined();
    expect(positionToJson(createGame('courlander-abalala'), initialState(createGame('courlander-abalala'))).unmoved).toBeUndefined();
  });
});
