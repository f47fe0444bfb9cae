// @vitest-environment happy-dom
import '../support/quote-source';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rulesets } from '../../src/engine/index';
import { optionLabel } from '../../src/words/labels';
import { PlaySetup, type Setup } from '../../src/widgets/PlaySetup';

afterEach(cleanup);

const initial: Setup = { ruleset: 'courlander-abalala', options: {}, first: 'B', computer: 'A', strength: 'lookahead' };

/** The set-up as the page shows it, folded; then opened with "Change", as a reader does to start another game. */
function mount(setup = initial) {
  const onStart = vi.fn();
  render(<PlaySetup initial={setup} ready={true} onStart={onStart} base="/" />);
  fireEvent.click(screen.getByRole('button', { name: 'Change' }));
  return onStart;
}

const select = (name: RegExp | string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('the set-up, folded', () => {
  it('is one line while a game is on: the game, and "Change", which opens the form and says so', () => {
    render(<PlaySetup initial={{ ...initial, options: { 'race-end': 'first-finish' } }} ready={true} onStart={vi.fn()} base="/" />);
    const line = document.querySelector('.setup-line')!;
    expect(line.textContent).toBe("Courlander's Abalalà, 1943 · you (B) against the computer (looks ahead) · 1 reading of your choice Change");
    expect(screen.getByRole('link', { name: "Courlander's Abalalà, 1943" }).getAttribute('href')).toBe('/sources/courlander-abalala/');
    const change = screen.getByRole('button', { name: 'Change' });
    expect(change.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(change.getAttribute('aria-controls')!)!.hidden).toBe(true);
    expect(document.getElementById(change.getAttribute('aria-describedby')!)!.textContent).toContain("Courlander's Abalalà");
    expect(screen.queryByRole('combobox', { name: 'Ruleset' })).toBeNull();
    fireEvent.click(change);
    expect(change.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Ruleset' })).not.toBeNull();
  });

  it('folds again, as the game is, and gives the focus back to "Change", when the reader keeps the game', () => {
    const onStart = mount();
    fireEvent.change(select('Ruleset'), { target: { value: 'walker-gabata' } });
    fireEvent.click(screen.getByRole('button', { name: 'Keep this game' }));
    expect(onStart).not.toHaveBeenCalled();
    const change = screen.getByRole('button', { name: 'Change' });
    expect(change.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(change);
    fireEvent.click(change);
    expect(select('Ruleset').value).toBe('courlander-abalala');
  });

  it('folds when a game is started', () => {
    const onStart = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Start a new game' }));
    expect(onStart).toHaveBeenCalledWith(initial);
    expect(screen.getByRole('button', { name: 'Change' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the new-game form', () => {
  it('offers every reading of the ruleset, each at its default, and starts the game chosen', () => {
    const onStart = mount();
    const readings = Object.keys(rulesets['courlander-abalala'].readings);
    for (const id of readings) expect(select(optionLabel(id)).value).toBe(String(rulesets['courlander-abalala'].readings[id as 'race-end']!.default));
    fireEvent.change(select('How the race ends'), { target: { value: 'first-finish' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start a new game' }));
    expect(onStart).toHaveBeenCalledWith({ ...initial, options: { 'race-end': 'first-finish' } });
  });

  it('asks who moves first only where the rules let the players choose', () => {
    mount();
    expect(select('First to move').value).toBe('B');
    // Under the "first-to-finish" reading the race decides who begins.
    fireEvent.change(select('Who moves first after the race'), { target: { value: 'first-to-finish' } });
    expect(screen.queryByRole('combobox', { name: 'First to move' })).toBeNull();
  });

  it('resets the readings and seats when the ruleset changes', () => {
    const onStart = mount();
    fireEvent.change(select('How the race ends'), { target: { value: 'first-finish' } });
    fireEvent.change(select('Ruleset'), { target: { value: 'dlp-gabata-shoa-i' } });
    expect(select("Which of the DLP's observed rulesets").value).toBe(String(rulesets['dlp-gabata-shoa-i'].readings.observed!.default));
    expect(screen.queryByRole('combobox', { name: 'How the race ends' })).toBeNull();
    expect([...select('Players').options].map((o) => o.textContent)).toEqual(['Two people at this screen', 'You against the computer (south)', 'You against the computer (north)']);
    expect(select('Players').value).toBe('north');
    fireEvent.change(select('Players'), { target: { value: '' } });
    expect(screen.queryByRole('combobox', { name: 'Computer' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start a new game' }));
    expect(onStart.mock.calls[0]![0]).toMatchObject({ ruleset: 'dlp-gabata-shoa-i', options: {}, computer: null });
  });
});
