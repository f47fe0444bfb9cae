import '../support/all-rulesets';
// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readExample } from '../../src/examples/example';
import { defaultChoice } from '../../src/compare/custom';
import { ComparisonBuilder } from '../../src/widgets/ComparisonBuilder';

const dir = `${process.cwd()}/content/examples/`;
const examples = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => readExample(JSON.parse(readFileSync(dir + f, 'utf8'))))
  .sort((a, b) => a.title.localeCompare(b.title));

beforeEach(() => history.replaceState(null, '', '/'));
afterEach(cleanup);

describe('the comparison the reader builds', () => {
  it('opens on two lanes that part, and marks a difference by the end', () => {
    render(<ComparisonBuilder examples={examples} opening={defaultChoice(examples)} quotes={{}} base="/" />);
    expect(document.body.textContent).not.toContain('never differ');
    expect(document.querySelector('.divergence')!.textContent).toMatch(/^The lanes agree until step \d+\.$/);
    const lanes = screen.getAllByRole('group').filter((g) => g.classList.contains('lane'));
    expect(lanes).toHaveLength(2);
    fireEvent.keyDown(lanes[0]!, { key: 'End' });
    expect(lanes[1]!.querySelectorAll('[data-differs="true"]').length).toBeGreaterThan(0);
  });

  it('offers, when the reader picks another example, lanes that part on it', () => {
    render(<ComparisonBuilder examples={examples} opening={defaultChoice(examples)} quotes={{}} base="/" />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Example' }), { target: { value: 'courlander-take-and-sow-on' } });
    const rulesets = screen.getAllByRole('combobox', { name: 'Ruleset' }).map((s) => (s as HTMLSelectElement).value);
    expect(rulesets).toEqual(['courlander-abalala', 'courlander-sulus-aidi']);
    expect(document.body.textContent).not.toContain('never differ');
  });
});
