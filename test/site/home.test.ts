import { describe, expect, it } from 'vitest';
import { builtPage } from './built';
import { THEME_SCRIPT } from '../../src/layouts/theme';
import { provenanceLabels } from '../../src/examples/provenance';

const home = builtPage('/');
const frames = [...home.querySelectorAll('.turn-frame')];
const count = (frame: Element, label: string) => frame.querySelector(`g[data-hole="${label}"] .count`)?.textContent;

describe('the home page', () => {
  it('says what the site is in one sentence', () => {
    const lede = home.querySelector('main .lede')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(lede.match(/\.(\s|$)/g)).toHaveLength(1);
    expect(lede).toMatch(/sources/);
  });

  it('shows a turn in four frames drawn by the engine, each with its caption', () => {
    expect(frames).toHaveLength(4);
    const captions = frames.map((f) => f.querySelector('.turn-caption')!.textContent!.replace(/\s+/g, ' ').trim());
    expect(captions.map((c) => c.slice(0, c.indexOf('.') + 1))).toEqual([
      'Step 1 of 4: Lift.',
      'Step 2 of 4: Sow, one by one.',
      'Step 3 of 4: Relay.',
      'Step 4 of 4: An empty hole.',
    ]);
    for (const f of frames) {
      const svg = f.querySelector('svg.board[role="img"]')!;
      expect(svg.getAttribute('aria-label')).toMatch(/^Step \d of 4, .+B's side, 9 holes/);
    }
  });

  it('draws the positions the captions tell', () => {
    const [lift, sow, relay, end] = frames as [Element, Element, Element, Element];
    expect(count(lift, '4')).toBe('0');
    expect(lift.querySelector('.hole.from')?.getAttribute('data-hole')).toBe('4');
    expect(lift.querySelector('.hole.last')).toBeNull();
    expect(['5', '6', '7'].map((l) => count(sow, l))).toEqual(['4', '4', '4']);
    expect([...sow.querySelectorAll('.hole.path')].map((g) => g.getAttribute('data-hole'))).toEqual(['4', '5', '6', '7']);
    expect(count(relay, '7')).toBe('0');
    expect(end.querySelector('.hole.last')?.getAttribute('data-hole')).toBe('15');
    expect(count(end, '15')).toBe('1');
  });

  it("says which part of the turn is Courlander's and which is ours", () => {
    const part = (p: string) => home.querySelector(`.whose-turn [data-part="${p}"]`);
    const words = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    expect(words(part('source')?.querySelector('.provenance-label') ?? null)).toBe(provenanceLabels.source);
    expect(words(part('ours')?.querySelector('.provenance-label') ?? null)).toBe(provenanceLabels.ours);
    // Courlander's: the move from hole 4 and the holes his sentence names, each of them in his sentence as quoted.
    const source = words(part('source'));
    expect(source).toContain("Courlander's: the move. B lifts hole 4 and drops a bean in each hole after it, 5, 6, 7, 8, 9 and 10");
    const sentence = words(home.querySelector('main blockquote.quote p'));
    expect(sentence).toMatch(/^If player B chooses to start his play from hole number 4/);
    for (const h of ['5', '6', '7', '8', '9', '10']) expect(sentence).toMatch(new RegExp(`one in (hole )?${h}\\b`));
    // Ours: the position, and the relays and the end it makes, as the frames draw them.
    const ours = words(part('ours'));
    expect(ours).toContain('Ours: the position it starts from, three beans in every hole with B to move.');
    expect(ours).toContain('the relays, at 7, 11, 15, 1, 5 and 10 (the first carries the sowing on through 8, 9 and 10, the holes he names)');
    expect(ours).toMatch(/the hole the last bean falls into, 15\.$/);
    expect(frames[3]!.querySelector('.hole.last')?.getAttribute('data-hole')).toBe('15');
  });

  it('offers four ways in, the family table among them', () => {
    const ways = [...home.querySelectorAll('.ways li')].map((li) => ({ link: li.querySelector('a')!.getAttribute('href'), says: li.querySelector('p')!.textContent!.trim() }));
    expect(ways.map((w) => w.link)).toEqual(['/sources/', '/examples/', '/compare/', '/family/']);
    for (const w of ways) expect(w.says.length).toBeGreaterThan(20);
  });

  it('moves without JavaScript: no script but the theme script', () => {
    const scripts = [...home.querySelectorAll('script')];
    expect(scripts.map((s) => s.textContent)).toEqual([THEME_SCRIPT]);
    expect(home.querySelector('astro-island')).toBeNull();
  });
});
