import type { RulesetId } from '../engine/index';
import { opening } from '../examples/catalog';
import { stepAddress } from '../widgets/permalink';
import { readingAnchor } from '../widgets/reading-words';
import { clauseLabel, fixedReadingLabel, readingLabel } from '../words/labels';
import type { Card, CardLine, CardReading } from './card';

/**
 * Where a how-to-play card leads, in a reader's words: each line's sentence on its source page,
 * the step of the worked example that shows it, the readings it follows; the card's own place on
 * its game's page, and the play page opened on its game.
 */

export interface Link {
  href: string;
  label: string;
}

export interface LineLinks {
  /** The sentence, cited as a scholar cites it ("Courlander, p. 21"), and its opening words, quoted, to tell it from its neighbours. */
  source: Link & { opening?: string };
  /** The example's step; `label` is the example's title. */
  example?: Link & { step: number };
  readings: Link[];
}

export interface Site {
  base: string;
  /** The source page (its transcription's id) a clause stands on. */
  pageOf: (clause: string) => string | undefined;
  /** An example's title. */
  titleOf: (example: string) => string;
  /** A sentence's words, as the transcription has them. */
  wordsOf?: (clause: string) => string | undefined;
}

/** The card's anchor on its game's page. */
export const CARD_ID = 'how-to-play-card';

/** A game's page: the transcription of the ruleset's source, which has the ruleset's id. */
export const gameHref = (base: string, ruleset: RulesetId) => `${base}sources/${ruleset}/`;
export const cardHref = (base: string, ruleset: RulesetId) => `${gameHref(base, ruleset)}#${CARD_ID}`;
/** The play page opened on a game of the ruleset, at its default readings (src/play/link.ts reads it). */
export const playHref = (base: string, ruleset: RulesetId) => `${base}play/#ruleset=${ruleset}`;
export const exampleStepHref = (base: string, example: string, step: number) => stepAddress(base, example, { step, options: {} });

export function readingLink(base: string, r: CardReading): Link {
  const label = r.value === undefined ? fixedReadingLabel(r.id) : readingLabel(r.id, r.value);
  return { href: `${base}readings/#${readingAnchor(r.id)}`, label };
}

const quoted = (words?: string) => (words ? { opening: `“${opening(words, 6)}”` } : {});

export function lineLinks(line: CardLine, site: Site): LineLinks {
  const page = site.pageOf(line.clause);
  if (!page) throw new Error(`the clause ${line.clause} stands on no source page`);
  const ex = line.example;
  return {
    source: { href: `${site.base}sources/${page}/#${line.clause}`, label: clauseLabel(line.clause), ...quoted(site.wordsOf?.(line.clause)) },
    ...(ex ? { example: { href: exampleStepHref(site.base, ex.example, ex.step), label: site.titleOf(ex.example), step: ex.step } } : {}),
    readings: line.readings.map((r) => readingLink(site.base, r)),
  };
}

/** The card's closing links: play its game, step through its example. */
export function cardActions(card: Card, site: Site): { play: Link; example?: Link } {
  return {
    play: { href: playHref(site.base, card.ruleset), label: 'Play this game' },
    ...(card.example ? { example: { href: `${site.base}examples/${card.example}/`, label: 'Step through an example' } } : {}),
  };
}
