import {
  allowedValues,
  getRuleset,
  resolveOptions,
  optionSpecs,
  type OptionId,
  type OptionSpec,
  type OptionValue,
  rulesetIds,
  rulesets,
  clauses,
  isSourceClause,
} from '../engine/index';
import { rulesetOfExample, type Example } from '../examples/example';
import { formatChoice, makeLane } from './custom';
import { comparisons } from './presets';
import type { Ruleset, RulesetId, ClauseId } from '../engine/index';
import { boardLabel, clauseLabels, landingRuleLabel, notationLabel, optionLabel, rulesetLabel, sourceLabel, valueLabel } from '../words/labels';
import { count } from '../widgets/narrate';

/**
 * The rules matrix: every rule dimension against every ruleset. Every value is read from the
 * engine's declarations (the rulesets and optionSpecs) when the matrix is built; nothing here
 * restates a value, so the matrix cannot drift from the code.
 */

/**
 * Where each option row links: the site's comparison that runs it, else a comparison the reader
 * can run at once (the custom page, an example of a ruleset that offers the option, the default
 * against the first other reading), else the option's entry on the readings page.
 */
export function compareHref(option: OptionId, examples: Example[] = []): string {
  const preset = comparisons.find((c) => c.options.includes(option));
  if (preset) return `/compare/${preset.id}/`;
  const offers = (e: Example) => Object.hasOwn(getRuleset(rulesetOfExample(e)).readings, option);
  const example = examples.find((e) => offers(e) && e.readings?.includes(option)) ?? examples.find(offers);
  if (example) {
    const ruleset = rulesetOfExample(example);
    const rules = getRuleset(ruleset);
    const other = allowedValues(rules, option).find((v) => v !== rules.readings[option]!.default);
    if (other !== undefined) {
      return `/compare/custom/#${formatChoice({ example: example.id, lanes: [makeLane(ruleset, {}), makeLane(ruleset, { [option]: other })] })}`;
    }
  }
  return `/readings/#${option}`;
}

/** Shown where a ruleset does not have the row (does not offer the option), in words. */
export const ABSENT = 'not offered';

export interface MatrixColumn {
  id: RulesetId;
  /** The game's name as the source spells it. */
  game: string;
  /** The ruleset as a reader names it ("Walker's Gabata, 2011"). */
  title: string;
  source: Ruleset['source']['id'];
}

export interface MatrixCell {
  /** Whether the ruleset has this row at all (offers the option; has observed rulesets). */
  present: boolean;
  /** The value as a reader reads it: the default reading's answer for an option, ABSENT where the ruleset lacks the row. */
  value: string;
  /** What the row compares to find a difference: the default's id for an option, the value itself otherwise. */
  key: string;
  /** A list value (the landing rules in order; the observed rulesets), item by item, in words. */
  items?: string[];
  /** A fact that follows from the value (the number of holes; the pieces in all). */
  detail?: string;
  /** Option rows: the readings the ruleset allows, default included, as answers. */
  allowed?: string[];
  /**
   * The clauses behind the value: the default reading's evidence, or the clause the engine cites;
   * only the sentences of the ruleset's own source (no Walker sentence in a Courlander column).
   */
  evidence: ClauseId[];
  /** Option rows: the other sources whose sentences the same reading rests on, named, not listed ("Courlander"). */
  borrowed?: string[];
  /** Option rows: evidence outside our texts for the default reading, described. */
  otherEvidence?: string;
  /** Option rows: why the ruleset chose this default, in our words. */
  why?: string;
}

/**
 * The matrix's parts, each a table of its own: the rules; the readings; how each source names the
 * players and the holes, which is no rule; the sentences each ruleset rests on.
 */
export type MatrixGroup = 'rules' | 'readings' | 'names' | 'sentences';

export const matrixGroups: { id: MatrixGroup; title: string; intro: string; marks: boolean }[] = [
  { id: 'rules', title: 'The rules', intro: 'What each ruleset declares: the board and its pieces, the opening, who begins, and what a last bean does where it falls.', marks: true },
  { id: 'readings', title: 'The readings, at their defaults', intro: 'Where a source leaves a question open, the reading each ruleset plays by default, and the others it offers.', marks: true },
  { id: 'names', title: 'How each source names things', intro: 'Not rules: the names of the players and of the holes, which differ from source to source without changing the game.', marks: false },
  { id: 'sentences', title: 'The sentences behind each ruleset', intro: 'The sentences of each source that the engine cites for the move, the sowing, the relay and the turn, and for the board, the set-up, the sides and the route.', marks: false },
];

export interface MatrixRow {
  /** The option id for option rows; a structural row's own id otherwise (the row's anchor). */
  id: string;
  /** structure: a fact of the declaration; clauses: a list of the clauses it cites; option: a reading. */
  kind: 'structure' | 'clauses' | 'option';
  /** The part of the matrix the row stands in. */
  group: MatrixGroup;
  /** The row's heading in words: an option's question, short. */
  label: string;
  /** Option rows: the open question, in our words. */
  question?: string;
  cells: Record<RulesetId, MatrixCell>;
  /** The rulesets that have the row do not all share one value. */
  differs: boolean;
  /** Option rows: the comparison that shows this option. */
  compareHref?: string;
}

export interface RulesMatrix {
  columns: MatrixColumn[];
  rows: MatrixRow[];
}

const show = (v: OptionValue): string => String(v);
const absent = (): MatrixCell => ({ present: false, value: ABSENT, key: ABSENT, evidence: [] });
const cell = (value: string, extra: Partial<MatrixCell> = {}): MatrixCell => ({ present: true, value, key: value, evidence: [], ...extra });

/** Whether the rulesets that have the row disagree on its value. */
function differs(cells: Record<RulesetId, MatrixCell>): boolean {
  const values = new Set(Object.values(cells).filter((c) => c.present).map((c) => c.key));
  return values.size > 1;
}

function row(id: string, label: string, of: (r: Ruleset) => MatrixCell, group: MatrixGroup = 'rules', kind: MatrixRow['kind'] = 'structure'): MatrixRow {
  const cells = Object.fromEntries(rulesetIds.map((r) => [r, of(rulesets[r])])) as Record<RulesetId, MatrixCell>;
  return { id, kind, group, label, cells, differs: differs(cells) };
}

/** The work a clause comes from, as a citation names it: "Courlander", "Walker", "DLP". */
const workOf = (id: ClauseId) => (isSourceClause(id) ? sourceLabel(clauses[id].source) : null);

/** A ruleset's own sentences among `ids`, and the other works the rest come from. */
export function ownEvidence(r: Ruleset, ids: readonly ClauseId[]): { own: ClauseId[]; borrowed: string[] } {
  const mine = sourceLabel(r.source.id);
  const own = ids.filter((id) => workOf(id) === mine);
  const borrowed = [...new Set(ids.map(workOf).filter((w): w is string => w !== null && w !== mine))];
  return { own, borrowed };
}

const clauseList = (r: Ruleset, ids: readonly ClauseId[]): MatrixCell => {
  const unique = ownEvidence(r, ids.filter((c, i) => ids.indexOf(c) === i)).own;
  return cell(clauseLabels(unique).join('; '), { evidence: unique });
};

/** "three beans a hole", in the source's own word for a piece (Walker's pieces, the DLP's counters). */
const perHole = (r: Ruleset, n: number) => `${count(n)} ${n === 1 ? r.nouns.one : r.nouns.many} a hole`;

/** The rows that describe each ruleset's declaration itself, under its default readings. */
function structuralRows(): MatrixRow[] {
  const defaults = (r: Ruleset) => resolveOptions(r);
  return [
    row('board', 'Board', (r) => {
      const b = r.board(defaults(r));
      return cell(boardLabel(b), { detail: `${b.size} holes` });
    }),
    row('pieces', 'Pieces', (r) => {
      const o = defaults(r);
      const per = r.beansPerHole(o);
      return cell(perHole(r, per), { detail: `${per * r.board(o).size} ${r.nouns.many} in all` });
    }),
    row('players', 'Players', (r) => cell(`${r.players[0]} below, ${r.players[1]} above`), 'names'),
    row('notation', 'Holes named by', (r) => cell(notationLabel(r.notation)), 'names'),
    row('opening', 'Opening', (r) => cell(r.opening.name)),
    row('first', 'Who begins', (r) => {
      const choice = r.firstChoice(defaults(r));
      return choice
        ? cell(`the players choose (${choice.default}, unless they choose otherwise)`, { evidence: ownEvidence(r, [choice.clause]).own })
        : cell('decided by the rules');
    }),
    row('landing', 'Where the last bean falls: the rules tried, in order', (r) => {
      const items = r.landing.map((l) => landingRuleLabel(l.name, r.nouns.one));
      return cell(items.join('; '), { items });
    }),
    row('observed-boards', "The DLP's observed rulesets", (r) => {
      if (!Object.hasOwn(r.readings, 'observed')) return absent();
      const items = allowedValues(r, 'observed').map((v) => {
        const o = resolveOptions(r, { observed: v });
        const b = r.board(o);
        return `${valueLabel('observed', v)}: ${boardLabel(b)}, ${perHole(r, r.beansPerHole(o))}`;
      });
      return cell(items.join('; '), { items });
    }),
    row('clauses', 'The sentences behind the move, the sowing, the relay and the turn', (r) => clauseList(r, [r.clauses.move, r.clauses.sow, r.clauses.relay, r.clauses.turns]), 'sentences', 'clauses'),
    row('declares', 'The sentences that set out the board, the set-up, the sides and the route', (r) => clauseList(r, r.declares), 'sentences', 'clauses'),
  ];
}

/** One row per option of optionSpecs: each ruleset's default reading, or none. */
function optionRows(examples: Example[]): MatrixRow[] {
  return (Object.keys(optionSpecs) as OptionId[]).map((id) => {
    const spec = optionSpecs[id] as OptionSpec;
    const cells = Object.fromEntries(
      rulesetIds.map((rid) => {
        const r = rulesets[rid];
        const reading = r.readings[id];
        if (!reading) return [rid, absent()];
        const chosen = spec.readings.find((v) => v.value === reading.default);
        if (!chosen) throw new Error(`${rid}: the default of "${id}" (${show(reading.default)}) is not one of its readings`);
        const { own, borrowed } = ownEvidence(r, chosen.evidence);
        const c = cell(valueLabel(id, reading.default), {
          key: show(reading.default),
          allowed: allowedValues(r, id).map((v) => valueLabel(id, v)),
          evidence: own,
          ...(borrowed.length ? { borrowed } : {}),
          why: reading.why,
          ...(chosen.otherEvidence ? { otherEvidence: chosen.otherEvidence } : {}),
        });
        return [rid, c];
      }),
    ) as Record<RulesetId, MatrixCell>;
    return { id, kind: 'option' as const, group: 'readings' as const, label: optionLabel(id), question: spec.question, cells, differs: differs(cells), compareHref: compareHref(id as OptionId, examples) };
  });
}

/**
 * Every rule dimension (rows) against every ruleset (columns), read from the engine. The
 * matrix; `examples` (the worked examples) let option rows link to a comparison to run. */
export function rulesMatrix(examples: Example[] = []): RulesMatrix {
  return {
    columns: rulesetIds.map((id) => ({ id, game: rulesets[id].game, title: rulesetLabel(id), source: rulesets[id].source.id })),
    rows: [...structuralRows(), ...optionRows(examples)],
  };
}
