// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstDivergence, playLane } from '../../src/compare/lanes';
import { comparisons } from '../../src/compare/presets';
import { readExample } from '../../src/examples/example';
import { CompareStepper } from '../../src/widgets/CompareStepper';
import { compareData } from '../../src/compare/compare-data';

const c = comparisons.find((x) => x.id === 'opponent-side')!;
const example = readExample(JSON.parse(readFileSync(`${process.cwd()}/content/examples/${c.example as string}.json`, 'utf8')));
const parting = firstDivergence(c.lanes.map((l) => playLane(example, l)))!;
const mount = () => render(<CompareStepper id={c.id} title="t" data={compareData(example, c.lanes)} quotes={{}} base="/" />);

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
    render(<CompareStepper id="custom-run" title="t" data={compareData(hole4, lanes)} quotes={{}} base="/" />);
    const groups = screen.getAllByRole('group');
    expect(groups[1]!.querySelector('svg')).toBeNull();
    expect(groups[1]!.querySelector('.lane-error')!.textContent).toBe('Under this reading the move from hole 4 cannot be played: under the variation no move starts from a hole of three once the game is in progress.');
    expect(groups[0]!.querySelector('svg.board')).not.toBeNull();
    expect(groups[2]!.querySelector('svg.board')).not.toBeNull();
    fireEvent.keyDown(groups[0]!, { key: 'ArrowRight' });
    expect(groups[2]!.getAttribute('aria-label')).toMatch(/step 1$/);
  });
});

describe('where each lane differs from the first', () => {
  const reload = comparisons.find((x) => x.id === 'reload-23')!;
  const diagram2 = readExample(JSON.parse(readFileSync(`${process.cwd()}/content/examples/${reload.example as string}.json`, 'utf8')));

  it('marks the holes that differ in every lane but the first, and says how many, at the end of the 23-piece reload', () => {
    render(<CompareStepper id={reload.id} title="t" data={compareData(diagram2, reload.lanes)} quotes={{}} base="/" />);
    const groups = () => screen.getAllByRole('group');
    // At the start the four boards are empty alike.
    expect(document.querySelectorAll('[data-differs]')).toHaveLength(0);
    fireEvent.keyDown(groups()[0]!, { key: 'End' });
    const lanes = groups();
    expect(lanes[0]!.querySelectorAll('[data-differs]')).toHaveLength(0);
    expect(lanes[0]!.querySelector('.differs-count')!.textContent).toBe('The other lanes mark ≠ on their holes that differ from this one.');
    for (const lane of lanes.slice(1)) {
      const marked = lane.querySelectorAll('[data-differs="true"]');
      expect(marked.length).toBeGreaterThan(0);
      expect(lane.querySelector('.differs-count')!.textContent).toMatch(new RegExp(`^${marked.length} holes differ from the first lane[.,]`));
      expect(lane.querySelector('svg.board')!.getAttribute('aria-label')).toMatch(/Differs from the first lane at holes /);
      expect([...lane.querySelectorAll('.board-key li')].map((li) => li.textContent)).toContain('differs from the first lane');
    }
    // Footnote 3 against Diagram 2: holes 7, 8, 16 and 17.
    expect([...lanes[1]!.querySelectorAll('[data-differs="true"]')].map((g) => g.getAttribute('data-hole'))).toEqual(['7', '8', '16', '17']);
  });
});

describe('how each lane ends', () => {
  it('says so in words at its last step, and keeps saying it once the others step on', async () => {
    const race = comparisons.find((x) => x.id === 'opening-race')!;
    render(<CompareStepper id={race.id} title="t" data={compareData(race.example as Exclude<typeof race.example, string>, race.lanes)} quotes={{}} base="/" />);
    const groups = screen.getAllByRole('group');
    expect(document.querySelectorAll('.outcome')).toHaveLength(0);
    fireEvent.keyDown(groups[0]!, { key: 'End' });
    // The words are fetched the first time a lane reaches its end.
    await waitFor(() => expect(document.querySelectorAll('.outcome')).toHaveLength(3));
    // Courlander's race runs on to the end; Walker's lanes stopped long before.
    expect(groups[0]!.querySelector('.outcome')!.textContent).toBe('How this lane ends: B finished first, at tick 1, and A at tick 29; B begins.');
    expect(groups[1]!.querySelector('.outcome')!.textContent).toMatch(/^Ended at step \d+: B finished first, at tick 1, and the race stopped there; B begins\.$/);
    expect(document.body.textContent).not.toContain('This lane has ended');
  });
});

describe('playing the lanes', () => {
  it('steps at the speed chosen: slow, normal or fast', () => {
    mount();
    vi.useFakeTimers();
    try {
      const count = () => document.querySelector('.step-count')!.textContent;
      const speed = screen.getByRole('combobox', { name: 'Speed' }) as HTMLSelectElement;
      expect([...speed.options].map((o) => o.textContent)).toEqual(['Slow', 'Normal', 'Fast']);
      fireEvent.change(speed, { target: { value: '2' } });
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      act(() => void vi.advanceTimersByTime(260));
      expect(count()).toMatch(/^Step 1 of/);
      fireEvent.change(speed, { target: { value: '0' } });
      act(() => void vi.advanceTimersByTime(1000));
      expect(count()).toMatch(/^Step 1 of/);
      act(() => void vi.advanceTimersByTime(450));
      expect(count()).toMatch(/^Step 2 of/);
    } finally {
      vi.useRealTimers();
    }
  });
});
