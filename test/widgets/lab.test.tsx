// @vitest-environment happy-dom
import '../support/quote-source';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LabPage } from '../../src/widgets/LabPage';
import { labRulesets } from '../../src/lab/position';
import { leaksInDom } from '../words/identifiers';

beforeEach(() => history.replaceState(null, '', '/'));
afterEach(cleanup);

const mount = () => render(<LabPage quotes={{}} base="/" />);
/** The field of the place chosen on the board. */
const field = () => screen.getByRole('spinbutton', { name: /^(Beans|Pieces|Counters) in / }) as HTMLInputElement;
/** The target over a hole or a store on the board ("Hole 4, B's", "A's store"). */
const place = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}: `) });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const count = () => document.querySelector('.lab-count')!.textContent;

describe('the position lab', () => {
  it('starts from the standard start, the hole moved from chosen, and runs the move in two lanes', () => {
    mount();
    expect(field().getAttribute('aria-label')).toBe("Beans in hole 1, B's");
    expect(field().value).toBe('3');
    expect(place("Hole 1, B's").getAttribute('aria-pressed')).toBe('true');
    expect(count()).toBe("The holes hold 54 beans and the stores none: 54 beans in all. Courlander's Abalalà, 1943 is played with 54 beans; a position must hold all of them, as this one does.");
    expect([...document.querySelectorAll('.lane h3')].map((h) => h.textContent)).toEqual(["Courlander's Abalalà, 1943", "Walker's Gabata, 2011"]);
    expect(location.hash).toMatch(/^#game=courlander-abalala&holes=3,3,/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('chooses a hole on the board, raises and lowers it with + and −, naming the total that is then wrong, and keeps the counts', () => {
    mount();
    fireEvent.click(place("Hole 4, B's"));
    expect(place("Hole 4, B's").getAttribute('aria-pressed')).toBe('true');
    expect(place("Hole 1, B's").getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button("Add a bean to hole 4, B's"));
    expect(field().value).toBe('4');
    expect(place("Hole 4, B's").getAttribute('aria-label')).toBe("Hole 4, B's: 4 beans");
    expect(screen.getByRole('alert').textContent).toBe("The holes and stores hold 55 beans, but Courlander's Abalalà, 1943 is played with 54: take away 1. The move is not run until the position can be played.");
    expect(count()).toMatch(/^The holes hold 55 beans and the stores none: 55 beans in all\. .* a position must hold all of them\.$/);
    expect(document.querySelector('.compare-stepper')).toBeNull();
    fireEvent.click(place("Hole 5, B's"));
    fireEvent.click(button("Take a bean from hole 5, B's"));
    expect(field().value).toBe('2');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(location.hash).toContain('holes=3,3,3,4,2,3,');
  });

  it('empties the board, stores and all, and counts what is put back', () => {
    mount();
    fireEvent.click(button('Empty the board'));
    expect(location.hash).toContain('holes=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0&stores=0,0');
    expect(count()).toMatch(/^The holes hold 0 beans and the stores none: 0 beans in all\. Courlander's Abalalà, 1943 is played with 54 beans; a position must hold all of them\.$/);
    expect(screen.getByRole('alert').textContent).toMatch(/^The holes and stores hold 0 beans, but Courlander's Abalalà, 1943 is played with 54: add 54\./);
    // Nothing to take away from an empty hole: − waits for a bean, and says so by being off.
    expect(button("Take a bean from hole 1, B's").hasAttribute('data-off')).toBe(true);
    fireEvent.click(place("A's store"));
    fireEvent.input(field(), { target: { value: '50' } });
    fireEvent.click(place("Hole 1, B's"));
    fireEvent.input(field(), { target: { value: '4' } });
    expect(count()).toBe("The holes hold 4 beans and the stores 50 beans: 54 beans in all. Courlander's Abalalà, 1943 is played with 54 beans; a position must hold all of them, as this one does.");
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.compare-stepper h2')!.textContent).toBe('B moves from hole 1');
  });

  it('takes typed counts and the + and − keys on the board, and says what is wrong without losing what was typed', () => {
    mount();
    fireEvent.input(field(), { target: { value: '-2' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Hole 1 holds -2: a hole cannot hold fewer than no beans\./);
    expect(field().value).toBe('-2');
    // A key raises the focused hole, never past none from below: − from -2 gives 0 at least.
    fireEvent.keyDown(place("Hole 1, B's"), { key: '+' });
    expect(field().value).toBe('0');
    fireEvent.keyDown(place("Hole 2, B's"), { key: '-' });
    expect(field().getAttribute('aria-label')).toBe("Beans in hole 2, B's");
    expect(field().value).toBe('2');
    fireEvent.keyDown(place("Hole 2, B's"), { key: '+' });
    expect(screen.getByRole('alert').textContent).toMatch(/^The holes and stores hold 51 beans/);
    fireEvent.click(place("A's store"));
    fireEvent.input(field(), { target: { value: '3' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Hole 1 is empty: there is nothing to sow from it\./);
    fireEvent.change(screen.getByRole('combobox', { name: 'From hole' }), { target: { value: '11' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Hole 12 is A's, not B's/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Who moves' }), { target: { value: '1' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.compare-stepper h2')!.textContent).toBe('A moves from hole 12');
    // "Sow from here" on a hole of the other side makes its owner the mover.
    fireEvent.click(place("Hole 4, B's"));
    fireEvent.click(button('Sow from here'));
    expect(document.querySelector('.compare-stepper h2')!.textContent).toBe('B moves from hole 4');
  });

  it('restores a position from the address, and names a broken one', () => {
    history.replaceState(null, '', '/#game=walker-gabata&holes=3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3&stores=0,0&mover=north&hole=b&lane=walker-gabata&lane=courlander-sulus-aidi');
    mount();
    expect(document.querySelector('.compare-stepper h2')!.textContent).toBe('North moves from hole b');
    cleanup();
    history.replaceState(null, '', '/#game=walker-gabata&holes=1,2');
    mount();
    expect(screen.getByRole('status').textContent).toBe("The address gives 2 hole counts, but the board of Walker's Gabata, 2011 has 18 holes. Showing the standard start instead.");
    expect(field().getAttribute('aria-label')).toBe("Pieces in hole A, south's");
    expect(field().value).toBe('3');
  });

  it('speaks in words on every game, in lanes and in messages: no engine identifier', () => {
    mount();
    const leaks: string[] = [];
    const look = () => leaks.push(...leaksInDom(document.body, []).map((l) => `${l.id} ${l.where}`));
    for (const r of labRulesets) {
      fireEvent.change(screen.getByRole('combobox', { name: 'Game' }), { target: { value: r } });
      look();
      fireEvent.click(screen.getAllByRole('button', { name: /store: / })[0]!);
      look();
      fireEvent.change(screen.getByRole('combobox', { name: 'Who moves' }), { target: { value: '1' } });
      look();
    }
    expect(screen.getByRole('alert').textContent).toMatch(/^Hole A1 is south's, not north's: a player moves from a hole on their own side\./);
    expect(leaks).toEqual([]);
  });
});
