import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine/index';
import { endLines, resultOf, seriesResults, tally, winnerLine, who } from '../../src/play/ending';
import { after, newSession, position, setUpNext, type Session } from '../../src/play/session';
import { randomPlay } from './helpers';

/** A series of `ruleset` played at random from `seed`: each game to its end, the next set up, until the series ends or `games` have been played. */
function series(ruleset: string, seed: number, games: number): Session {
  const rnd = mulberry32(seed);
  let s = randomPlay(newSession(ruleset), rnd, 3000);
  for (let g = 1; g < games && after(s).kind === 'next'; g++) s = randomPlay(setUpNext(s), rnd, 3000);
  return s;
}

describe('the end of a game in words and figures', () => {
  it('names the winner, with who he is where the computer plays, and the figures, the winner\'s first', () => {
    const north = { winner: 'north', scores: { south: 5, north: 43 } };
    expect(winnerLine(north, ['south', 'north'], 'north')).toBe('North, the computer, wins 43 to 5.');
    expect(winnerLine(north, ['south', 'north'], 'south')).toBe('North (you) wins 43 to 5.');
    expect(winnerLine(north, ['south', 'north'], null)).toBe('North wins 43 to 5.');
    expect(winnerLine({ winner: 'B', scores: { B: 30, A: 24 } }, ['B', 'A'], 'A')).toBe('B (you) wins 30 to 24.');
  });

  it('says a draw is a draw', () => {
    expect(winnerLine({ winner: null, scores: { south: 24, north: 24 } }, ['south', 'north'], 'north')).toBe('A draw, 24 to 24.');
  });

  it('reads the result of a game played to its end: the rules\' winner, holding more than the other', () => {
    const s = series('courlander-abalala', 5, 1);
    const last = s.entries[s.at - 1]!;
    expect(position(s).status).toBe('game-over');
    const r = resultOf(s.game, last);
    const end = last.events.findLast((e) => e.type === 'game-end');
    expect(end?.type === 'game-end' && end.winner).toBe(r.winner);
    const [a, b] = s.game.rules.players;
    expect(r.scores[a]! + r.scores[b]!).toBe(54);
    if (r.winner) expect(r.scores[r.winner]).toBeGreaterThan(r.scores[r.winner === a ? b : a]!);
  });

  it('counts the games of a series won by each, and the drawn ones', () => {
    expect(tally([{ winner: 'north', scores: {} }, { winner: 'north', scores: {} }, { winner: null, scores: {} }], ['south', 'north'])).toBe('Games won: south 0, north 2 (1 drawn).');
    const s = series('dlp-gabata-shoa-i', 2, 4);
    const results = seriesResults(s);
    expect(results).toHaveLength(4);
    expect(results.at(-1)).toEqual(resultOf(s.game, s.entries[s.at - 1]!));
  });

  it('says, at the end of a round of the DLP, who won it and that the next is set up from what each holds', () => {
    const one = series('dlp-gabata-shoa-i', 2, 1);
    const r = resultOf(one.game, one.entries[one.at - 1]!);
    expect(endLines(one, after(one), 'north')).toEqual({
      result: winnerLine(r, ['south', 'north'], 'north'),
      standing: 'Each keeps what he won, and the next game is set up from it.',
    });
    const four = series('dlp-gabata-shoa-i', 2, 4);
    expect(endLines(four, after(four), 'north')!.standing).toBe(`${tally(seriesResults(four), ['south', 'north'])} Each keeps what he won, and the next game is set up from it.`);
  });

  it('says who wins the series once it is over, and why', () => {
    // Courlander's Abalalà, seed 3: A wins the fourth game 54 to 0, and B has no bean left for a fifth.
    const s = series('courlander-abalala', 3, 60);
    expect(after(s)).toEqual({ kind: 'series-over', winner: 'A', why: 'B has no beans left' });
    expect(endLines(s, after(s), 'A')).toEqual({ result: 'A, the computer, wins 54 to 0.', standing: 'A, the computer, wins the series: B has no beans left. Games won: B 0, A 4.' });
  });

  it('says nothing of an end while play goes on', () => {
    const s = newSession('walker-gabata');
    expect(endLines(s, after(s), null)).toBeNull();
    expect(who('south', null)).toBe('South');
  });
});
