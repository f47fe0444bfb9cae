import { describe, expect, it } from 'vitest';
import { createGame, fastGame, initialState, playMove, playOpening, type LandingRule, type Outcome } from '../../src/engine/index';
import { toyGabata } from './invented/toy-gabata/index';

/**
 * The sowing asks a ruleset's landing rules in order, the first that answers deciding
 * (mechanics/sow.ts: decideLanding). The first five are asked through the Play's fields, the rest
 * through the list, and a ruleset with fewer than five has the missing ones never answer: each
 * case is checked here with lists of every length around five, on both paths.
 */
const ends: Outcome = { kind: 'end', clause: 'toy.end' };

/** `n` rules that note their names when asked; only the last answers. */
function rulesOf(n: number, asked: string[]): LandingRule[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `rule-${i}`,
    when: () => {
      asked.push(`rule-${i}`);
      return i === n - 1 ? ends : null;
    },
  }));
}

const withLanding = (landing: LandingRule[]): typeof toyGabata => ({ ...toyGabata, landing });

describe('the landing rules are asked in order, whatever their number', () => {
  for (const n of [1, 4, 5, 6, 9]) {
    it(`${n} rule(s): each asked once, in order, and the last one's answer ends the play`, () => {
      const asked: string[] = [];
      const game = createGame(withLanding(rulesOf(n, asked)));
      const s = playOpening(game, initialState(game)).state;
      const r = playMove(game, s, 0);
      expect(asked).toEqual(Array.from({ length: n }, (_, i) => `rule-${i}`));
      expect(r.events.filter((e) => e.type === 'play-end')).toEqual([{ type: 'play-end', player: 'south', hole: 2, clause: 'toy.end' }]);
      expect(r.state.toMove).toBe('north');

      // The same without a listener.
      asked.length = 0;
      const support = fastGame(game);
      if (!support.ok) throw new Error(support.why);
      const f = support.fast.position(s);
      support.fast.play(f, 0);
      expect(asked).toEqual(Array.from({ length: n }, (_, i) => `rule-${i}`));
      expect(support.fast.state(f)).toEqual(r.state);
    });
  }

  it('a list where no rule answers is reported by the ruleset, not taken for the end of the play', () => {
    const game = createGame(withLanding([{ name: 'silent', when: () => null }]));
    const s = playOpening(game, initialState(game)).state;
    expect(() => playMove(game, s, 0)).toThrow('toy-gabata: no landing rule answers for hole 2');
  });
});
