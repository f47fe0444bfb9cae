import { catalog, clauses, isSourceClause, type SourceId } from '../engine/index';
import { boardLabel } from './boards';
import { works } from './citations';

/**
 * The witnesses: each game as one work records it. Courlander's article is three witnesses
 * (Abalalà, Sulus Aidi, Sulus Nishtaw), each DLP game page one, Walker's leaflet one. Wherever
 * sentences of several stand side by side, each is set apart and named by its game and its work,
 * never by its author alone, so that two games of one author are never read as one text.
 * Derived from the rulesets' catalog (one witness per source a clause can name), so that a game
 * added there is a witness here with no change.
 */
export type WitnessId = Exclude<SourceId, 'notes'>;

export interface Witness {
  /** The source id its clauses name (src/engine/clauses.ts). */
  id: WitnessId;
  /** Its transcription's page, /sources/<page>/. */
  page: string;
  /** The game, as the catalog names it: "Sulus Nishtaw". */
  game: string;
  /** The author or project a citation names: "Courlander", "Walker", "DLP". */
  by: string;
  /** The work, as a column's heading names it: "Courlander 1943"; "DLP" where the work is undated. */
  work: string;
  /** How a citation of one of its sentences begins: "Courlander, Sulus Nishtaw". */
  cite: string;
  /** Its board: "three rows of six holes". */
  board: string;
}

const boardOf = (id: string) => {
  const [rows, cols] = id.split('x').map(Number);
  return boardLabel({ rows: rows!, cols: cols! });
};

export const witnesses: readonly Witness[] = catalog.map((r) => {
  // A source's short name is its author's, with the game where two of one author's sources needed
  // telling apart before witnesses did it ("DLP, Abalala'e"): the author is what precedes the comma.
  const by = r.source.short.split(',')[0]!.trim();
  const year = works.find((w) => w.id === r.source.work)?.year;
  return {
    id: r.source.id,
    page: r.id,
    game: r.game,
    by,
    work: year && year !== 'n.d.' ? `${by} ${year}` : by,
    cite: `${by}, ${r.game}`,
    board: boardOf(r.boardId),
  };
});

export function witness(id: WitnessId): Witness {
  const w = witnesses.find((x) => x.id === id);
  if (!w) throw new Error(`No witness "${id}"`);
  return w;
}

/** The witness a source's sentence belongs to, or undefined for what is not a source's (our readings). */
export function witnessOfClause(id: string): Witness | undefined {
  return isSourceClause(id) ? witness(clauses[id].source) : undefined;
}

