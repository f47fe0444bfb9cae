import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { precedes } from './built';

describe('the order of two elements of a built page', () => {
  const { document } = parseHTML('<main><h1>T</h1><div id="a"><p id="b">x</p></div><section id="c">y</section></main>');
  const [a, b, c] = ['a', 'b', 'c'].map((id) => document.getElementById(id) as unknown as Element);

  it('puts an element held by another before what follows the other, and an ancestor before what it holds', () => {
    expect(precedes(b!, c!)).toBe(true);
    expect(precedes(c!, b!)).toBe(false);
    expect(precedes(a!, b!)).toBe(true);
    expect(precedes(b!, a!)).toBe(false);
  });
});
