// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { clauseIndex, quotesFor } from '../../src/transcription/clause-index';
import { Quotation, shownQuotesHere } from '../../src/widgets/Quotation';
import { QuotationShown } from '../../src/widgets/QuotationShown';
import { shownQuotes } from '../../src/widgets/quote-html';
import { readingWords } from '../../src/widgets/reading-words';
import { fixedReadings, optionSpecs, type OptionSpec } from '../../src/engine/index';
import { fixedReadingLabel, optionLabel, readingLabel } from '../../src/words/labels';
import { sourceEntries } from '../transcription/sources';
import { codeHref } from '../../src/engine-doc/code-pages';

const quotes = quotesFor(clauseIndex(sourceEntries()), ['courlander.abalala.halves', 'courlander.abalala.another-turn', 'walker.rule-5']);
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

afterEach(cleanup);

describe('the quotation, rendered', () => {
  it('raises a footnote number, linked to its note, set apart from our apparatus letter, neither of them in the text', () => {
    const { container } = render(<Quotation id="courlander.abalala.halves" quote={quotes['courlander.abalala.halves']!} base="/" code={codeHref('/', 'courlander-abalala', 'courlander.abalala.halves')} />);
    const fn = container.querySelector('sup.q-fn a')!;
    // The marks are drawn by CSS from data-mark, so that copying the quotation gives its words alone.
    expect(fn.getAttribute('data-mark')).toBe('1');
    expect(fn.getAttribute('aria-label')).toBe('footnote 1');
    expect(fn.getAttribute('href')).toBe('/sources/courlander-abalala/#fn-1');
    const mark = container.querySelector('sup.q-mend-mark a')!;
    expect(mark.getAttribute('data-mark')).toBe('a');
    expect(mark.getAttribute('aria-label')).toBe('apparatus note a: the copy reads “1”');
    expect(mark.getAttribute('href')).toBe('/sources/courlander-abalala/#apparatus-1');
    // Number and letter never run together: the letter after a raised number is set apart.
    expect(mark.parentElement!.classList.contains('apart')).toBe(true);
    expect(container.querySelector('blockquote p')!.textContent).toBe('The boards are divided into two playing fields, each player owning half the total number of holes.');
  });

  it('is set the same in a stepper, its words set at build or in the browser, as on a page', () => {
    const reading = readingWords('race-end', 'first-finish');
    for (const id of Object.keys(quotes)) {
      const page = render(<Quotation id={id} quote={quotes[id]!} base="/g/" code={codeHref('/g/', quotes[id]!.page, id)} reading={reading} />).container.innerHTML;
      cleanup();
      for (const shown of [shownQuotes(quotes, '/g/'), shownQuotesHere(quotes, '/g/')]) {
        expect(render(<QuotationShown id={id} quote={shown[id]!} base="/g/" encoded reading={reading} />).container.innerHTML, id).toBe(page);
        cleanup();
      }
    }
    expect(shownQuotes(quotes, '/')['courlander.abalala.halves']!.html).toContain('<sup class="q-fn">');
  });

  it('sets a page break as a discreet marker, read out as the page beginning', () => {
    const { container } = render(<Quotation id="courlander.abalala.another-turn" quote={quotes['courlander.abalala.another-turn']!} base="/" />);
    const marker = container.querySelector('.q-page')!;
    expect(marker.getAttribute('data-mark')).toBe('| p. 22');
    expect(marker.getAttribute('role')).toBe('note');
    expect(marker.getAttribute('aria-label')).toBe('page 22 begins');
    expect(text(container.querySelector('blockquote p'))).toBe('He then has another turn, moving the last bean dropped in the previous play, and continuing as before until he makes another "take" or until his play comes to an end.');
  });

  it('cites the sentence as a scholar does, with the code that encodes it and the reading that decided it', () => {
    const reading = readingWords('race-end', 'first-finish');
    const { container } = render(<Quotation id="walker.rule-5" quote={quotes['walker.rule-5']!} base="/" code={codeHref('/', 'walker-gabata', 'walker.rule-5')} reading={reading} />);
    const links = [...container.querySelectorAll('footer a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Walker, Gabata, rule 5', '/sources/walker-gabata/#walker.rule-5'],
      ['how we encode it', '/engine/walker-gabata/#code-walker.rule-5'],
      ['How the race ends: as soon as one player sows into an empty hole', '/readings/#race-end'],
    ]);
    expect(container.textContent).not.toMatch(/race-end|walker\.rule/);
  });

  it('quotes inside running text, with its citation after it', () => {
    const { container } = render(<Quotation id="walker.rule-5" quote={quotes['walker.rule-5']!} base="/" inline />);
    expect(container.querySelector('q')!.textContent).toMatch(/^At the start of the game, each player simultaneously/);
    expect(text(container.querySelector('cite'))).toBe('Walker, Gabata, rule 5');
  });
});

describe('a reading, named', () => {
  it('names an option by its question and the answer in force, a fixed reading by its heading', () => {
    expect(readingWords('race-end', 'both-finish')).toEqual({ label: 'How the race ends: when both players have sown into an empty hole', anchor: 'race-end' });
    expect(readingWords('race-end').label).toBe('How the race ends');
    expect(readingWords('race-no-take')).toEqual({ label: 'No take or claim during the race', anchor: 'fixed-race-no-take' });
  });

  it('says what src/words/labels.ts says, for every option, value and fixed reading', () => {
    for (const spec of Object.values(optionSpecs) as OptionSpec[]) {
      expect(readingWords(spec.id).label).toBe(optionLabel(spec.id));
      for (const r of spec.readings) expect(readingWords(spec.id, r.value).label).toBe(readingLabel(spec.id, r.value));
    }
    for (const id of Object.keys(fixedReadings)) expect(readingWords(id).label).toBe(fixedReadingLabel(id));
  });
});
