import type { Line } from '../play/explain';
import type { Item } from '../play/moves';
import { readingAnchor } from './reading-notes';

/**
 * "What just happened, and why": the lines of each entry told (src/play/explain.ts), each with
 * the source's sentence that licenses it, quoted once, or the reading of ours that decided it.
 */
export interface PlayToldProps {
  told: { item: Item; lines: Line[] }[];
  quotes: Record<string, { text: string; page: string }>;
  base: string;
}

export function PlayTold({ told, quotes, base }: PlayToldProps) {
  return (
  <section class="what" aria-labelledby="what-h">
    <h3 id="what-h">What just happened, and why</h3>
    {told.length === 0 && <p class="muted">Nothing yet.</p>}
    {told.map(({ item, lines }) => (
      <>
        {told.length > 1 && <p class="told">{item.text}</p>}
        <ol class="lines">
          {lines.map((l, i) => {
            const q = quotes[l.clause];
            const seen = lines.slice(0, i).some((m) => m.clause === l.clause);
            const own = l.clause.startsWith('reading.') ? l.clause.slice('reading.'.length) : null;
            return (
              <li>
                {l.text}{' '}
                {q && !seen && <q class="cite">{q.text}</q>}{' '}
                {q ? <a class="clause" href={`${base}sources/${q.page}/#${l.clause}`}>{l.clause}</a> : own ? <a class="clause" href={`${base}readings/#${readingAnchor(own)}`}>our reading: {own}</a> : null}
                {l.reading && <> · as read by <a href={`${base}readings/#${readingAnchor(l.reading)}`}>{l.reading}</a></>}
              </li>
            );
          })}
        </ol>
      </>
    ))}
  </section>);
}
