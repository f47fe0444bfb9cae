import { describe, expect, it } from 'vitest';
import { positionToJson, mulberry32 } from '../../src/engine/index';
import { newSession, play, position, undo } from '../../src/play/session';
import { clampView, entryMarks, viewed, viewForKey, viewTitle } from '../../src/play/view';
import { randomPlay } from './helpers';

const json = (s: ReturnType<typeof newSession>, state = position(s)) => positionToJson(s.game, state);

describe('viewing an earlier position', () => {
  const s = randomPlay(newSession('walker-gabata'), mulberry32(5), 6);

  it('shows the position after as many entries as the view names, and the game as it stands with no view', () => {
    expect(json(s, viewed(s, null).state)).toEqual(json(s));
    expect(json(s, viewed(s, 0).state)).toEqual(json(s, s.start));
    for (let k = 1; k <= s.at; k++) {
      const v = viewed(s, k);
      expect(v.entry).toBe(s.entries[k - 1]);
      expect(json(s, v.state)).toEqual(json(s, s.entries[k - 1]!.state));
    }
  });

  it('never views past the game as it stands, nor before its start', () => {
    const back = undo(undo(s));
    expect(clampView(back, 99)).toBe(back.at);
    expect(clampView(back, -3)).toBe(0);
    expect(viewed(back, 99).at).toBe(back.at);
  });

  it('walks with the arrow keys, Home and End, and is back at the game at its end', () => {
    expect(viewForKey(s, null, 'ArrowLeft')).toBe(s.at - 1);
    expect(viewForKey(s, 2, 'ArrowLeft')).toBe(1);
    expect(viewForKey(s, 0, 'ArrowLeft')).toBe(0);
    expect(viewForKey(s, 2, 'ArrowRight')).toBe(3);
    expect(viewForKey(s, s.at - 1, 'ArrowRight')).toBeNull();
    expect(viewForKey(s, null, 'ArrowRight')).toBeNull();
    expect(viewForKey(s, 3, 'Home')).toBe(0);
    expect(viewForKey(s, 3, 'End')).toBeNull();
    expect(viewForKey(s, 3, 'a')).toBeUndefined();
  });

  it('names a view as the move list numbers it', () => {
    // The opening is entry 1; the moves after it are numbered from 1.
    expect(viewTitle(s, 0)).toBe('the start');
    expect(viewTitle(s, 1)).toBe('the opening');
    expect(viewTitle(s, 2)).toBe(`move 1 of ${s.at - 1}`);
    expect(viewTitle(s, s.at)).toBe(`move ${s.at - 1} of ${s.at - 1}`);
    expect(viewTitle(undo(s), 2)).toBe(`move 1 of ${s.at - 2}`);
  });

  it('keeps the session: a view is not an undo', () => {
    const entries = s.entries.length;
    viewed(s, 1);
    expect(s.entries).toHaveLength(entries);
    expect(s.at).toBe(entries);
  });
});

describe('the last move marked', () => {
  it('marks the hole sown from and the hole its last bean fell in', () => {
    const s0 = newSession('walker-gabata');
    const p = position(s0);
    const hole = p.holes.findIndex((n, h) => n > 0 && p.owners[h] === p.toMove);
    const s = play(s0, hole);
    const e = s.entries.at(-1)!;
    const drops = e.events.filter((x) => x.type === 'drop').map((x) => ('hole' in x ? x.hole : -1));
    const m = entryMarks(e);
    expect(m.from).toBe(hole);
    expect(m.last).toBe(drops.at(-1));
    expect(m.path).toContain(drops.at(-1));
  });

  it('marks the last sowing of any move of a long game, and nothing before the first', () => {
    const s = randomPlay(newSession('courlander-abalala'), mulberry32(9), 20);
    for (const e of s.entries.filter((x) => x.kind === 'move' && x.move !== 'pass')) {
      const m = entryMarks(e);
      expect(m.from).not.toBeNull();
      expect(m.from).toBeDefined();
      expect(typeof m.last).toBe('number');
    }
    expect(entryMarks(null)).toEqual({});
  });
});
