/**
 * A game record may name a preset of its ruleset (`"preset": "ludii"`): the preset's readings
 * apply first, the record's own `options` on top, and the preset's `first` where the record names
 * none. An unknown preset, or one the ruleset does not have, is refused naming the field.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/gobeta';
import { getRuleset } from '../../src/engine/index';
import { exportRecord, formatPlayHash, importRecord, parsePlayHash } from '../../src/play/link';

let dir: string;
let n = 0;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gobeta-preset-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(record: unknown): { code: number; stdout: string; stderr: string } {
  const path = join(dir, `record-${n++}.json`);
  writeFileSync(path, JSON.stringify(record));
  return main(['replay', path]);
}

function replayed(record: unknown) {
  const r = run(record);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as { opening: { events: { type: string; player?: string; reading?: string }[] } | null; moves: { position: unknown }[]; position: { claims: Record<string, string> } };
}

/** The first four turns of game 4 of Ludii's Gabata sample (../shared/oracle/ludii/), in Ludii's coordinates. */
const GABATA_MOVES = ['D1', 'D2', 'B1', 'D2'];
const GABATA_LUDII = { 'claim-side': 'either', 'weg-take-continues': 'ends', 'round-remainder': 'ludii', 'series-end': 'one-or-none', 'empty-weg': 'stays', 'skip-origin': false };
const ABALALAE_LUDII = { 'first-phase': 'south-first', rounds: 'one', 'vacated-check': 'sowing', 'left-capture': 'both', 'skip-origin': false };

describe('the ludii presets', () => {
  it('are declared as data by the two DLP rulesets, with the readings that agree with Ludii', () => {
    expect(getRuleset('dlp-gabata-shoa-i').presets?.ludii).toMatchObject({ game: 'Gabata (Shoa I)', options: GABATA_LUDII, first: 'south' });
    expect(getRuleset('dlp-abalalae').presets?.ludii).toMatchObject({ game: "Abalala'e", options: ABALALAE_LUDII });
    expect(getRuleset('dlp-abalalae').presets?.ludii?.first).toBeUndefined();
    expect(getRuleset('courlander-abalala').presets?.ludii).toBeUndefined();
  });
});

describe('replay: a record with "preset"', () => {
  it('plays exactly as the same record with the preset\'s readings and first written out', () => {
    const withPreset = replayed({ ruleset: 'dlp-gabata-shoa-i', preset: 'ludii', moves: GABATA_MOVES });
    const spelt = replayed({ ruleset: 'dlp-gabata-shoa-i', options: GABATA_LUDII, first: 'south', moves: GABATA_MOVES });
    expect(withPreset).toEqual(spelt);
    expect(withPreset.moves).toHaveLength(4);
  });

  it('plays differently from the default readings (a weg in the mover\'s own row, as Ludii makes it)', () => {
    const withPreset = replayed({ ruleset: 'dlp-gabata-shoa-i', preset: 'ludii', moves: GABATA_MOVES });
    const plain = replayed({ ruleset: 'dlp-gabata-shoa-i', moves: GABATA_MOVES });
    expect(withPreset.position).not.toEqual(plain.position);
    // South's last move makes a weg on his own side (row 1) only under the preset's claim-side "either".
    const ownRow = Object.entries(withPreset.position.claims).filter(([l, p]) => p === 'north' ? l.endsWith('2') : l.endsWith('1'));
    expect(ownRow.length).toBeGreaterThan(0);
    expect(Object.entries(plain.position.claims).filter(([l, p]) => (p === 'north' ? l.endsWith('2') : l.endsWith('1')))).toEqual([]);
  });

  it("takes the record's own options on top of the preset's", () => {
    const mixed = replayed({ ruleset: 'dlp-gabata-shoa-i', preset: 'ludii', options: { 'claim-side': 'opponent' }, moves: GABATA_MOVES.slice(0, 2) });
    const spelt = replayed({ ruleset: 'dlp-gabata-shoa-i', options: { ...GABATA_LUDII, 'claim-side': 'opponent' }, first: 'south', moves: GABATA_MOVES.slice(0, 2) });
    expect(mixed).toEqual(spelt);
  });

  it("takes the preset's first player where the record names none, and the record's where it does", () => {
    const south = replayed({ ruleset: 'dlp-gabata-shoa-i', preset: 'ludii', moves: [] });
    expect(south.opening!.events.find((e) => e.type === 'first-player')?.player).toBe('south');
    const north = replayed({ ruleset: 'dlp-gabata-shoa-i', preset: 'ludii', first: 'north', moves: [] });
    expect(north.opening!.events.find((e) => e.type === 'first-player')?.player).toBe('north');
  });

  it("Abalala'e under its preset: no race, south first, Ludii's moves in Ludii's coordinates", () => {
    const out = replayed({ ruleset: 'dlp-abalalae', preset: 'ludii', moves: ['A1', 'F3'] });
    expect(out.opening!.events.map((e) => e.type)).toEqual(['first-player']);
    expect(out.opening!.events[0]).toMatchObject({ player: 'south', reading: 'first-phase' });
    expect(out).toEqual(replayed({ ruleset: 'dlp-abalalae', options: ABALALAE_LUDII, moves: ['A1', 'F3'] }));
    // Without the preset the race opens the game.
    expect(replayed({ ruleset: 'dlp-abalalae', moves: [] }).opening!.events.map((e) => e.type)).toContain('race-end');
  });
});

describe('replay: a preset refused (exit 2, one line naming "preset")', () => {
  const refused = (record: unknown, ...parts: string[]) => {
    const r = run(record);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^gobeta: preset: /);
    for (const p of parts) expect(r.stderr).toContain(p);
  };

  it('an unknown preset name, with the presets there are', () => {
    refused({ ruleset: 'dlp-gabata-shoa-i', preset: 'lud', moves: [] }, '"lud" is not a preset', 'presets: ludii', 'dlp-gabata-shoa-i has ludii');
  });

  it('a preset the ruleset does not have', () => {
    refused({ ruleset: 'courlander-abalala', preset: 'ludii', moves: [] }, 'courlander-abalala has no "ludii" preset', 'it has none');
  });

  it('a preset that is not a string', () => {
    refused({ ruleset: 'dlp-abalalae', preset: true, moves: [] }, 'true is not a preset');
  });
});

describe('a record read with a preset, written again (the play page\'s export and link)', () => {
  it('names the preset again, with only the readings that differ from it', () => {
    const text = JSON.stringify({ ruleset: 'dlp-gabata-shoa-i', preset: 'ludii', options: { 'claim-side': 'opponent' }, moves: GABATA_MOVES.slice(0, 2) });
    const imported = importRecord(text);
    if (!('session' in imported)) throw new Error(imported.error);
    const out = JSON.parse(exportRecord(imported.session)) as Record<string, unknown>;
    expect(out).toEqual({ ruleset: 'dlp-gabata-shoa-i', preset: 'ludii', options: { 'claim-side': 'opponent' }, first: 'south', moves: GABATA_MOVES.slice(0, 2) });
    const hash = formatPlayHash(imported.session, { computer: null, strength: 'random' });
    expect(hash).toContain('preset=ludii');
    const back = parsePlayHash(hash, ['random'], 'random');
    if (!back || !('session' in back)) throw new Error(JSON.stringify(back));
    expect(JSON.parse(exportRecord(back.session))).toEqual(out);
  });

  it('a record without one is written as before, every reading that differs from the defaults named', () => {
    const imported = importRecord(JSON.stringify({ ruleset: 'dlp-abalalae', options: ABALALAE_LUDII, moves: ['A1'] }));
    if (!('session' in imported)) throw new Error(imported.error);
    const out = JSON.parse(exportRecord(imported.session)) as Record<string, unknown>;
    expect(out.preset).toBeUndefined();
    expect(out.options).toEqual({ 'first-phase': 'south-first', rounds: 'one', 'vacated-check': 'sowing' });
  });
});
