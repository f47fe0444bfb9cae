import { describe, expect, it } from 'vitest';
import { DEFAULT_CHOICE, groupRuns, defaultChoice, readChoice, shownLine, toggle, writeChoice } from '../../src/compare/witness-choice';
import { witnesses } from '../../src/words/witnesses';

/** The comparison by topic's choice of witnesses, and the address that keeps it (src/compare/witness-choice.ts). */
const all = witnesses.map((w) => w.page);

describe('the witnesses set side by side', () => {
  it('opens on two records of each of two games, witnesses the site has', () => {
    expect(defaultChoice(all)).toEqual(['courlander-abalala', 'courlander-sulus-nishtaw', 'dlp-abalalae', 'dlp-gabata-adowa']);
    for (const p of DEFAULT_CHOICE) expect(all).toContain(p);
    // A witness not yet on the site is skipped, not shown empty.
    expect(defaultChoice(['walker-gabata', 'dlp-abalalae'])).toEqual(['dlp-abalalae']);
  });

  it('reads the default from an address with no choice in it, or a topic\'s anchor', () => {
    for (const hash of ['', '#', '#board', '#capture']) expect(readChoice(hash, all)).toEqual({ chosen: defaultChoice(all) });
  });

  it('reads a shared choice, in the page\'s order, whatever the order of the link', () => {
    expect(readChoice('#witnesses=dlp-gabata-aksum,walker-gabata', all)).toEqual({ chosen: ['walker-gabata', 'dlp-gabata-aksum'] });
    expect(readChoice('#witnesses=walker-gabata,walker-gabata', all)).toEqual({ chosen: ['walker-gabata'] });
  });

  it('says what is wrong with a broken link, and shows the default', () => {
    const unknown = readChoice('#witnesses=walker-gabata,dlp-nonesuch', all);
    expect(unknown.chosen).toEqual(defaultChoice(all));
    expect(unknown.problem).toBe('The link names a witness this page does not have (“dlp-nonesuch”), so the default witnesses are shown.');
    expect(readChoice('#witnesses=a,b', all).problem).toMatch(/^The link names witnesses this page does not have \(“a”, “b”\)/);
    expect(readChoice('#witnesses=', all)).toEqual({ chosen: defaultChoice(all), problem: 'The link chooses no witness, so the default witnesses are shown.' });
    expect(readChoice('#witnesses=%E0%A4%A', all).problem).toBeDefined();
  });

  it('writes a choice that reads back the same, and no hash for the default', () => {
    const choice = ['dlp-gabata-aksum', 'courlander-sulus-aidi'];
    const hash = writeChoice(choice, all);
    expect(hash).toBe('#witnesses=courlander-sulus-aidi,dlp-gabata-aksum');
    expect(readChoice(hash, all).chosen).toEqual(['courlander-sulus-aidi', 'dlp-gabata-aksum']);
    expect(writeChoice(defaultChoice(all), all)).toBe('');
  });

  it('shows and hides a witness, and keeps the last one shown', () => {
    expect(toggle(['dlp-abalalae'], 'courlander-abalala', true, all)).toEqual(['courlander-abalala', 'dlp-abalalae']);
    expect(toggle(['courlander-abalala', 'dlp-abalalae'], 'courlander-abalala', false, all)).toEqual(['dlp-abalalae']);
    expect(toggle(['dlp-abalalae'], 'dlp-abalalae', false, all)).toEqual(['dlp-abalalae']);
    expect(shownLine(['dlp-abalalae'], all)).toBe(`1 of ${all.length} witnesses shown.`);
  });

  it('lists the witnesses in runs of one group each, in the order the groups first come', () => {
    const runs = groupRuns(['a1', 'b1', 'a2', 'c1'], (w) => w[0]!);
    expect(runs).toEqual([
      { group: 'a', items: ['a1', 'a2'] },
      { group: 'b', items: ['b1'] },
      { group: 'c', items: ['c1'] },
    ]);
  });
});
