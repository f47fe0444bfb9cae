import type { Board } from '../board';
import type { Source } from '../source';

/**
 * What a page knows of each ruleset without loading its rules: its id, its board (under its
 * default readings), its game, its title, its source and whether it replays only its own records
 * (see Ruleset), in the order pages list them (the first is the default where a page needs one).
 * Menus, links and citations read this; the rules themselves (./<id>/) are loaded apart
 * (./load.ts, one chunk each in the client build), so that a page ships only the rulesets it shows.
 * The ids of rulesets and sources, and the full registry (./index.ts), derive from it: adding a
 * ruleset is its folder, one entry here and its loader in ./load.ts (a type error until it is there).
 */
/**
 * The group of the family a game is listed under, by its board and what its captures do (our
 * grouping, after issue 28's; src/family/groups.ts names and explains each): the three-row game;
 * on two rows, the games whose holes become a player's (wegs), those that capture fours as they
 * are sown, those that capture across the board, and a game of its own kind.
 */
export type FamilyGroup = 'three-row' | 'wegs' | 'fours' | 'across' | 'own';

export const catalog = [
  {
    id: 'courlander-abalala',
    boardId: '3x6',
    family: 'three-row',
    game: 'Abalalà',
    title: "Courlander's Abalalà, 1943",
    source: { id: 'courlander-1943-abalala', file: 'courlander-1943-abalala.txt', copies: ['courlander-1943-abalala.page-marked.md'], work: 'courlander-1943', short: 'Courlander',
      section: { title: 'Abalalà', pages: 'pp. 21-22' } },
  },
  {
    id: 'courlander-sulus-aidi',
    boardId: '3x6',
    family: 'three-row',
    game: 'Sulus Aidi (Awagagà)',
    title: "Courlander's Sulus Aidi, 1943",
    source: { id: 'courlander-1943-sulus-aidi', file: 'courlander-1943-sulus-aidi.partial.txt', work: 'courlander-1943', short: 'Courlander',
      section: { title: 'Sulus Aidi or Awagagà', pages: 'p. 22' } },
  },
  {
    id: 'courlander-sulus-nishtaw',
    boardId: '3x6',
    family: 'three-row',
    game: 'Sulus Nishtaw',
    title: "Courlander's Sulus Nishtaw, 1943",
    source: { id: 'courlander-1943-sulus-nishtaw', file: 'courlander-1943-sulus-nishtaw.txt', work: 'courlander-1943', short: 'Courlander',
      section: { title: 'Sulus Nishtaw', pages: 'pp. 22-23' } },
  },
  {
    id: 'walker-gabata',
    boardId: '3x6',
    family: 'three-row',
    game: 'Gabata',
    title: "Walker's Gabata, 2011",
    source: { id: 'walker-2011', file: 'walker-2011-gabata-leaflet-31.txt', work: 'walker-2011', short: 'Walker', section: { title: 'Gabata' } },
  },
  {
    id: 'dlp-gabata-shoa-i',
    boardId: '2x6',
    family: 'wegs',
    ownRecordsOnly: 'Its board changes with the observed ruleset (five, six or seven holes a row), so a record of another game is never assumed to fit it.',
    game: 'Gabata (Shoa I)',
    title: "The DLP's Gabata (Shoa I)",
    source: { id: 'dlp-gabata-shoa-i', file: 'dlp-gabata-shoa-i.txt', work: 'dlp', short: 'DLP', section: { title: 'Gabata (Shoa I)' } },
  },
  {
    id: 'dlp-abalalae',
    boardId: '3x6',
    family: 'three-row',
    game: "Abalala'e",
    title: "The DLP's Abalala'e",
    source: { id: 'dlp-abalalae', file: 'dlp-abalalae.txt', work: 'dlp-abalalae', short: "DLP, Abalala'e", section: { title: "Abalala'e" } },
  },
  {
    id: 'dlp-gabata-adowa',
    boardId: '3x6',
    family: 'three-row',
    game: 'Gabata (Adowa)',
    title: "The DLP's Gabata (Adowa)",
    source: { id: 'dlp-gabata-adowa', file: 'dlp-gabata-adowa.txt', work: 'dlp-gabata-adowa', short: 'DLP, Gabata (Adowa)', section: { title: 'Gabata (Adowa)' } },
  },
  {
    id: 'dlp-gabata-aksum',
    boardId: '3x6',
    family: 'three-row',
    game: 'Gabata (Aksum)',
    title: "The DLP's Gabata (Aksum)",
    source: { id: 'dlp-gabata-aksum', file: 'dlp-gabata-aksum.txt', work: 'dlp-gabata-aksum', short: 'DLP, Gabata (Aksum)', section: { title: 'Gabata (Aksum)' } },
  },
  {
    id: 'dlp-selus-massawa',
    boardId: '3x6',
    family: 'three-row',
    game: 'Selus (Massawa)',
    title: "The DLP's Selus (Massawa)",
    source: { id: 'dlp-selus-massawa', file: 'dlp-selus-massawa.txt', work: 'dlp-selus-massawa', short: 'DLP, Selus (Massawa)', section: { title: 'Selus (Massawa)' } },
  },
  {
    id: 'dlp-selus',
    boardId: '3x6',
    family: 'three-row',
    game: 'Selus',
    title: "The DLP's Selus",
    source: { id: 'dlp-selus', file: 'dlp-selus.txt', work: 'dlp-selus', short: 'DLP, Selus', section: { title: 'Selus' } },
  },
  {
    id: 'dlp-rab-e',
    boardId: '3x6',
    family: 'three-row',
    ownRecordsOnly: 'Four counters a hole, 72 in all, where the other games of its board have 54: a record or a position of one never fits the other.',
    game: "Rab'e",
    title: "The DLP's Rab'e",
    source: { id: 'dlp-rab-e', file: 'dlp-rab-e.txt', work: 'dlp-rab-e', short: "DLP, Rab'e", section: { title: "Rab'e" } },
  },
  {
    id: 'dlp-tuz',
    boardId: '2x6',
    family: 'wegs',
    game: 'Tuz',
    title: "The DLP's Tuz",
    source: { id: 'dlp-tuz', file: 'dlp-tuz.txt', work: 'dlp-tuz', short: 'DLP, Tuz', section: { title: 'Tuz' } },
  },
  {
    id: 'dlp-gabata-shoa-and-adegrat',
    boardId: '2x6',
    family: 'wegs',
    game: 'Gabata (Shoa and Adegrat)',
    title: "The DLP's Gabata (Shoa and Adegrat)",
    source: { id: 'dlp-gabata-shoa-and-adegrat', file: 'dlp-gabata-shoa-and-adegrat.txt', work: 'dlp-gabata-shoa-and-adegrat', short: 'DLP, Gabata (Shoa and Adegrat)', section: { title: 'Gabata (Shoa and Adegrat)' } },
  },
  {
    id: 'dlp-qelat',
    boardId: '2x6',
    family: 'wegs',
    game: 'Qelat',
    title: "The DLP's Qelat",
    source: { id: 'dlp-qelat', file: 'dlp-qelat.txt', work: 'dlp-qelat', short: 'DLP, Qelat', section: { title: 'Qelat' } },
  },
  {
    id: 'dlp-awagagae',
    boardId: '2x6',
    family: 'wegs',
    game: 'Awagagae',
    title: "The DLP's Awagagae",
    source: { id: 'dlp-awagagae', file: 'dlp-awagagae.txt', work: 'dlp-awagagae', short: 'DLP, Awagagae', section: { title: 'Awagagae' } },
  },
  {
    id: 'dlp-rio-kadalis',
    boardId: '2x6',
    family: 'fours',
    game: 'Rio Kadalis',
    title: "The DLP's Rio Kadalis",
    source: { id: 'dlp-rio-kadalis', file: 'dlp-rio-kadalis.txt', work: 'dlp-rio-kadalis', short: 'DLP, Rio Kadalis', section: { title: 'Rio Kadalis' } },
  },
  {
    id: 'dlp-mewelad',
    boardId: '2x6',
    family: 'fours',
    game: 'Mewelad',
    title: "The DLP's Mewelad",
    source: { id: 'dlp-mewelad', file: 'dlp-mewelad.txt', work: 'dlp-mewelad', short: 'DLP, Mewelad', section: { title: 'Mewelad' } },
  },
  {
    id: 'dlp-gabata-ghinda',
    boardId: '2x6',
    family: 'fours',
    game: 'Gabata (Ghinda)',
    title: "The DLP's Gabata (Ghinda)",
    source: { id: 'dlp-gabata-ghinda', file: 'dlp-gabata-ghinda.txt', work: 'dlp-gabata-ghinda', short: 'DLP, Gabata (Ghinda)', section: { title: 'Gabata (Ghinda)' } },
  },
  {
    id: 'dlp-hufesay',
    boardId: '2x6',
    family: 'across',
    game: 'Hufesay',
    title: "The DLP's Hufesay",
    source: { id: 'dlp-hufesay', file: 'dlp-hufesay.txt', work: 'dlp-hufesay', short: 'DLP, Hufesay', section: { title: 'Hufesay' } },
  },
  {
    id: 'dlp-gabata-ansaba',
    boardId: '2x6',
    family: 'across',
    ownRecordsOnly: 'Three counters a hole, 36 in all, where the other games of its board have four: a record or a position of one never fits the other.',
    game: 'Gabata (Ansaba)',
    title: "The DLP's Gabata (Ansaba)",
    source: { id: 'dlp-gabata-ansaba', file: 'dlp-gabata-ansaba.txt', work: 'dlp-gabata-ansaba', short: 'DLP, Gabata (Ansaba)', section: { title: 'Gabata (Ansaba)' } },
  },
  {
    id: 'dlp-jimafesosh',
    boardId: '2x6',
    family: 'across',
    game: 'Jimafesosh',
    title: "The DLP's Jimafesosh",
    source: { id: 'dlp-jimafesosh', file: 'dlp-jimafesosh.txt', work: 'dlp-jimafesosh', short: 'DLP, Jimafesosh', section: { title: 'Jimafesosh' } },
  },
  {
    id: 'dlp-mewegae',
    boardId: '2x6',
    family: 'wegs',
    game: 'Mewegae',
    title: "The DLP's Mewegae",
    source: { id: 'dlp-mewegae', file: 'dlp-mewegae.txt', work: 'dlp-mewegae', short: 'DLP, Mewegae', section: { title: 'Mewegae' } },
  },
  {
    id: 'dlp-gabata-adegrat',
    boardId: '2x6',
    family: 'own',
    ownRecordsOnly: 'Three counters a hole, 36 in all, where most games of its board have four: a record or a position of one never fits the other.',
    game: 'Gabata (Adegrat)',
    title: "The DLP's Gabata (Adegrat)",
    source: { id: 'dlp-gabata-adegrat', file: 'dlp-gabata-adegrat.txt', work: 'dlp-gabata-adegrat', short: 'DLP, Gabata (Adegrat)', section: { title: 'Gabata (Adegrat)' } },
  },
  {
    id: 'dlp-leyla',
    boardId: '2x6',
    family: 'wegs',
    game: 'Leyla',
    title: "The DLP's Leyla",
    source: { id: 'dlp-leyla', file: 'dlp-leyla.txt', work: 'dlp-leyla', short: 'DLP, Leyla', section: { title: 'Leyla' } },
  },
  {
    id: 'dlp-gabata-oromo',
    boardId: '2x6',
    family: 'fours',
    game: 'Gabata (Oromo)',
    title: "The DLP's Gabata (Oromo)",
    source: { id: 'dlp-gabata-oromo', file: 'dlp-gabata-oromo.txt', work: 'dlp-gabata-oromo', short: 'DLP, Gabata (Oromo)', section: { title: 'Gabata (Oromo)' } },
  },
  {
    id: 'dlp-gabata-wuqro',
    boardId: '2x6',
    family: 'fours',
    game: 'Gabata (Wuqro)',
    title: "The DLP's Gabata (Wuqro)",
    source: { id: 'dlp-gabata-wuqro', file: 'dlp-gabata-wuqro.txt', work: 'dlp-gabata-wuqro', short: 'DLP, Gabata (Wuqro)', section: { title: 'Gabata (Wuqro)' } },
  },
  {
    id: 'dlp-lamosh',
    boardId: '2x6',
    family: 'fours',
    game: 'Lamosh',
    title: "The DLP's Lamosh",
    source: { id: 'dlp-lamosh', file: 'dlp-lamosh.txt', work: 'dlp-lamosh', short: 'DLP, Lamosh', section: { title: 'Lamosh' } },
  },
  {
    id: 'dlp-lam-waladach',
    boardId: '2x6',
    family: 'fours',
    game: 'Lam Waladach',
    title: "The DLP's Lam Waladach",
    source: { id: 'dlp-lam-waladach', file: 'dlp-lam-waladach.txt', work: 'dlp-lam-waladach', short: 'DLP, Lam Waladach', section: { title: 'Lam Waladach' } },
  }
] as const satisfies readonly { id: string; boardId: Board['id']; family: FamilyGroup; game: string; title: string; source: Source; ownRecordsOnly?: string }[];

export type RulesetId = (typeof catalog)[number]['id'];
/** A source a clause can name: each ruleset's, and 'notes' (our notes, cited where no source speaks). */
export type SourceId = (typeof catalog)[number]['source']['id'] | 'notes';
export type RulesetAbout = (typeof catalog)[number];

export const rulesetIds: RulesetId[] = catalog.map((r) => r.id);

export function isRulesetId(id: string): id is RulesetId {
  return (rulesetIds as string[]).includes(id);
}

/** A ruleset's entry, spread into its declaration (./<id>.ts) so that each fact is written once. */
export function about<I extends RulesetId>(id: I): Extract<RulesetAbout, { id: I }> {
  return catalog.find((r) => r.id === id) as Extract<RulesetAbout, { id: I }>;
}

/** Every source, each ruleset's in the catalog's order. */
export const sources: readonly Source<Exclude<SourceId, 'notes'>>[] = catalog.map((r) => r.source);

/** The project's copy of each source (content/sources/raw/), and our notes. */
export const sourceFiles = {
  ...(Object.fromEntries(sources.map((s) => [s.id, s.file])) as Record<Exclude<SourceId, 'notes'>, string>),
  notes: '../../../../shared/notes/sources-and-rules.md',
} satisfies Record<SourceId, string>;

/** The source a clause names, by its id. */
export function sourceOf(id: Exclude<SourceId, 'notes'>): Source {
  return sources.find((s) => s.id === id)!;
}

/**
 * The rulesets whose rules are at hand, which the engine's synchronous lookup (getRuleset) reads:
 * all of them once ./index.ts is imported (the CLI, the build, the scripts, the tests), on the
 * client those an island imported or loaded (./load.ts).
 */
