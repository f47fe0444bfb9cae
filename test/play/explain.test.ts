import { describe, expect, it } from 'vitest';
import { createGame, nextGame, playMove, emptyBoard, dropsIn } from '../../src/engine/index';
import { explain } from '../../src/play/explain';
import { newSession, position } from '../../src/play/session';

describe('what just happened, in words', () => {
  it('tells the opening race in a few lines, each with its clause', () => {
    const s = newSession('courlander-abalala');
    const o = s.entries[0]!;
    const lines = explain(s.game, o.before, o.events, 'courlander');
    expect(lines.length).toBeLessThan(o.events.length / 4);
    expect(lines.at(-2)?.text ?? lines.at(-1)!.text).toMatch(/race/);
    expect(lines.some((l) => /opening race is over/.test(l.text))).toBe(true);
    for (const l of lines) expect(l.clause).toMatch(/^(courlander|reading)\./);
    expect(dropsIn(o.events)).toBeGreaterThan(0);
  });

  it('sums up a long run of relays in one line', () => {
    // B from hole 2 after the standard race (checked by hand against the events): seven relays,
    // then a take, then a new sowing of two relays.
    const s = newSession('courlander-abalala');
    const p = position(s);
    const r = playMove(s.game, p, 1);
    expect(r.events.filter((e) => e.type === 'relay')).toHaveLength(9);
    const lines = explain(s.game, p, r.events, 'courlander').map((l) => l.text);
    expect(lines.filter((l) => /and sows on/.test(l))).toHaveLength(3 + 2);
    expect(lines[4]).toBe('B relays four more times, from holes 3, 5, 12 and 14.');
    expect(lines[5]).toMatch(/^The last bean fell into an empty hole.*B takes one from hole 13 and six from hole 18 \(seven beans\)/);
    expect(lines.at(-1)).toBe('A to move.');
  });

  it('puts a set-up as one line per player and reason, not one per hole', () => {
    const g = createGame('courlander-abalala');
    const r = nextGame(g, { B: 23, A: 31 });
    const lines = explain(g, emptyBoard(g.board, g.rules.players, { B: 23, A: 31 }), r.events, 'courlander');
    const places = r.events.filter((e) => e.type === 'place').length;
    expect(places).toBeGreaterThan(6);
    const placing = lines.filter((l) => /puts .* in holes? /.test(l.text));
    expect(placing.length).toBeGreaterThan(0);
    expect(placing.length).toBeLessThan(places);
    const beans = placing.reduce((n, l) => n + Number(/puts (\d+|\w+) /.exec(l.text)![1]!.replace(/^\D+$/, (w) => String(['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].indexOf(w)))), 0);
    expect(beans).toBe(r.events.reduce((n, e) => n + (e.type === 'place' ? e.count : 0), 0));
  });
});
