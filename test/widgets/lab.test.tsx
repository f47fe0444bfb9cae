// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LabPage } from '../../src/widgets/LabPage';
import { labRulesets } from '../../src/lab/position';
import { leaksInDom } from '../words/identifiers';

beforeEach(() => history.replaceState(null, '', '/'));
afterEach(cleanup);

const mount = () => render(<LabPage quotes={{}} base="/" />);
const field = (label: string) => screen.getByRole('spinbutton', { name: label }) as HTMLInputElement;
const hole = (label: string) => screen.getByRole('button', { name: new RegExp(`^Hole ${label}, `) });

describe('the position lab', () => {
  it('starts from the standard start and runs the move in two lanes', () => {
    mount();
    expect(field('Beans in hole 4').value).toBe('3');
    expect([...document.querySelectorAll('.lane h3')].map((h) => h.textContent)).toEqual(["Courlander's Abalalà, 1943", "Walker's Gabata, 2011"]);
    expect(location.hash).toMatch(/^#game=courlander-abalala&holes=3,3,/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds a bean on a click and takes one on Shift+click, naming the total that is then wrong, and keeps the counts', () => {
    mount();
    fireEvent.click(hole('4'));
    expect(hole('4').textContent).toBe('4');
    expect(screen.getByRole('alert').textContent).toBe("The holes and stores hold 55 beans, but Courlander's Abalalà, 1943 is played with 54: take away 1. The move is not run until the position can be played.");
    expect(document.querySelector('.compare-stepper')).toBeNull();
    fireEvent.click(hole('5'), { shiftKey: true });
    expect(field('Beans in hole 5').value).toBe('2');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(location.hash).toContain('holes=3,3,3,4,2,3,');
  });

  it('takes typed counts and the + and − keys, and says what is wrong without losing what was typed', () => {
    mount();
    fireEvent.input(field('Beans in hole 1'), { target: { value: '-2' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Hole 1 holds -2: a hole cannot hold fewer than no beans\./);
    expect(field('Beans in hole 1').value).toBe('-2');
    fireEvent.keyDown(hole('1'), { key: '+' });
    fireEvent.keyDown(hole('1'), { key: '+' });
    expect(field('Beans in hole 1').value).toBe('0');
    expect(screen.getByRole('alert').textContent).toMatch(/^The holes and stores hold 51 beans/);
    fireEvent.input(field("A's store"), { target: { value: '3' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Hole 1 is empty: there is nothing to sow from it\./);
    fireEvent.change(screen.getByRole('combobox', { name: 'From hole' }), { target: { value: '11' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Hole 12 is A's, not B's/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Who moves' }), { target: { value: '1' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.compare-stepper h2')!.textContent).toBe('A moves from hole 12');
  });

  it('restores a position from the address, and names a broken one', () => {
    history.replaceState(null, '', '/#game=walker-gabata&holes=3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3&stores=0,0&mover=north&hole=b&lane=walker-gabata&lane=courlander-sulus-aidi');
    mount();
    expect(document.querySelector('.compare-stepper h2')!.textContent).toBe('North moves from hole b');
    cleanup();
    history.replaceState(null, '', '/#game=walker-gabata&holes=1,2');
    mount();
    expect(screen.getByRole('status').textContent).toBe("The address gives 2 hole counts, but the board of Walker's Gabata, 2011 has 18 holes. Showing the standard start instead.");
    expect(field('Beans in hole A').value).toBe('3');
  });

  it('speaks in words on every game, in lanes and in messages: no engine identifier', () => {
    mount();
    const leaks: string[] = [];
    const look = () => leaks.push(...leaksInDom(document.body, []).map((l) => `${l.id} ${l.where}`));
    for (const r of labRulesets) {
      fireEvent.change(screen.getByRole('combobox', { name: 'Game' }), { target: { value: r } });
      look();
      fireEvent.change(screen.getByRole('combobox', { name: 'Who moves' }), { target: { value: '1' } });
      look();
    }
    expect(screen.getByRole('alert').textContent).toMatch(/^Hole A1 is south's, not north's: a player moves from a hole on their own side\./);
    expect(leaks).toEqual([]);
  });
});
