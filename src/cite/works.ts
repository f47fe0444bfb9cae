import type { Work } from '../words/citations';
import { webCopies } from '../words/citations';
import { formatWork, type CslItem, type Formatted } from './formats';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "October 1943" as [1943, 10]; "23 November 2026" as [2026, 11, 23]; "1980" as [1980]; "undated" as none. */
export function dateParts(date: string): number[] | undefined {
  const words = date.split(' ');
  const year = Number(words.at(-1));
  if (!Number.isInteger(year)) return undefined;
  const month = words.length > 1 ? MONTHS.indexOf(words.at(-2)!) + 1 : 0;
  const day = words.length > 2 ? Number(words[0]) : 0;
  return [year, month, day].filter((n) => n > 0);
}

const TYPES = { article: 'article-journal', book: 'book', web: 'webpage' } as const;

/**
 * A work of the bibliography as CSL-JSON, the data its BibTeX, RIS and CSL-JSON are made from. A
 * place is the place (publisher-place: BibTeX's address, RIS's CY), never the publisher; pages
 * only for an article, the part of an issue it is; a book's pages that a source points to go in a
 * note, since the entry is the whole book. Only a work that is itself a web page has an address
 * and a day accessed: the web copies of the printed works (the bibliography lists them) are
 * copies of parts, not the works.
 */
export function workItem(w: Work): CslItem {
  const issued = dateParts(w.date);
  const web = w.kind === 'web' ? webCopies(w).copies[0] : undefined;
  const note = [
    w.kind === 'web' && w.in ? `${w.in.charAt(0).toUpperCase()}${w.in.slice(1)}.` : undefined,
    w.cited && `${w.cited.by} cites ${w.cited.pages}.`,
    w.inference && `${w.inference.copy} Our inference: ${w.inference.inferred}`,
  ].filter(Boolean).join(' ');
  const [family, given] = w.author.split(', ');
  const item: Record<string, unknown> = {
    id: w.id,
    type: TYPES[w.kind],
    title: w.title,
    author: [w.kind === 'web' || !given ? { literal: w.author } : { family, given }],
    issued: issued && { 'date-parts': [issued] },
    page: w.pages?.replace(/^pp?\. /, ''),
    publisher: w.publisher,
    'publisher-place': w.place,
    URL: web?.url,
    accessed: web && { 'date-parts': [dateParts(web.accessed)] },
    note: note || undefined,
    ...w.csl,
  };
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined)) as CslItem;
}

/** A work's BibTeX, RIS and CSL-JSON. */
export const workFormats = (w: Work): Formatted[] => formatWork(workItem(w));
