// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstDivergence, playLane } from '../../src/compare/lanes';
import { comparisons } from '../../src/compare/presets';
import { readExample } from '../../src/examples/example';
import { CompareStepper } from '../../src/widgets/CompareStepper';

const c = comparisons.find((x) => x.id === 'opponent-side')!;
const example = readExample(JSON.parse(readFileSync(`${process.cwd()}/content/examples/${c.example as string}.json`, 'utf8')));
const parting = firstDivergence(c.lanes.map((l) => playLane(example, l)))!;
const mount = () => render(<CompareStepper id={c.id} title="t" example={example} lanes={c.lanes} quotes={{}} base="/" />);

beforeEach(() => history.replaceState(null, '', '/'));
afterEach(cleanup);

describe('lanes stepped together', () => {
  it('goes to where the lanes part, and says so', () => {
    mount();
    expect(screen.getByRole('status').textContent).toBe(`The lanes agree until step ${parting.step}.`);
    fireEvent.click(screen.getByRole('button', { name: `Where they part (step ${parting.step})` }));
    expect(screen.getByRole('status').textContent).toBe('≠ Here the lanes part.');
    expect(location.hash).toBe(`#compare=opponent-side&step=${parting.step}`);
    const narrations = [...document.querySelectorAll('.lane .narration')].map((n) => n.textContent);
    expect(narrations[0]).toMatch(/play ends/);
    expect(narrations[1]).toMatch(/south takes three from hole f/);
  });

  it('steps every lane with the keyboard, and restores a permalink', () => {
    history.replaceState(null, '', `/#compare=opponent-side&step=${parting.step + 1}`);
    mount();
    expect(screen.getByRole('status').textContent).toBe(`The lanes parted at step ${parting.step}.`);
    fireEvent.keyDown(screen.getAllByRole('group')[0]!, { key: 'ArrowLeft' });
    expect(screen.getByRole('status').textContent).toBe('≠ Here the lanes part.');
  });
});

describe('a lane that cannot be played', () => {
  it('shows its reason in words in its own place, and the other lanes step on', () => {
    const hole4 = readExample(JSON.parse(readFileSync(`${process.cwd()}/content/examples/courlander-b-sows-from-hole-4.json`, 'utf8')));
    const lanes = [
      { label: 'Abalalà', ruleset: 'courlander-abalala' },
      { label: 'Sulus Nishtaw, the variation', ruleset: 'courlander-sulus-nishtaw', options: { 'no-move-from-three': true } },
      { label: 'Sulus Nishtaw', ruleset: 'courlander-sulus-nishtaw' },
    ];
    render(<CompareStepper id="custom-run" title="t" example={hole4} lanes={lanes} quotes={{}} base="/" />);
    const groups = screen.getAllByRole('group');
    expect(groups[1]!.querySelector('svg')).toBeNull();
    expect(groups[1]!.querySelector('.lane-error')!.textContent).toBe('Under this reading the move from hole 4 cannot be played: under the variation no move starts from a hole of three once the game is in progress.');
    expect(groups[0]!.querySelector('svg.board')).not.toBeNull();
    expect(groups[2]!.querySelector('svg.board')).not.toBeNull();
    fireEvent.keyDown(groups[0]!, { key: 'ArrowRight' });
    expect(groups[2]!.getAttribute('aria-label')).toMatch(/step 1$/);
  });
});
