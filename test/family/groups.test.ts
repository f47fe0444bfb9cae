import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/engine/index';
import { byGroup, groupOf, groups } from '../../src/family/groups';

describe('the groups of the family', () => {
  it('places every game of the catalog in a group it names, the three-row games first', () => {
    for (const r of catalog) expect(groups.map((g) => g.id), r.id).toContain(r.family);
    expect(groupOf('courlander-abalala').name).toBe('Three rows');
    expect(groupOf('dlp-gabata-shoa-i').name).toBe('Two rows: wegs');
  });

  it('lists items group by group, keeping their order within a group, and leaves empty groups out', () => {
    const listed = byGroup(['dlp-gabata-shoa-i', 'walker-gabata', 'courlander-abalala'], (id) => id);
    expect(listed.map((g) => [g.group.name, g.items])).toEqual([
      ['Three rows', ['walker-gabata', 'courlander-abalala']],
      ['Two rows: wegs', ['dlp-gabata-shoa-i']],
    ]);
  });

  it('names the game it cannot place', () => {
    expect(() => groupOf('no-such-game')).toThrow('No game "no-such-game" in the catalog');
  });
});
