// @vitest-environment happy-dom
import '../support/quote-source';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readExample, type Example } from '../../src/examples/example';
import { clauses, rulesetIds } from '../../src/engine/index';
import type { Quote } from '../../src/transcription/clause-index';
import { clauseLabel } from '../../src/words/labels';
import { defaultChoice } from '../../src/compare/custom';
import { ComparisonBuilder } from '../../src/widgets/ComparisonBuilder';
import { PlaySetup } from '../../src/widgets/PlaySetup';
import { readingNotes } from '../../src/widgets/reading-notes';
import { Stepper } from '../../src/widgets/Stepper';
import { stepperData } from '../../src/widgets/stepper-data';
import { shownQuotes } from '../../src/widgets/quote-html';
import { leaksInDom, type DomLeak, type Excuse } from '../words/identifiers';

/**
 * The widgets' words after a reader has used them (a reading switched, every step shown, a lane
 * or a ruleset changed), which the built pages do not show: no engine identifier.
 */

/** Regions owned elsewhere in the same round (issue 12); the lead removes each once merged. */
/** Regions excused from the check, with their reasons. Empty: every widget speaks in words. */
const EXCUSED: Excuse[] = [];

// Read relative to the project root: under happy-dom, import.meta.url is not a file URL.
const dir = `${process.cwd()}/content/examples`;
const examples: Example[] = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => readExample(JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'))));
const withReadings = examples.filter((e) => e.readings?.length);
const seen: DomLeak[] = [];
/** A quotation for every sentence a step can cite, so that every footer is shown (its words do not matter here). */
const quotes: Record<string, Quote> = Object.fromEntries(
  Object.entries(clauses).map(([id, c]) => [id, { page: c.source, parts: [{ type: 'text', text: 'The sentence.' }], cite: clauseLabel(id) }]),
);

/** The leaks now on screen; excused ones are kept aside to tell which excuses are still needed. */
function leaksNow(): string[] {
  const found = leaksInDom(document.body, EXCUSED);
  seen.push(...found);
  return found.filter((l) => l.excuse === undefined).map((l) => `${l.id} ${l.where}`);
}

/** A button of a stepper's toolbar by its name: its aria-label, else its text. */
const button = (section: HTMLElement, name: RegExp) =>
  [...section.querySelectorAll('.controls button')].find((b) => name.test(b.getAttribute('aria-label') ?? b.textContent ?? '')) as HTMLButtonElement;

/**
 * The steps of the stepper (or the lanes) on screen, forward from the start, collecting the leaks
 * at each: every step, or (`every` = n) every nth and the last.
 */
function stepThrough(section: HTMLElement, into: Set<string>, every = 1): void {
  fireEvent.click(button(section, /^(To the start|Start)$/));
  const forward = button(section, /^Forward/);
  for (let step = 0; step < 2000; step++) {
    if (step % every === 0 || forward.disabled) for (const l of leaksNow()) into.add(l);
    if (forward.disabled) return;
    fireEvent.click(forward);
  }
}

beforeEach(() => history.replaceState(null, '', '/'));
afterEach(cleanup);

describe('the widgets in use, in words', () => {
  // The example's own readings at every step; each other answer at every third step and the last: the
  // words a step can show are the events', and test/words/narration.test.ts reads every event of random games.
  it.each(withReadings.map((e) => [e.id, e] as const))('the stepper of %s, under every reading it offers, at every step (another answer: every third)', (_, example) => {
    render(<Stepper example={example} data={stepperData(example)} quotes={shownQuotes(quotes, '/')} readingNotes={readingNotes()} sourceTitle="Source" base="/" />);
    const section = document.querySelector('section.stepper') as HTMLElement;
    const leaks = new Set<string>();
    const selects = [...section.querySelectorAll('.settings select')].filter((s) => s.querySelector('option[value]') && s.closest('label')?.querySelector('a'));
    expect(selects.length).toBe(example.readings!.length);
    for (const select of selects as HTMLSelectElement[]) {
      const shown = select.value;
      for (const option of [...select.options]) {
        fireEvent.change(select, { target: { value: option.value } });
        stepThrough(section, leaks, option.value === shown ? 1 : 3);
      }
      fireEvent.change(select, { target: { value: shown } });
    }
    expect([...leaks]).toEqual([]);
  });

  it('the stepper\'s message for a link it cannot follow', () => {
    const example = withReadings[0]!;
    history.replaceState(null, '', `/#example=${example.id}&step=1&${example.readings![0]}=nonsense`);
    render(<Stepper example={example} data={stepperData(example)} quotes={{}} readingNotes={{}} sourceTitle="Source" base="/" />);
    expect(screen.getByRole('status').textContent).toMatch(/does not offer/);
    expect(leaksNow()).toEqual([]);
  });

  it('the comparison builder, with lanes of other rulesets and other readings', () => {
    const example = examples.find((e) => e.id === 'courlander-b-sows-from-hole-4')!;
    render(<ComparisonBuilder menu={[{ id: example.id, title: example.title }]} first={example} opening={defaultChoice([example])} quotes={shownQuotes(quotes, '/')} base="/" />);
    const leaks = new Set<string>();
    const rulesetSelects = () => screen.getAllByRole('combobox', { name: 'Ruleset' }) as HTMLSelectElement[];
    // Abalala'e last, whose readings (its race's) the title is checked for below.
    const choices = [...rulesetSelects()[1]!.options].map((o) => o.value);
    for (const r of [...choices.filter((v) => v !== 'dlp-abalalae'), 'dlp-abalalae']) {
      fireEvent.change(rulesetSelects()[1]!, { target: { value: r } });
      // Every reading of the second lane set to its last answer, so the lane's title names them all; but
      // the Sulus Nishtaw variation, under which this example's move (from a hole of three) is not allowed.
      const lane = document.querySelectorAll('fieldset.lane-choice')[1]!;
      for (const select of [...lane.querySelectorAll('label')].filter((l) => !/holes of three/.test(l.textContent!)).map((l) => l.querySelector('select')!).slice(1)) {
        fireEvent.change(select, { target: { value: select.options[select.options.length - 1]!.value } });
      }
      // Every step of the first lanes' pair, then every fifth and the last: each step's words are the
      // stepper's narration, read at every step of every example above; here what a lane adds.
      stepThrough(document.querySelector('section.compare-stepper') as HTMLElement, leaks, r === choices[0] ? 1 : 5);
    }
    const title = document.querySelectorAll('.lane h3')[1]!.textContent!;
    expect(title).toMatch(/^The DLP's Abalala'e; /);
    expect(title).toContain("Whose bean falls first in each beat of the race: the top player's, then the bottom player's");
    expect([...leaks]).toEqual([]);
    // It steps a lane of every ruleset, so its time grows with their number (eight with the wegue games).
  }, 60_000);

  it('the new-game form, for every ruleset', () => {
    render(<PlaySetup initial={{ ruleset: 'courlander-abalala', options: {}, first: 'B', computer: 'A', strength: 'lookahead' }} ready={true} onStart={() => {}} base="/" />);
    expect(leaksNow(), 'folded').toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    for (const id of rulesetIds) {
      fireEvent.change(screen.getByRole('combobox', { name: 'Ruleset' }), { target: { value: id } });
      expect(leaksNow(), id).toEqual([]);
    }
  });

  it('needs every excuse it makes (an excuse that covers nothing goes)', () => {
    const used = new Set(seen.flatMap((l) => (l.excuse === undefined ? [] : [l.excuse])));
    expect(EXCUSED.filter((_, i) => !used.has(i)).map((x) => `${x.owner}: ${x.within}`)).toEqual([]);
  });
});
