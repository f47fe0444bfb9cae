import { Cite, plugins, type CslData } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-csl';

/**
 * The formats a citation is given in, made by citation-js from CSL-JSON (never by hand): plain
 * text (the Harvard style), BibTeX, RIS and the CSL-JSON itself. Build time only: citation-js is
 * large, and no island imports this (test/site/cite.test.ts looks for it in the client's chunks).
 */
export type Format = 'text' | 'bibtex' | 'ris' | 'csl';
export type CslItem = CslData;
export type DateParts = readonly [number, number, number];

export interface Formatted {
  format: Format;
  /** The format's name, as a reader knows it. */
  label: string;
  text: string;
  /** Where the accessed date stands in `text` (once or more), when it is the reader's to fill in (copy-script.ts). */
  accessed?: { at: number; length: number }[];
}

export const LABELS: Record<Format, string> = { text: 'Plain text', bibtex: 'BibTeX', ris: 'RIS', csl: 'CSL-JSON' };

// BibTeX keys are our ids ("courlander-1943"), the same from build to build, hyphens and all
// (which BibTeX allows; citation-js's check would drop them).
const bibtex = plugins.config.get('@bibtex');
bibtex.format.useIdAsLabel = true;
bibtex.format.checkLabel = false;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A day as each format writes it, the way citation-js writes it (its Harvard style in US English,
 * biblatex's ISO date, RIS's slashes, and the CSL's date parts as compactJson sets them). The
 * inline script (copy-script.ts) writes the reader's day the same way; the tests hold both to it.
 */
export function dateIn(format: Format, [y, m, d]: DateParts): string {
  if (format === 'text') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (format === 'bibtex') return `${y}-${pad(m)}-${pad(d)}`;
  if (format === 'ris') return `${y}/${m}/${d}/`;
  return `${y}, ${m}, ${d}`;
}

/** JSON with two spaces, but arrays of plain values on one line: a CSL date reads "[2026, 11, 25]". */
export function compactJson(value: unknown): string {
  // An array's opening bracket followed by a line break is the serialiser's (a string's line breaks are escaped).
  return JSON.stringify(value, null, 2).replace(/\[\n\s+([^[\]{}]*?)\n\s*\]/g, (_, inner: string) => `[${inner.split(/,\n\s+/).join(', ')}]`);
}

const csl = (item: CslItem) => compactJson(new Cite(item).format('data', { format: 'object' }));
/**
 * RIS from citation-js's RIS entries (its mapping of the CSL's fields to tags), one line a tag.
 * Its text output wraps a value every 70 characters, which its own reader, like others, joins
 * back with a space: a long address comes back broken, a word split. So the lines are joined here.
 */
function ris(item: CslItem): string {
  const [entry] = new Cite(item).format('ris', { format: 'object' }) as unknown as Record<string, unknown>[];
  const { TY, ...tags } = entry!;
  const lines = Object.entries(tags).flatMap(([tag, value]) => [value].flat().map((v) => `${tag}  - ${String(v)}`));
  return [`TY  - ${String(TY)}`, ...lines, 'ER  - '].join('\n');
}

/** A day no citation holds: where it comes out in a format is where the accessed date stands. */
const MARK: DateParts = [1901, 2, 3];

/**
 * The CSL processor sets a straight apostrophe as a curly one ("Abalala’e"); the site keeps the
 * sources' straight ones as they stand (astro.config.mjs: no smart quotes), and so does a citation.
 * Our titles hold no curly apostrophe, so each one in the output was straight.
 */
const straight = (text: string) => text.replace(/\u2019/g, "'");

/**
 * A page of ours (cite.ts makes its item): the four formats, with the accessed date `accessed`
 * marked as the reader's. The item's `version` and `note` are given in each format as it can:
 * biblatex's @online has fields for the version and the accessed date, which classic BibTeX lacks;
 * RIS reads a web page's version from ET (its edition), and the Harvard style from the medium, in
 * brackets after the title, and leaves the note out, so the plain text ends with it.
 */
export function formatPage(item: CslItem, accessed: DateParts): Formatted[] {
  const marked = { ...item, accessed: { 'date-parts': [[...MARK]] } };
  const version = typeof item.version === 'string' ? item.version : undefined;
  const note = typeof item.note === 'string' ? ` ${item.note.replace(/\.?$/, '.')}` : '';
  const made: Record<Format, string> = {
    text: straight(new Cite({ ...marked, medium: version && `Version ${version}` }).format('bibliography', { template: 'harvard1', format: 'text', lang: 'en-US' }).trim()) + note,
    bibtex: new Cite(marked).format('biblatex').trim(),
    ris: ris({ ...marked, edition: version }),
    csl: csl(marked),
  };
  return (Object.keys(made) as Format[]).map((format) => {
    // biblatex gives the day twice where there is no note: as urldate, and as a note "[Online; accessed …]".
    const parts = made[format].split(dateIn(format, MARK));
    if (parts.length < 2) throw new Error(`The ${LABELS[format]} of ${item.id} does not hold its accessed date`);
    const day = dateIn(format, accessed);
    const at = parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join(day).length);
    return { format, label: LABELS[format], text: parts.join(day), accessed: at.map((a) => ({ at: a, length: day.length })) };
  });
}

/** A work of the bibliography: classic BibTeX (its places in `address`), RIS and CSL-JSON; its plain text is the bibliography's own. */
export function formatWork(item: CslItem): Formatted[] {
  const made: [Format, string][] = [['bibtex', new Cite(item).format('bibtex').trim()], ['ris', ris(item)], ['csl', csl(item)]];
  return made.map(([format, text]) => ({ format, label: LABELS[format], text }));
}
