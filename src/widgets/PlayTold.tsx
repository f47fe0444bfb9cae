import type { Line } from '../play/explain';
import type { Item } from '../play/moves';
import type { Quote } from '../transcription/clause-index';
import { ClauseCite, Quotation } from './Quotation';
import { readingWords } from './reading-words';

/**
 * "What just happened, and why": the lines of each entry told (src/play/explain.ts), each with
 * the source's sentence that licenses it, quoted once, or the reading of ours that decided it.
 */
export interface PlayToldProps {
  told: { item: Item; lines: Line[] }[];
  /** "What just happened, and why", or over a move looked back at, "What happened in move 3 of 12, and why". */
  heading?: string;
  quotes: Record<string, Quote>;
  base: string;
  /** The readings in force in the game, to name the one that decided a line. */
  options?: Record<string, string | boolean>;
}

export function PlayTold({ told, heading = 'What just happened, and why', quotes, base, options = {} }: PlayToldProps) {
  return (
  <section class="what" aria-labelledby="what-h">
    <h3 id="what-h">{heading}</h3>
    {told.length === 0 && <p class="muted">Nothing yet.</p>}
    {told.map(({ item, lines }) => (
      <>
        {told.length > 1 && <p class="told">{item.text}</p>}
        <ol class="lines">
          {lines.map((l, i) => {
            const q = quotes[l.clause];
            const seen = lines.slice(0, i).some((m) => m.clause === l.clause);
            const own = l.clause.startsWith('reading.') ? readingWords(l.clause.slice('reading.'.length), options[l.clause.slice('reading.'.length)]) : null;
            const decided = l.reading ? readingWords(l.reading, options[l.reading]) : null;
            return (
              <li>
                {l.text}{' '}
                {q && !seen && <Quotation id={l.clause} quote={q} base={base} inline />}
                {q && seen && <ClauseCite id={l.clause} quote={q} base={base} />}
                {!q && own && <a class="clause" href={`${base}readings/#${own.anchor}`}>Our reading: {own.label}</a>}
                {decided && <span class="told-reading"> · as read by <a href={`${base}readings/#${decided.anchor}`}>{decided.label}</a></span>}
              </li>
            );
          })}
        </ol>
      </>
    ))}
  </section>);
}
