/**
 * The site's menu, grouped by what a reader came to do, and the reading order within each group
 * that the previous/next links follow. Pure data and functions: Base.astro renders them, and
 * test/nav/site-nav.test.ts holds them to the pages that exist.
 */

export interface NavLink {
  href: string;
  text: string;
  /** A short byline, where titles alone would not tell two pages apart ("Gabata", Walker's). */
  by?: string;
  /** Pages listed under this one in the menu. */
  children?: NavLink[];
  /** Pages of this section that the menu leaves out, but the previous/next links walk through. */
  more?: NavLink[];
  /** Left out of the previous/next sequence: a tool, not a page to read on to. */
  apart?: boolean;
  /** Among a link's children, the heading it is listed under ("Three rows"). */
  group?: string;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

export interface SourcePage {
  id: string;
  title: string;
  author: string;
  order: number;
  /** The group its game is listed under, and the group's place among the groups (src/family/groups.ts). */
  group?: { name: string; rank: number };
}

export interface ComparisonPage {
  id: string;
  title: string;
}

/** An author as the menu names him: a surname, or an organisation's initials ("DLP"). */
export function shortAuthor(author: string): string {
  const words = author.trim().split(/\s+/);
  if (/\b(Project|Society|Institute|University)\b/.test(author)) return words.map((w) => w[0]).join('').toUpperCase();
  return words.at(-1) ?? author;
}

export function siteGroups(base: string, sources: SourcePage[], comparisons: ComparisonPage[]): NavGroup[] {
  const at = (path: string) => `${base}${path}`;
  const ordered = [...sources].sort((a, b) => (a.group?.rank ?? 0) - (b.group?.rank ?? 0) || a.order - b.order);
  // "Gabata" (Walker's) and "Gabata (Shoa I)" (the DLP's), or "Abalalà" and "Abalala'e", are told apart by their
  // authors; titles of their own need none. Accents and apostrophes aside, one name may be the other's start.
  const first = (s: SourcePage) => s.title.split(/[\s(]/)[0]!.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();
  const alike = (s: SourcePage) => sources.some((o) => o.author !== s.author && (first(o).startsWith(first(s)) || first(s).startsWith(first(o))));
  return [
    {
      label: 'Read',
      links: [
        {
          href: at('sources/'),
          text: 'The sources',
          children: ordered.map((s) => ({ href: at(`sources/${s.id}/`), text: s.title, ...(alike(s) ? { by: shortAuthor(s.author) } : {}), ...(s.group ? { group: s.group.name } : {}) })),
        },
        { href: at('glossary/'), text: 'Glossary' },
        { href: at('bibliography/'), text: 'Bibliography' },
        { href: at('method/'), text: 'How this edition is made' },
      ],
    },
    {
      label: 'Examples',
      links: [{ href: at('examples/'), text: 'Worked examples' }],
    },
    {
      label: 'Compare',
      links: [
        { href: at('compare/'), text: 'Side by side', more: comparisons.map((c) => ({ href: at(`compare/${c.id}/`), text: c.title })) },
        { href: at('family/'), text: 'The family at a glance' },
        { href: at('compare/matrix/'), text: 'Rules matrix' },
        { href: at('readings/'), text: 'Readings' },
        { href: at('compare/custom/'), text: 'Compare yourself' },
        { href: at('lab/'), text: 'Position lab', apart: true },
      ],
    },
    {
      label: 'Play',
      links: [
        { href: at('how-to-play/'), text: 'How to play' },
        { href: at('play/'), text: 'Play a game' },
        { href: at('analysis/'), text: 'Analysis' },
      ],
    },
    {
      label: 'Reference',
      links: [
        { href: at('clauses/'), text: 'Clauses' },
        { href: at('engine/'), text: 'The rules as code' },
        { href: at('engine/records/'), text: 'Records & command line' },
        { href: at('search/'), text: 'Search', apart: true },
      ],
    },
  ];
}

/** Every link of a group in menu order, with the pages each leads on to. */
function walk(links: NavLink[]): NavLink[] {
  return links.flatMap((l) => [l, ...walk(l.children ?? []), ...(l.more ?? [])]);
}

/**
 * How each menu link stands to the page at `path`: 'page' for the page itself; 'true' (a location
 * within the section) for the link whose section holds a page the menu leaves out, or failing
 * that the link whose address is the longest start of the page's; nothing otherwise.
 */
export function currentLinks(groups: NavGroup[], path: string): Map<string, 'page' | 'true'> {
  const shown = (ls: NavLink[]): NavLink[] => ls.flatMap((l) => [l, ...shown(l.children ?? [])]);
  const listed = groups.flatMap((g) => shown(g.links));
  if (listed.some((l) => l.href === path)) return new Map([[path, 'page']]);
  const owner =
    listed.find((l) => l.more?.some((m) => m.href === path)) ??
    listed.filter((l) => path.startsWith(l.href) && l.href.split('/').some(Boolean)).sort((a, b) => b.href.length - a.href.length)[0];
  return owner ? new Map([[owner.href, 'true']]) : new Map();
}

/** The group the page belongs to, by its menu link. */
export function groupOf(groups: NavGroup[], path: string): NavGroup | undefined {
  const current = currentLinks(groups, path);
  return groups.find((g) => walk(g.links).some((l) => current.has(l.href)));
}

/** The page before and after this one in its group's reading order. */
export function prevNext(groups: NavGroup[], path: string): { prev?: NavLink; next?: NavLink } {
  for (const g of groups) {
    const sequence = walk(g.links).filter((l) => !l.apart);
    const i = sequence.findIndex((l) => l.href === path);
    if (i >= 0) return { prev: sequence[i - 1], next: sequence[i + 1] };
  }
  return {};
}
