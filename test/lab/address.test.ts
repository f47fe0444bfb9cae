import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLab, parseLab } from '../../src/lab/address';
import { defaultLanes, laneRulesetsFor, labRulesets, readingsOf, standardPosition, type LaneChoice } from '../../src/lab/position';
import { createGame } from '../../src/engine/index';

describe('the lab in the address', () => {
  it('writes a position and lanes in a readable form', () => {
    const position = { ...standardPosition('courlander-abalala'), mover: 0 as const, hole: 3 };
    const lanes: LaneChoice[] = [{ ruleset: 'courlander-abalala', options: {} }, { ruleset: 'walker-gabata', options: { 'empty-hole-take': 'own-side' } }];
    expect(formatLab({ position, lanes })).toBe(
      '#game=courlander-abalala&holes=3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3&stores=0,0&mover=B&hole=4&lane=courlander-abalala&lane=walker-gabata|empty-hole-take=own-side',
    );
  });

  it('round-trips any position and lanes on any board', () => {
    const arb = fc.constantFrom(...labRulesets).chain((ruleset) => {
      const game = createGame(ruleset);
      const lane = fc.constantFrom(...laneRulesetsFor(ruleset)).chain((r) =>
        fc.record(Object.fromEntries(readingsOf(r).map((o) => [o.option, fc.option(fc.constantFrom(...o.values), { nil: undefined })]))).map((opts) => ({
          ruleset: r,
          options: Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)) as Record<string, string | boolean>,
        })),
      );
      return fc.record({
        position: fc.record({
          ruleset: fc.constant(ruleset),
          holes: fc.array(fc.integer({ min: -3, max: 60 }), { minLength: game.board.size, maxLength: game.board.size }),
          stores: fc.tuple(fc.integer({ min: -3, max: 60 }), fc.integer({ min: 0, max: 60 })),
          mover: fc.constantFrom(0 as const, 1 as const),
          hole: fc.integer({ min: 0, max: game.board.size - 1 }),
        }),
        lanes: fc.array(lane, { minLength: 2, maxLength: 4 }),
      });
    });
    fc.assert(fc.property(arb, (state) => {
      expect(parseLab(formatLab(state))).toEqual({ state });
    }));
  });

  it('is silent on an address that names no position', () => {
    expect(parseLab('')).toBeNull();
    expect(parseLab('#compare=lab-run&step=2')).toBeNull();
  });

  it('names what is wrong with a broken address, and falls back to the standard start', () => {
    const standard = { position: standardPosition('courlander-abalala'), lanes: defaultLanes('courlander-abalala') };
    expect(parseLab('#game=chess')).toEqual({ error: 'The address names a game we do not have. Showing the standard start instead.', state: standard });
    expect(parseLab('#game=courlander-abalala&holes=3,3,3')).toEqual({
      error: 'The address gives 3 hole counts, but the board of Courlander\'s Abalalà, 1943 has 18 holes. Showing the standard start instead.',
      state: standard,
    });
    expect(parseLab('#game=courlander-abalala&holes=3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,x')).toMatchObject({ error: 'The address gives a hole count that is not a whole number. Showing the standard start instead.' });
    expect(parseLab('#game=courlander-abalala&stores=1')).toMatchObject({ error: 'The address gives the stores wrongly: two whole numbers are wanted. Showing the standard start instead.' });
    expect(parseLab('#game=courlander-abalala&mover=C')).toMatchObject({ error: 'The address names a mover who is not a player of Courlander\'s Abalalà, 1943 (its players are B and A). Showing the standard start instead.' });
    expect(parseLab('#game=courlander-abalala&hole=19')).toMatchObject({ error: 'The address names a hole (“19”) that the board of Courlander\'s Abalalà, 1943 does not have. Showing the standard start instead.' });
    expect(parseLab('#game=courlander-abalala&lane=dlp-gabata-shoa-i&lane=walker-gabata')).toMatchObject({ error: 'The address\'s lane 1 asks for the DLP\'s Gabata (Shoa I), which is not played on this board. Showing the standard start instead.' });
    expect(parseLab('#game=courlander-abalala&lane=courlander-abalala|race-end=sometimes&lane=walker-gabata')).toMatchObject({ error: 'The address\'s lane 1 asks for a reading of “How the race ends” that Courlander\'s Abalalà, 1943 does not offer. Showing the standard start instead.' });
    expect(parseLab('#game=courlander-abalala&lane=walker-gabata')).toMatchObject({ error: 'The lab runs two to four lanes; the address has 1. Showing the standard start instead.' });
  });

  it('keeps counts that make an impossible position, for the editor to name', () => {
    const r = parseLab('#game=walker-gabata&holes=0,0,0,0,0,0,0,0,0,-1,0,0,0,0,0,0,0,0&stores=0,0&mover=north&hole=a');
    expect(r).toMatchObject({ state: { position: { ruleset: 'walker-gabata', mover: 1, hole: 9, stores: [0, 0] } } });
    expect(r && 'state' in r && r.state.position.holes[9]).toBe(-1);
  });
});
