import { describe, expect, it } from 'vitest';
import { rulesetIds, mulberry32 } from '../../src/engine/index';
import { playExample } from '../../src/examples/example';
import { entryExample, moveList, recentEntries } from '../../src/play/moves';
import { newSession, play, position, setUpNext, undo, type Session } from '../../src/play/session';
import { randomPlay } from './helpers';


describe('the move list', () => {
  it('numbers moves per game, marks what undo took back, and starts a new game at a set-up', () => {
    let s = randomPlay(newSession('courlander-abalala'), mulberry32(5), 2000);
    const moves = s.entries.filter((e) => e.kind === 'move').length;
    s = randomPlay(setUpNext(s), mulberry32(1), 2);
    s = undo(s);
    const list = moveList(s);
    expect(list[0]!.text).toMatch(/^The opening \(\d+ sown\)$/);
    expect(list[1]!.text).toMatch(/^1\. [AB] from \d+/);
    const setUp = list.find((i) => i.kind === 'set-up')!;
    expect(setUp.game).toBe(2);
    expect(setUp.text).toMatch(/^Set-up from B \d+, A \d+$/);
    expect(list.filter((i) => i.game === 1 && i.kind === 'move')).toHaveLength(moves);
    expect(list.at(-1)!.text).toMatch(/^2\. /);
    expect(list.at(-1)!.undone).toBe(true);
    expect(list.at(-2)!.undone).toBe(false);
  });
});

describe('any step of the game opened in the stepper', () => {
  for (const id of rulesetIds) {
    it(`${id}: each entry replays as an example to the position the game reached`, () => {
      let s = randomPlay(newSession(id), mulberry32(3), 500);
      try {
        s = randomPlay(setUpNext(s), mulberry32(4), 3);
      } catch {
        // The series may be over (or the game stopped): the first game's entries are enough.
      }
      s.entries.forEach((e, i) => {
        const played = playExample(entryExample(s, i));
        expect(played.final, `${id} entry ${i} (${e.kind})`).toEqual(e.state);
      });
    });
  }
});

describe('what just happened', () => {
  it('tells the computer’s replies back to the person’s last move, and only the last entry between people', () => {
    let s = newSession('courlander-abalala');
    s = randomPlay(s, mulberry32(8), 6);
    const players = s.entries.map((e) => (e.kind === 'move' ? e.player : null));
    const back = recentEntries(s, 'A');
    const last = s.at - 1;
    expect(back.at(-1)).toBe(last);
    // Every entry told but the first is the computer's (or the opening); the first is not the computer's move.
    for (const i of back.slice(1)) expect(players[i] === 'A' || s.entries[i]!.kind === 'opening').toBe(true);
    if (back.length < 4 && back[0]! > 0) expect(players[back[0]!]).not.toBe('A');
    expect(recentEntries(s, null)).toEqual([last]);
    expect(recentEntries(newSession('walker-gabata'), null)).toEqual([0]);
    expect(recentEntries(undo(undo(undo(undo(undo(undo(s)))))), 'A')).toEqual([0]);
  });
});
