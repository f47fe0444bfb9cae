import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatChoice, makeLane, parseChoice, rulesetsFor } from '../../src/compare/custom';
import { readExample } from '../../src/examples/example';

const dir = new URL('../../content/examples/', import.meta.url);
const examples = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => readExample(JSON.parse(readFileSync(new URL(f, dir), 'utf8'))));
const byId = (id: string) => examples.find((e) => e.id === id)!;

describe('a comparison the reader builds', () => {
  it('offers the rulesets of the same board for a game record, and only its own for a set-up', () => {
    expect(rulesetsFor(byId('courlander-b-sows-from-hole-4'))).toEqual(['courlander-abalala', 'courlander-sulus-aidi', 'courlander-sulus-nishtaw', 'walker-gabata']);
    expect(rulesetsFor(byId('courlander-diagram-2-reload'))).toEqual(['courlander-abalala']);
  });

  it('round-trips through the URL', () => {
    const choice = { example: 'courlander-b-sows-from-hole-4', lanes: [makeLane('courlander-abalala', {}), makeLane('walker-gabata', { 'empty-hole-take': 'own-side', 'skip-origin': true })] };
    expect(parseChoice(`#${formatChoice(choice)}`, examples)).toEqual({ choice });
  });

  it('names what is wrong with a broken link', () => {
    expect(parseChoice('#compare=custom&example=nope', examples)).toEqual({ error: 'The link names no example we have ("nope").' });
    expect(parseChoice('#compare=custom&example=courlander-b-sows-from-hole-4&lane=dlp-gabata-shoa-i&lane=courlander-abalala', examples)).toEqual({ error: 'The link\'s lane 1 asks for the DLP\'s Gabata (Shoa I), which this example cannot be played under.' });
    expect(parseChoice('#compare=custom&example=courlander-b-sows-from-hole-4&lane=courlander-abalala|race-end=sometimes&lane=courlander-abalala', examples)).toEqual({ error: 'The link\'s lane 1 asks for a reading of “How the race ends” (“sometimes”) that Courlander\'s Abalalà, 1943 does not offer.' });
    expect(parseChoice('#compare=custom&example=courlander-b-sows-from-hole-4&lane=courlander-abalala', examples)).toMatchObject({ error: expect.stringContaining('two to four lanes') });
    expect(parseChoice('#example=x&step=1', examples)).toBeNull();
  });
});
