import { describe, expect, it } from 'vitest';
import { identifiers, leaksIn, pointersIn } from './identifiers';

describe('the identifier finder the leak tests use', () => {
  it('finds the ids a reader once met, each once, whole', () => {
    expect(leaksIn('Reading of race-end: both-finish (default)')).toEqual(['race-end', 'both-finish']);
    expect(leaksIn('vacated-check: turn; lanes titled walker-gabata')).toEqual(['vacated-check', 'walker-gabata']);
    expect(leaksIn('see walker.rule-14 and courlander.abalala.take')).toEqual(['walker.rule-14', 'courlander.abalala.take']);
    expect(leaksIn('into-opponent-claim')).toEqual(['into-opponent-claim']);
  });

  it('finds the pointers a reader cannot follow', () => {
    expect(leaksIn('(project notes, open question 5.1)')).toEqual(['project notes', 'open question 5']);
    expect(leaksIn('Ludii (notes §4)')).toEqual(['notes §4']);
    expect(pointersIn('File: content/sources/raw/walker.txt')).toEqual(['content/sources/raw']);
    expect(leaksIn('cites reading.race-no-take')).toContain('reading.r');
  });

  it('leaves words alone: English, addresses, and a sentence ending in "reading."', () => {
    expect(leaksIn('How the race ends: when both players have sown into an empty hole, our default')).toEqual([]);
    expect(leaksIn('the five- and seven-hole boards; it is our reading.')).toEqual([]);
    expect(leaksIn('/sources/walker-gabata/#walker.rule-5 and /play/#ruleset=walker-gabata')).toEqual([]);
    expect(identifiers).not.toContain('reload');
    expect(identifiers).toContain('skip-origin');
  });
});
