import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getRuleset, resolveOptions, rulesetIds, sourceFiles } from '../../src/engine/index';
import type { Options } from '../../src/engine/index';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Modules that may name a ruleset or a source, each with the reason: they are about particular
 * games or works (content), not code that serves every ruleset.
 */
const allowed: Record<string, string> = {
  'src/engine/rulesets/': 'the rulesets themselves, and the registry that lists them',
  'src/engine/clauses.ts': 'the source sentences: each names the source it is quoted from',
  'src/engine/mechanics/reload.ts': "the reload readings, one of them the DLP's Abalala'e's (a reading, not the ruleset)",
  'src/engine/mechanics/race.readings.ts': "the race's readings: their evidence quotes sentences of particular sources (the DLP's Abalala'e among them)",
  'src/engine/mechanics/take.readings.ts': "the takes' readings: their evidence quotes sentences of particular sources (the DLP's Abalala'e among them)",
  'src/engine/mechanics/fours.readings.ts': "the capture of fours' readings: their evidence quotes sentences of the DLP's Rab'e page, whose game the mechanic serves first",
  'src/engine/mechanics/stuck.readings.ts': "the readings of a round's end when a player cannot move: their evidence quotes sentences of the DLP's Rio Kadalis page, whose game the mechanic serves first",
  'src/engine/mechanics/wegue.readings.ts': "the wegue games' readings: their evidence quotes sentences of the DLP's Gabata (Adowa) and Gabata (Aksum) pages, which the mechanic serves",
  'src/engine/mechanics/wegs.readings.ts': "the two-row weg games' readings: their evidence quotes sentences of the DLP's pages whose games the mechanic serves (Tuz's among them)",
  'src/engine/mechanics/fivethree.readings.ts': "the stylised five-three opening's readings: their evidence quotes the sentences of the DLP's Tuz page that give its two ways, and of Lamosh's that capture its four",
  'src/engine/mechanics/again.readings.ts': "the readings of another turn after a capture: their evidence quotes the sentence of the DLP's Lam Waladach page, whose game the mechanic serves first",
  'src/engine/mechanics/claims.readings.ts': "the claims' readings: their evidence quotes sentences of the DLP's Qelat, Awagagae and Mewegae pages, whose captured holes the mechanic serves",
  'src/engine/mechanics/reload.readings.ts': "the reload's readings, one of them named after the DLP's Abalala'e, whose text gives it (a reading, not the ruleset)",
  'src/words/citations.ts': 'the bibliography: works are named by their own ids, which some sources share',
  'src/diagrams/catalog.ts': "the redrawn figures of particular sources' games",
  'src/compare/presets.ts': 'the comparisons chosen for particular games',
  'src/compare/abalala-three-ways.ts': "the comparisons of the three witnesses of Courlander's Abalalà",
  'src/compare/topics.ts': "the comparison by topic: a column for each witness's sentences",
  'src/compare/nishtaw-ways.ts': "the comparisons of the witnesses of Courlander's Sulus Nishtaw, one lane each",
  'src/compare/two-row-ways.ts': "the comparisons of the two-row games, one lane a game of a group",
  'src/compare/across-boards.ts': "the comparisons of games of one name on three rows and on two, one lane a game",
  'src/compare/sulus-by-name.ts': "Courlander's Sulus Aidi against the DLP's Selus, made ready for Selus's lane",
  'src/compare/witness-choice.ts': 'the witnesses the comparison by topic shows first, chosen by name',
  'src/family/kin.ts': 'which games witness which: our reading of particular games',
  'src/glossary/terms.ts': "the glossary: each term in each source's own words",
  'src/pages/index.astro': "the home page's example, a Courlander game",
  'src/pages/method.astro': "the method page: it quotes particular sources' headings and sentences, and links their pages",
  'src/pages/engine/records.astro': 'the record format documented with a worked command',
  'src/lab/opening-rules.ts': "the rulesets the lab opens on, imported by name so that the island has them at once (test/engine/opening-rulesets.test.ts holds them to its opening)",
  'src/howto/data.ts': "what each ruleset's how-to-play card needs that no declaration gives (its sides' and set-up's sentences), keyed by the catalog",
  'src/compare/opening-rules.ts': "the rulesets the comparison builder opens on, imported by name likewise (the same test holds them to its opening)",
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });
}

/** The text with comments blanked (kept line for line): a comment naming a ruleset is prose. */
const code = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the registry', () => {
  const sourceIds = Object.keys(sourceFiles).filter((s) => s !== 'notes');
  const names = [...new Set([...rulesetIds, ...sourceIds])];
  const named = new RegExp(`(?<![\\w-])(${names.map(escape).join('|')})(?![\\w-])`);

  it('is the only place a generic module learns of a ruleset: none names a ruleset or source id', () => {
    const found: string[] = [];
    for (const path of files(join(root, 'src'))) {
      const rel = relative(root, path).replaceAll('\\', '/');
      if (Object.keys(allowed).some((a) => (a.endsWith('/') ? rel.startsWith(a) : rel === a))) continue;
      code(readFileSync(path, 'utf8'))
        .split('\n')
        .forEach((line, i) => {
          const m = line.match(named);
          if (m) found.push(`${rel}:${i + 1} names "${m[1]}"`);
        });
    }
    expect(found, 'generic code should read what it needs from the ruleset declarations').toEqual([]);
    for (const a of Object.keys(allowed)) expect(existsSync(join(root, a)), `allowed, but gone: ${a}`).toBe(true);
  });

  it("has a folder in src/engine/rulesets/ for each ruleset and for nothing else: the build's chunks take every folder there for one (astro.config.mjs)", () => {
    const dir = join(root, 'src/engine/rulesets');
    const folders = readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
    expect(folders.sort()).toEqual([...rulesetIds].sort());
  });

  it('has a raw copy of every source, and the raw sources\' README lists each file there', () => {
    const rawDir = join(root, 'content/sources/raw');
    const present = readdirSync(rawDir).filter((f) => f !== 'README.md');
    for (const [id, file] of Object.entries(sourceFiles)) if (id !== 'notes') expect(present, id).toContain(file);
    const readme = readFileSync(join(rawDir, 'README.md'), 'utf8');
    for (const f of present) expect(readme, f).toContain(`\`${f}\``);
  });
});

describe('options typed by option id', () => {
  it('checks a read or a default against the option\'s declared values, and a record\'s options at run time', () => {
    const fine: Options = { observed: 'five-holes', 'skip-origin': true };
    // @ts-expect-error: 'five-hole' is not one of the observed rulesets (tsc checks this line)
    const typo: Options = { observed: 'five-hole' };
    // @ts-expect-error: no option has this id
    const unknown: Options = { 'series-ends': 'one-or-none' };
    expect(resolveOptions(getRuleset('dlp-gabata-shoa-i'), fine)).toMatchObject(fine);
    expect(() => resolveOptions(getRuleset('dlp-gabata-shoa-i'), typo)).toThrow(/"five-hole" is not a reading of "observed"/);
    expect(() => resolveOptions(getRuleset('dlp-gabata-shoa-i'), unknown)).toThrow(/has no option "series-ends"/);
  });
});
