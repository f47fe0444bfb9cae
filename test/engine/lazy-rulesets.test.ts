import { describe, expect, it } from 'vitest';

// An island's engine: the game, the catalog and the loader, and no ruleset until one is loaded
// (nothing here imports the engine's front door, whose registry loads them all).

const { createGame, getRuleset } = await import('../../src/engine/game');
const { catalog, rulesetIds } = await import('../../src/engine/rulesets/catalog');
const { isLoaded, loadRuleset, pendingLoad } = await import('../../src/engine/rulesets/load');
const { fixedReading, isOptionId, knownOptionIds, optionSpec } = await import('../../src/engine/options');
const { optionLabel } = await import('../../src/words/terms');

describe('rulesets loaded on demand', () => {
  it('has no ruleset present until one is imported or loaded', () => {
    expect(rulesetIds.filter(isLoaded)).toEqual([]);
    expect(() => createGame('walker-gabata')).toThrow(/not loaded: await loadRuleset\("walker-gabata"\)/);
  });

  it('still names an unknown ruleset as the engine always has', () => {
    expect(() => getRuleset('mancala')).toThrow(/unknown ruleset "mancala"/);
    expect(pendingLoad('mancala')).toBeNull();
    expect(pendingLoad(null)).toBeNull();
  });

  it('loads a ruleset, and with it only what its rules build on', async () => {
    const pending = pendingLoad('walker-gabata');
    expect(pending).not.toBeNull();
    const rules = await pending!;
    expect(rules.id).toBe('walker-gabata');
    expect(createGame('walker-gabata').rules).toBe(rules);
    expect(pendingLoad('walker-gabata')).toBeNull();
    expect(rulesetIds.filter(isLoaded)).toEqual(['walker-gabata']);
  });

  it('knows the readings of the rulesets loaded, and no others', async () => {
    // Walker's Gabata is loaded (above): the race's, the takes', the reload's readings, and the sowing's.
    expect(optionSpec('race-end')?.label).toBe('How the race ends');
    expect(fixedReading('endless')?.label).toBe('A sowing that never ends is stopped');
    expect(isOptionId('claim-side')).toBe(false);
    expect(fixedReading('division-order')).toBeUndefined();
    expect(isOptionId('left-capture')).toBe(false);
    expect(knownOptionIds()).not.toContain('left-capture');
    expect(fixedReading('continue-one-counter')).toBeUndefined();
    expect(() => optionLabel('left-capture')).toThrow(/No words for option "left-capture"/);
    await loadRuleset('dlp-abalalae');
    expect(isOptionId('left-capture')).toBe(true);
    expect(knownOptionIds()).toEqual(expect.arrayContaining(['race-end', 'left-capture', 'first-phase', 'rounds', 'round-opening']));
    expect(optionLabel('left-capture')).toBe("A capture on the left half in Abalala'e");
    expect(fixedReading('continue-one-counter')?.label).toBe('After a capture, the capturing counter is sown on');
    expect(isOptionId('observed')).toBe(false);
  });

  it('loads every ruleset of the catalog, each under its own id, with the catalog\'s facts', async () => {
    for (const about of catalog) {
      const rules = await loadRuleset(about.id);
      expect(rules.id).toBe(about.id);
      expect(rules.title).toBe(about.title);
      expect(rules.source).toBe(about.source);
      expect(rules.board({}).id, `${about.id}: its board`).toBe(about.boardId);
      expect(rules.ownRecordsOnly).toBe('ownRecordsOnly' in about ? about.ownRecordsOnly : undefined);
    }
    expect(rulesetIds.filter(isLoaded)).toEqual(rulesetIds);
  });
});
