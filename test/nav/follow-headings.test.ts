// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { FOLLOW_HEADINGS_SCRIPT } from '../../src/nav/on-this-page';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('"On this page" following a heading an island rewrites', () => {
  it('keeps the entries in the heading’s words as they change, and leaves the other entries alone', async () => {
    document.body.innerHTML = [
      '<nav><ul><li><a href="#game" data-follows="game">Abalalà, first game</a></li><li><a href="#moves">Moves</a></li></ul></nav>',
      '<details><nav><ul><li><a href="#game" data-follows="game">Abalalà, first game</a></li></ul></nav></details>',
      '<main><section><h2 id="game">Abalalà, first game</h2><h2 id="moves">Moves</h2></section></main>',
    ].join('');
    new Function(FOLLOW_HEADINGS_SCRIPT)();
    const h = document.getElementById('game')!;
    h.textContent = 'Abalalà, game 2 of the series';
    await settle();
    expect([...document.querySelectorAll('a[data-follows]')].map((a) => a.textContent)).toEqual(['Abalalà, game 2 of the series', 'Abalalà, game 2 of the series']);
    // In the words a reader sees: an identifier in code and hidden text left out.
    h.innerHTML = 'Gabata, first game <code>walker-gabata</code><span class="vh"> (hidden)</span>';
    await settle();
    expect(document.querySelector('a[data-follows]')!.textContent).toBe('Gabata, first game');
    document.getElementById('moves')!.textContent = 'Changed';
    await settle();
    expect(document.querySelector('a[href="#moves"]')!.textContent).toBe('Moves');
  });
});
