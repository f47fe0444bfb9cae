import '../support/all-rulesets';
// @vitest-environment happy-dom
import { fireEvent, render, screen, cleanup, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playExample, readExample, type Example } from '../../src/examples/example';
import { claimNoun, describeBoard, layoutBoard } from '../../src/diagrams/layout';
import { sowingMarks } from '../../src/diagrams/marks';
import { buildSteps } from '../../src/widgets/steps';
import { Stepper } from '../../src/widgets/Stepper';
import { stepperData } from '../../src/widgets/stepper-data';
import { shownQuotes } from '../../src/widgets/quote-html';
import type { Quote } from '../../src/transcription/clause-index';

// Read relative to the project root: under happy-dom, import.meta.url is not a file URL.
const load = (id: string) => readExample(JSON.parse(readFileSync(`${process.cwd()}/content/examples/${id}.json`, 'utf8')));
const sowing = load('courlander-b-sows-from-hole-4');

/** A made-up example that depends on a reading, so the reading switch has something to change. */
const reading: Example = {
  ...sowing,
  id: 'test-reading',
  title: 'A last bean on the opponent\'s side',
  readings: ['empty-hole-take'],
  record: {
    ruleset: 'courlander-abalala',
    start: {
      holes: Object.fromEntries(Array.from({ length: 18 }, (_, i) => [String(i + 1), { 1: 1, 9: 7, 15: 2 }[i + 1] ?? 0])),
      stores: { B: 20, A: 24 },
      toMove: 'B',
      status: 'playing',
    },
    moves: ['9'],
  },
};

const quotes: Record<string, Quote> = {
  'courlander.abalala.relay': { page: 'courlander-abalala', cite: 'Courlander, p. 21', parts: [{ type: 'text', text: 'If the last playing piece falls in a hole that contains one or more beans, he continues.' }] },
};

function mount(example: Example) {
  return render(<Stepper example={example} data={stepperData(example)} quotes={shownQuotes(quotes, '/')} readingNotes={{}} sourceTitle="Abalalà" base="/" />);
}

/** What the board says, through its text alternative. */
const boardText = () => screen.getAllByRole('img')[0]!.getAttribute('aria-label')!;
const expectedBoard = (example: Example, step: number, options = {}) => {
  const played = playExample(example, options);
  const steps = buildSteps(played, played.game.rules.notation);
  const layout = layoutBoard(played.game.board, steps[step]!.state, played.game.rules.notation, played.game.rules.players);
  const marks = sowingMarks(steps.map((s) => s.event), step);
  return `Step ${step} of ${steps.length - 1}. ${describeBoard(layout, played.game.rules.players, { marks, noun: claimNoun(played.game.rules) })}`;
};

beforeEach(() => {
  history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe('the stepper', () => {
  it('starts at the start and steps forward and back through the engine\'s positions', () => {
    mount(sowing);
    expect(boardText()).toBe(expectedBoard(sowing, 0));
    const forward = screen.getByRole('button', { name: 'Forward one step' });
    for (let i = 1; i <= 6; i++) {
      fireEvent.click(forward);
      expect(boardText()).toBe(expectedBoard(sowing, i));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Back one step' }));
    expect(boardText()).toBe(expectedBoard(sowing, 5));
    expect(screen.getByText(/B lifts all four and sows on/)).toBeTruthy();
  });

  it('shows the licensing sentence beside the step, cited as a scholar does and linked to its clause', () => {
    mount(sowing);
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button', { name: 'Forward one step' }));
    const link = screen.getByRole('link', { name: 'Courlander, p. 21' });
    expect(link.getAttribute('href')).toBe('/sources/courlander-abalala/#courlander.abalala.relay');
    expect(screen.getByRole('link', { name: 'how we encode it' }).getAttribute('href')).toBe('/engine/courlander-abalala/#code-courlander.abalala.relay');
  });

  it('answers the keyboard: arrows, Home, End', () => {
    mount(sowing);
    const board = screen.getByRole('group', { name: /the board/ });
    fireEvent.keyDown(board, { key: 'ArrowRight' });
    fireEvent.keyDown(board, { key: 'ArrowRight' });
    expect(boardText()).toBe(expectedBoard(sowing, 2));
    fireEvent.keyDown(board, { key: 'End' });
    const last = buildSteps(playExample(sowing), 'courlander').length - 1;
    expect(boardText()).toBe(expectedBoard(sowing, last));
    fireEvent.keyDown(board, { key: 'ArrowLeft' });
    expect(boardText()).toBe(expectedBoard(sowing, last - 1));
    fireEvent.keyDown(board, { key: 'Home' });
    expect(boardText()).toBe(expectedBoard(sowing, 0));
  });

  it('narrates politely for screen readers', () => {
    mount(sowing);
    fireEvent.click(screen.getByRole('button', { name: 'Forward one step' }));
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('B lifts the three beans in hole 4.');
  });

  it('writes the step into the URL as the reader steps', () => {
    mount(sowing);
    fireEvent.click(screen.getByRole('button', { name: 'Forward one step' }));
    expect(location.hash).toBe('#example=courlander-b-sows-from-hole-4&step=1');
  });

  it('restores a permalinked step', () => {
    history.replaceState(null, '', '/#example=courlander-b-sows-from-hole-4&step=7');
    mount(sowing);
    expect(boardText()).toBe(expectedBoard(sowing, 7));
  });

  it('answers a broken permalink with a message, and shows the start', () => {
    history.replaceState(null, '', '/#example=courlander-b-sows-from-hole-4&step=abc');
    mount(sowing);
    expect(screen.getByRole('status').textContent).toMatch(/not a step number; showing the start/);
    expect(boardText()).toBe(expectedBoard(sowing, 0));
    cleanup();
    history.replaceState(null, '', '/#example=courlander-b-sows-from-hole-4&step=400');
    mount(sowing);
    expect(screen.getByRole('status').textContent).toMatch(/step 400 does not exist/);
  });

  it('ignores a permalink to another example', () => {
    history.replaceState(null, '', '/#example=some-other&step=3');
    mount(sowing);
    expect(screen.queryByRole('status')).toBeNull();
    expect(boardText()).toBe(expectedBoard(sowing, 0));
  });

  it('switches a reading (fetching the engine), and the steps change with it', async () => {
    mount(reading);
    const select = screen.getByRole('combobox', { name: /^A last bean in an empty hole on the opponent's side/ }) as HTMLSelectElement;
    // The reader reads the answers; the values (and so the address) keep the ids.
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['own-side', "ends the play: only one's own side takes, our default"],
      ['either-side', "takes from its column, as on one's own side"],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'To the end' }));
    expect(boardText()).toBe(expectedBoard(reading, buildSteps(playExample(reading), 'courlander').length - 1));
    fireEvent.change(select, { target: { value: 'either-side' } });
    await waitFor(() => expect(location.hash).toContain('empty-hole-take=either-side'));
    fireEvent.click(screen.getByRole('button', { name: 'To the end' }));
    const steps = buildSteps(playExample(reading, { 'empty-hole-take': 'either-side' }), 'courlander');
    expect(boardText()).toBe(expectedBoard(reading, steps.length - 1, { 'empty-hole-take': 'either-side' }));
  });

  it('restores a reading from the permalink, and refuses a reading it does not offer', async () => {
    history.replaceState(null, '', '/#example=test-reading&step=3&empty-hole-take=either-side');
    mount(reading);
    await waitFor(() => expect(boardText()).toBe(expectedBoard(reading, 3, { 'empty-hole-take': 'either-side' })));
    cleanup();
    history.replaceState(null, '', '/#example=test-reading&step=3&race-end=first-finish');
    mount(reading);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The link asks about “How the race ends”, a question this example does not offer; showing the start.'));
  });

  it('offers a link to its step on the example’s own page, readings kept, and a link to that page', async () => {
    mount(reading);
    const link = () => screen.getByRole('link', { name: 'Link to this step' }).getAttribute('href');
    expect(link()).toBe('/examples/test-reading/#example=test-reading&step=0');
    fireEvent.click(screen.getByRole('button', { name: 'Forward one step' }));
    fireEvent.change(screen.getByRole('combobox', { name: /^A last bean in an empty hole/ }), { target: { value: 'either-side' } });
    await waitFor(() => expect(link()).toBe('/examples/test-reading/#example=test-reading&step=1&empty-hole-take=either-side'));
    expect(screen.getByRole('link', { name: 'the example on its own page' }).getAttribute('href')).toBe('/examples/test-reading/');
    expect(screen.getByRole('heading').textContent).toBe(reading.title);
  });

  it('on the example’s own page, is titled by what it does and leaves the source and our note to the page', () => {
    const provenance = { kind: 'source' as const, label: 'Worked in the source', opening: 'If player B chooses …', cite: 'Courlander, Abalalà, p. 21', href: '/sources/courlander-abalala/#courlander.abalala.example-hole-4' };
    render(<Stepper example={sowing} data={stepperData(sowing)} quotes={shownQuotes(quotes, '/')} readingNotes={{}} sourceTitle="Abalalà" base="/" ownPage provenance={provenance} />);
    expect(screen.getByRole('heading').textContent).toBe('Step through it');
    expect(screen.getByRole('region', { name: 'Step through it' }).id).toBe(`example-${sowing.id}`);
    expect(screen.queryByRole('link', { name: 'Abalalà' })).toBeNull();
    expect(screen.queryByText(sowing.note)).toBeNull();
    expect(screen.getByRole('link', { name: 'Link to this step' })).toBeTruthy();
  });

  it('says whose the example is, in the label and as data-provenance, with the sentence named (on its own page, the label alone)', () => {
    const provenance = { kind: 'ours' as const, label: 'Built by us to show a sentence', opening: 'If the last playing piece falls …', cite: 'Courlander, Abalalà, p. 21', href: '/sources/courlander-abalala/#courlander.abalala.relay' };
    const { container } = render(<Stepper example={sowing} data={stepperData(sowing)} quotes={shownQuotes(quotes, '/')} readingNotes={{}} sourceTitle="Abalalà" base="/" provenance={provenance} />);
    const region = container.querySelector(`#example-${sowing.id}`)!;
    expect(region.getAttribute('data-provenance')).toBe('ours');
    expect(region.querySelector('.provenance')!.textContent).toBe('Built by us to show a sentence If the last playing piece falls … (Courlander, Abalalà, p. 21)');
    expect(screen.getByRole('link', { name: 'Courlander, Abalalà, p. 21' }).getAttribute('href')).toBe(provenance.href);
    cleanup();
    const own = render(<Stepper example={sowing} data={stepperData(sowing)} quotes={shownQuotes(quotes, '/')} readingNotes={{}} sourceTitle="Abalalà" base="/" ownPage provenance={{ ...provenance, kind: 'source', label: 'Worked in the source' }} />);
    const mine = own.container.querySelector(`#example-${sowing.id}`)!;
    expect(mine.getAttribute('data-provenance')).toBe('source');
    expect(mine.querySelector('.provenance')!.textContent).toBe('Worked in the source');
  });

  it('says nothing of whose it is where it steps through no one’s example (a move of the play page), nor takes a worked example’s id', () => {
    const { container } = mount(sowing);
    expect(container.querySelector('[data-provenance]')).toBeNull();
    expect(container.querySelector('.provenance')).toBeNull();
    expect(container.querySelector('[id^="example-"]')).toBeNull();
    expect(container.querySelector('section.stepper')!.id).toBe(`stepper-${sowing.id}`);
  });

  it('has no step link where it keeps no place in the address (the play page)', () => {
    render(<Stepper example={sowing} data={stepperData(sowing)} quotes={shownQuotes(quotes, '/')} readingNotes={{}} sourceTitle="Abalalà" base="/" permalink={false} />);
    expect(screen.queryByRole('link', { name: 'Link to this step' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'the example on its own page' })).toBeNull();
  });

  it('switches the notation of the 3x6 board (fetching the narrator), its words with it', async () => {
    mount(sowing);
    fireEvent.change(screen.getByRole('combobox', { name: /Notation/ }), { target: { value: 'walker' } });
    await waitFor(() => expect(boardText()).toContain('B\'s side, 9 holes: A: 3, B: 3'));
    fireEvent.click(screen.getByRole('button', { name: 'Forward one step' }));
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('B lifts the three beans in hole D.');
  });
});
