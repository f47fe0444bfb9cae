import '../support/all-rulesets';
// @vitest-environment happy-dom
import '../support/quote-source';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readExample } from '../../src/examples/example';
import { defaultChoice } from '../../src/compare/custom';
import { ComparisonBuilder } from '../../src/widgets/ComparisonBuilder';
import { exampleLoader } from '../../src/compare/example-loader';

const dir = `${process.cwd()}/content/examples/`;
const examples = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => readExample(JSON.parse(readFileSync(dir + f, 'utf8'))))
  .sort((a, b) => a.title.localeCompare(b.title));

const opening = defaultChoice(examples);
const first = examples.find((e) => e.id === opening.example)!;
const menu = examples.map((e) => ({ id: e.id, title: e.title }));
/** The builder as the page gives it, its examples fetched from the files here instead of the site. */
const builder = () => <ComparisonBuilder menu={menu} first={first} load={exampleLoader('/', examples)} opening={opening} quotes={{}} base="/" />;

beforeEach(() => history.replaceState(null, '', '/'));
afterEach(cleanup);

describe('the comparison the reader builds', () => {
  it('opens on two lanes that part, and marks a difference by the end', () => {
    render(builder());
    expect(document.body.textContent).not.toContain('never differ');
    expect(document.querySelector('.divergence')!.textContent).toMatch(/^The lanes agree until step \d+\.$/);
    const lanes = screen.getAllByRole('group').filter((g) => g.classList.contains('lane'));
    expect(lanes).toHaveLength(2);
    fireEvent.keyDown(lanes[0]!, { key: 'End' });
    expect(lanes[1]!.querySelectorAll('[data-differs="true"]').length).toBeGreaterThan(0);
  });

  it('offers, when the reader picks another example, lanes that part on it', async () => {
    render(builder());
    const rulesets = () => screen.getAllByRole('combobox', { name: 'Ruleset' }).map((s) => (s as HTMLSelectElement).value);
    fireEvent.change(screen.getByRole('combobox', { name: 'Example' }), { target: { value: 'courlander-take-and-sow-on' } });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Example' }) as HTMLSelectElement).value).toBe('courlander-take-and-sow-on'));
    await waitFor(() => expect(rulesets()).toEqual(['courlander-abalala', 'courlander-sulus-aidi']));
    expect(document.body.textContent).not.toContain('never differ');
  });

  it('says so when an example cannot be fetched, and leaves the comparison as it was', async () => {
    const failing = () => Promise.reject(new Error('The example could not be fetched (HTTP 404).'));
    render(<ComparisonBuilder menu={menu} first={first} load={failing} opening={opening} quotes={{}} base="/" />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Example' }), { target: { value: 'courlander-take-and-sow-on' } });
    await waitFor(() => expect(screen.getByText(/could not be fetched \(HTTP 404\)\. The comparison is left as it was; try again\./)).toBeTruthy());
    expect(document.querySelector('section.compare-stepper h3, section.compare-stepper h2')?.textContent ?? document.body.textContent).toContain(first.title);
  });

  it('opens a shared link on an example it fetches first', async () => {
    const other = examples.find((e) => e.id === 'courlander-take-and-sow-on')!;
    history.replaceState(null, '', `/#compare=custom&example=${other.id}&lane=courlander-abalala&lane=courlander-sulus-aidi`);
    render(builder());
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Example' }) as HTMLSelectElement).value).toBe(other.id));
  });
});
