import { sectionCitation, type Section, type Work } from '../words/citations';
import { formatPage, type CslItem, type DateParts, type Formatted } from './formats';
import { siteVersion, versionText, type Version } from './version';

/**
 * Citations of our own pages and sentences, in four formats (formats.ts). Gobeta is their author
 * and publisher; their version is this build's (version.ts); the day accessed is the build's
 * until the reader's browser puts in its own (copy-script.ts).
 */
export interface PageToCite {
  /** The page's title, as its heading gives it. */
  title: string;
  /** Its absolute address, on the site's canonical origin (`site` in astro.config.mjs: pageUrl). */
  url: string;
  /** The section of a work the page transcribes (words/citations.ts: workOf), where it is a transcription. */
  of?: { work: Work; section: Section };
  /** What else a citation should say of it, in a sentence. */
  note?: string;
}

/** A page's absolute address on the canonical origin. Fails without one: a citation needs it. */
export function pageUrl(path: string, site: URL | string | undefined): string {
  if (!site) throw new Error('No canonical origin: set `site` in astro.config.mjs');
  return new URL(path, site).href;
}

/** A BibTeX key and CSL id from an address: "https://…/sources/courlander-abalala/#x.y" -> "gobeta-sources-courlander-abalala-x.y". */
export function keyOf(url: string): string {
  const { pathname, hash } = new URL(url);
  const words = `${pathname}${hash.slice(1)}`.split(/[^A-Za-z0-9.:-]+/).filter(Boolean);
  return ['gobeta', ...words].join('-');
}

function item(page: PageToCite, version: Version): CslItem {
  const of = page.of && `A transcription of ${sectionCitation(page.of.work, page.of.section)}.`;
  const note = [of, page.note].filter(Boolean).join(' ');
  return {
    id: keyOf(page.url),
    type: 'webpage',
    title: page.title,
    author: [{ literal: 'Gobeta' }],
    publisher: 'Gobeta',
    URL: page.url,
    version: versionText(version),
    issued: { 'date-parts': [[...version.built]] },
    ...(note ? { note } : {}),
  };
}

/** "Cite this page": plain text, BibTeX, RIS and CSL-JSON. */
export function citePage(page: PageToCite, version: Version = siteVersion(), accessed: DateParts = version.built): Formatted[] {
  return formatPage(item(page, version), accessed);
}

export interface SentenceToCite {
  /** The work and section the sentence is of (words/citations.ts: workOf(the source page's id)). */
  work: { work: Work; section: Section };
  /** The source's page the sentence stands on, as the source numbers it: "p. 22". */
  page: string;
  /** The sentence's stable identifier (its clause id). */
  sentenceId: string;
  /** Its absolute permalink: the source page's address with the identifier as its fragment. */
  permalink: string;
  /** How the title names the sentence, where words say it better than the identifier ("rule 5"); the identifier stays in the note. */
  label?: string;
}

/** A sentence of a transcription, cited by its work, page, stable identifier and permalink, in the same four formats. */
export function citeSentence(s: SentenceToCite, version: Version = siteVersion(), accessed: DateParts = version.built): Formatted[] {
  const { work, section } = s.work;
  return citePage(
    {
      title: `${section.title}, ${s.page}, ${s.label ?? `sentence ${s.sentenceId}`}`,
      url: s.permalink,
      note: `A sentence of our transcription of ${sectionCitation(work, section)}; its identifier, ${s.sentenceId}, stays the same from version to version.`,
    },
    version,
    accessed,
  );
}
