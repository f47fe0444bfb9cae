import { describe, expect, it } from 'vitest';
import { onThisPage, pageHeadings } from '../../src/nav/on-this-page';

const section = (id: string, text: string) => `<section><h2 id="${id}">${text}</h2><p>Text.</p></section>`;

describe('on this page', () => {
  it('lists the h2s with ids, in order, as a reader reads them', () => {
    const html = [
      '<h1>Title</h1>',
      section('one', 'First <em>part</em>'),
      '<h2>No id, no link</h2>',
      section('two', "Walker's Gabata, 2011 <code>walker-gabata</code>"),
      '<div><astro-island><h2 id="three">An   example\n title</h2></astro-island></div>',
      '<h3 id="sub">A subsection</h3>',
      '<nav class="other"><h2 id="in-nav">Menu</h2></nav>',
      section('four', 'Hidden <span class="vh">words</span>here'),
    ].join('');
    expect(pageHeadings(html)).toEqual([
      { id: 'one', text: 'First part' },
      { id: 'two', text: "Walker's Gabata, 2011" },
      { id: 'three', text: 'An example title' },
      { id: 'four', text: 'Hidden here' },
    ]);
    expect(onThisPage(html)).toHaveLength(4);
  });

  it('is left out where a page has fewer than three sections', () => {
    expect(onThisPage(section('a', 'A') + section('b', 'B'))).toEqual([]);
    expect(onThisPage(section('a', 'A') + section('b', 'B') + section('c', 'C'))).toHaveLength(3);
  });

  it('is left out where a page has a contents list of its own', () => {
    const toc = '<nav aria-label="Topics" class="toc"><ul><li><a href="#a">A</a></li></ul></nav>';
    expect(onThisPage(toc + section('a', 'A') + section('b', 'B') + section('c', 'C'))).toEqual([]);
  });

  it('marks live the headings the page says an island rewrites, and only those', () => {
    const html = section('a', 'A') + '<astro-island><section><h2 id="game">Abalalà, first game</h2></section></astro-island>' + section('c', 'C');
    expect(onThisPage(html, ['game']).map((h) => h.live ?? false)).toEqual([false, true, false]);
    expect(onThisPage(html).some((h) => h.live)).toBe(false);
  });
});
