import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allowedValues, legalMoves, mulberry32, rulesetIds } from '../../src/engine/index';
import type { OptionId } from '../../src/engine/index';
import { playExample, readExample } from '../../src/examples/example';
import { explain } from '../../src/play/explain';
import { after, newSession, play, position, setUpNext, type Session } from '../../src/play/session';
import { buildSteps } from '../../src/widgets/steps';
import { copyFaults } from './copy-check';

/**
 * Every sentence the site writes about a game, read for the faults a reader would trip on: each
 * step of each worked example under each reading it offers, and each line of seeded random games.
 */
const dir = new URL('../../content/examples/', import.meta.url);
const examples = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => readExample(JSON.parse(readFileSync(new URL(f, dir), 'utf8'))));

/** The faults of a list of texts, each with where it came from; empty when all read well. */
const faultsOf = (texts: { where: string; text: string }[]) =>
  texts.flatMap(({ where, text }) => copyFaults(text).map((f) => `${where}: ${f}: "${text}"`));

describe('the checker', () => {
  it('finds the faults it is for, and passes plain sentences', () => {
    expect(copyFaults('south lifts the two beans in hole a.')).toContain('a sentence starts in lower case');
    expect(copyFaults('B lifts all two and sows on.')).toContain('"all" with one or two');
    expect(copyFaults('B relays one more times.')).toContain('"one more times"');
    expect(copyFaults('B puts 1 beans in hole 3.')).toContain('one with a plural');
    expect(copyFaults('B drops a 1 in hole 3.')).toContain('"a" before a figure');
    expect(copyFaults('B takes the the beans.')).toContain('a doubled word');
    expect(copyFaults('As read by race-end.')).toContain('a raw id: race-end');
    expect(copyFaults('See courlander.abalala.take.')).toContain('a raw id: courlander.abalala.take');
    expect(copyFaults('South lifts both beans in hole A, and sows on; north to move.')).toEqual([]);
  });
});

describe('narration of every worked example', () => {
  it.each(examples.map((e) => [e.id, e] as const))('%s reads well at every step, under every reading it offers', (_id, example) => {
    const played = playExample(example);
    const runs: { label: string; options: Record<string, unknown> }[] = [{ label: 'defaults', options: {} }];
    for (const r of example.readings ?? []) {
      for (const v of allowedValues(played.game.rules, r as OptionId)) runs.push({ label: `${r}=${String(v)}`, options: { [r]: v } });
    }
    const texts = runs.flatMap(({ label, options }) => {
      const p = playExample(example, options);
      return buildSteps(p, p.game.rules.notation).map((s) => ({ where: `${label}, step ${s.index}`, text: s.narration }));
    });
    expect(texts.length).toBeGreaterThan(runs.length);
    expect(faultsOf(texts)).toEqual([]);
  });
});

describe('the play page\'s lines, over seeded random games', () => {
  /** Random legal moves through a session, setting up each next game of a series, up to a cap. */
  function randomSeries(s: Session, rnd: () => number, cap = 300): Session {
    for (let n = 0; n < cap; n++) {
      const moves = legalMoves(s.game, position(s));
      if (moves.length > 0) s = play(s, moves[Math.floor(rnd() * moves.length)]!);
      else if (after(s).kind === 'next') s = setUpNext(s);
      else break;
    }
    return s;
  }

  it.each(rulesetIds.map((id) => [id] as const))('%s: every line of six games reads well', (id) => {
    const texts: { where: string; text: string }[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const s = randomSeries(newSession(id), mulberry32(seed));
      s.entries.forEach((e, i) => {
        for (const l of explain(s.game, e.before, e.events, s.game.rules.notation)) texts.push({ where: `seed ${seed}, entry ${i}`, text: l.text });
      });
    }
    expect(texts.length).toBeGreaterThan(100);
    expect(faultsOf(texts)).toEqual([]);
  });
});
