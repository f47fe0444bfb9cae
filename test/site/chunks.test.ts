import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesetIds } from '../../src/engine/index';
import { rulesetOfChunk, scriptsOf } from './built';

/**
 * Each ruleset's rules are a chunk of their own, named after it (astro.config.mjs: a module a
 * chunk group captures always lands in that group's chunk), so the chunks a page loads say which
 * rulesets it carries. A page must carry only the rulesets it shows: none where its games were
 * played at build (the steppers, the comparisons), the one it opens on for the play page, the
 * ones its opening lanes run for the lab and the builder; the others come by dynamic import.
 */
const assets = readdirSync(new URL('../../dist/_astro/', import.meta.url));
const html = (path: string) => readFileSync(new URL(`../../dist${path}index.html`, import.meta.url), 'utf8');

/** The rulesets whose chunks a page loads, before any interaction and on the reader's first reach. */
function rulesetsLoaded(path: string): string[] {
  const page = html(path);
  const chunks = [...scriptsOf(page, 'now'), ...scriptsOf(page, 'later')];
  return chunks.flatMap((c) => rulesetOfChunk(c) ?? []).sort();
}

describe('per-ruleset chunks', () => {
  it('puts each ruleset in a chunk named after it', () => {
    for (const id of rulesetIds) expect(assets.filter((a) => new RegExp(`^ruleset-${id}\\.[\\w-]+\\.js$`).test(a)), id).toHaveLength(1);
  });

  it('gives a source page\'s steppers no ruleset: they were played at build', () => {
    expect(html('/sources/walker-gabata/')).toContain('class="stepper"');
    expect(rulesetsLoaded('/sources/walker-gabata/')).toEqual([]);
  });

  it('gives a comparison no ruleset: its lanes were played at build', () => {
    expect(html('/compare/reload-23/')).toContain('class="compare-stepper');
    expect(rulesetsLoaded('/compare/reload-23/')).toEqual([]);
  });

  it('gives the play page, before a switch, only the ruleset it opens on', () => {
    expect(rulesetsLoaded('/play/')).toEqual([rulesetIds[0]]);
  });

  it('gives the lab the rulesets of its opening lanes, and the builder those of its opening comparison', () => {
    expect(rulesetsLoaded('/lab/')).toEqual(['courlander-abalala', 'walker-gabata']);
    expect(rulesetsLoaded('/compare/custom/')).toEqual(['walker-gabata']);
  });

  it('leaves the other rulesets to a dynamic import, which names their chunks', () => {
    // An import() of the ruleset's chunk, or of the chunk of what only it uses, which preloads it.
    const play = [...scriptsOf(html('/play/'), 'later')].map((c) => readFileSync(new URL(`../../dist${c}`, import.meta.url), 'utf8')).join('\n');
    expect(play).toMatch(/import\(\s*[`"']\.\/ruleset-walker-gabata\./);
    expect(rulesetIds.filter((id) => play.includes(`ruleset-${id}.`))).toEqual(rulesetIds);
  });
});
