import { describe, expect, it } from 'vitest';
import { currentLinks, groupOf, prevNext, shortAuthor, siteGroups } from '../../src/nav/site-nav';

const sources = [
  { id: 'walker-gabata', title: 'Gabata', author: 'Damian Walker', order: 4 },
  { id: 'courlander-abalala', title: 'Abalalà', author: 'Harold Courlander', order: 1 },
  { id: 'dlp-gabata-shoa-i', title: 'Gabata (Shoa I)', author: 'Digital Ludeme Project', order: 5 },
  { id: 'courlander-sulus-aidi', title: 'Sulus Aidi or Awagagà', author: 'Harold Courlander', order: 2 },
  { id: 'courlander-sulus-nishtaw', title: 'Sulus Nishtaw', author: 'Harold Courlander', order: 3 },
  { id: 'dlp-abalalae', title: "Abalala'e", author: 'Digital Ludeme Project', order: 6 },
];
const comparisons = [
  { id: 'reload-23', title: 'The 23-piece reload' },
  { id: 'weg', title: 'Taking from a weg' },
];
const groups = siteGroups('/', sources, comparisons);

describe('the site menu', () => {
  it('groups the pages by task, in five groups', () => {
    expect(groups.map((g) => g.label)).toEqual(['Read', 'Examples', 'Compare', 'Play', 'Reference']);
    expect(groups.map((g) => g.links.map((l) => l.href))).toEqual([
      ['/sources/', '/glossary/', '/bibliography/', '/method/'],
      ['/examples/'],
      ['/compare/', '/family/', '/compare/matrix/', '/readings/', '/compare/custom/', '/lab/'],
      ['/how-to-play/', '/play/', '/analysis/'],
      ['/clauses/', '/engine/', '/engine/records/', '/search/'],
    ]);
  });

  it('lists the sources in reading order, naming the author only where two authors’ titles begin alike (accents and apostrophes aside)', () => {
    const children = groups[0]!.links[0]!.children!;
    expect(children.map((c) => c.href)).toEqual([
      '/sources/courlander-abalala/',
      '/sources/courlander-sulus-aidi/',
      '/sources/courlander-sulus-nishtaw/',
      '/sources/walker-gabata/',
      '/sources/dlp-gabata-shoa-i/',
      '/sources/dlp-abalalae/',
    ]);
    // Two Gabatas by two authors, and Abalalà and Abalala'e, which a reader would not tell apart by their titles alone;
    // the two Sulus games are both Courlander's.
    expect(children.map((c) => c.by)).toEqual(['Courlander', undefined, undefined, 'Walker', 'DLP', 'DLP']);
  });

  it('lists the sources group by group, in the groups\' order, each under its group\'s heading', () => {
    const three = { name: 'Three rows', rank: 0 };
    const wegs = { name: 'Two rows: wegs', rank: 1 };
    const grouped = siteGroups('/', [
      { ...sources[2]!, group: wegs },
      { ...sources[0]!, group: three },
      { ...sources[1]!, group: three },
    ], comparisons)[0]!.links[0]!.children!;
    expect(grouped.map((c) => [c.group, c.text])).toEqual([
      ['Three rows', 'Abalalà'],
      ['Three rows', 'Gabata'],
      ['Two rows: wegs', 'Gabata (Shoa I)'],
    ]);
  });

  it('shortens an author to a surname, an organisation to its initials', () => {
    expect(shortAuthor('Harold Courlander')).toBe('Courlander');
    expect(shortAuthor('Digital Ludeme Project')).toBe('DLP');
  });

  it('marks the page itself, or the section of a page it does not list', () => {
    expect([...currentLinks(groups, '/glossary/')]).toEqual([['/glossary/', 'page']]);
    expect([...currentLinks(groups, '/sources/walker-gabata/')]).toEqual([['/sources/walker-gabata/', 'page']]);
    expect([...currentLinks(groups, '/engine/records/')]).toEqual([['/engine/records/', 'page']]);
    expect([...currentLinks(groups, '/compare/weg/')]).toEqual([['/compare/', 'true']]);
    expect([...currentLinks(groups, '/examples/courlander-b-sows-from-hole-4/')]).toEqual([['/examples/', 'true']]);
    expect([...currentLinks(groups, '/')]).toEqual([]);
    expect(groupOf(groups, '/compare/weg/')?.label).toBe('Compare');
    expect(groupOf(groups, '/analysis/')?.label).toBe('Play');
    expect(groupOf(groups, '/how-to-play/')?.label).toBe('Play');
  });
});

describe('previous and next', () => {
  it('walks the sources in reading order, from the list of them to the glossary', () => {
    expect(prevNext(groups, '/sources/').next?.href).toBe('/sources/courlander-abalala/');
    expect(prevNext(groups, '/sources/courlander-abalala/')).toMatchObject({ prev: { href: '/sources/' }, next: { href: '/sources/courlander-sulus-aidi/' } });
    expect(prevNext(groups, '/sources/dlp-gabata-shoa-i/')).toMatchObject({ prev: { href: '/sources/walker-gabata/' }, next: { href: '/sources/dlp-abalalae/' } });
    expect(prevNext(groups, '/sources/dlp-abalalae/')).toMatchObject({ prev: { href: '/sources/dlp-gabata-shoa-i/' }, next: { href: '/glossary/' } });
    expect(prevNext(groups, '/bibliography/').next?.href).toBe('/method/');
    expect(prevNext(groups, '/method/').next).toBeUndefined();
  });

  it('walks the comparisons, the menu leaving them out, between the side by side and the family table', () => {
    expect(prevNext(groups, '/compare/').next).toEqual({ href: '/compare/reload-23/', text: 'The 23-piece reload' });
    expect(prevNext(groups, '/compare/weg/')).toMatchObject({ prev: { href: '/compare/reload-23/' }, next: { href: '/family/' } });
    expect(prevNext(groups, '/compare/custom/')).toMatchObject({ prev: { href: '/readings/' }, next: undefined });
  });

  it('walks from the how-to-play cards to playing a game', () => {
    expect(prevNext(groups, '/how-to-play/')).toMatchObject({ prev: undefined, next: { href: '/play/' } });
  });

  it('leaves search out of the reading order, and the home page with it', () => {
    expect(prevNext(groups, '/engine/records/').next).toBeUndefined();
    expect(prevNext(groups, '/search/')).toEqual({});
    expect(prevNext(groups, '/')).toEqual({});
  });

  it('never leads out of the group', () => {
    for (const g of groups) {
      for (const l of g.links) {
        const { prev, next } = prevNext(groups, l.href);
        for (const n of [prev, next].filter((x) => !!x)) expect(groupOf(groups, n!.href)).toBe(g);
      }
    }
  });
});
