import { describe, expect, it } from 'vitest';
import { linkTerms } from '../../src/glossary/link-terms';
import { terms } from '../../src/glossary/terms';

const options = { terms, href: (id: string) => `/glossary/#${id}` };
const link = (html: string, sourceText?: string[]) => linkTerms(html, { ...options, sourceText }).html;
const a = (id: string, text: string) => `<a class="glossary-term" href="/glossary/#${id}">${text}</a>`;

describe('linking the first use of each term', () => {
  it('links the first use only, in any case', () => {
    expect(link('<p>Relay sowing. Then a relay again.</p>')).toBe(`<p>${a('relay', 'Relay')} ${a('sowing', 'sowing')}. Then a relay again.</p>`);
  });

  it('counts uses across the whole page, in page order', () => {
    const out = linkTerms('<main><p>The claim holds.</p><section><p>A second claim and a take.</p></section></main>', options);
    expect(out.linked).toEqual(['claim', 'take']);
    expect(out.html).toBe(`<main><p>The ${a('claim', 'claim')} holds.</p><section><p>A second claim and a ${a('take', 'take')}.</p></section></main>`);
  });

  it('links plural and other listed forms to the one entry', () => {
    expect(link('<p>Takes and claims.</p>')).toBe(`<p>${a('take', 'Takes')} and ${a('claim', 'claims')}.</p>`);
    expect(link('<p>Two wegs.</p>')).toBe(`<p>Two ${a('weg', 'wegs')}.</p>`);
    expect(link('<p>Empty pockets.</p>')).toBe(`<p>Empty ${a('hole', 'pockets')}.</p>`);
  });

  it('matches whole words only', () => {
    expect(link('<p>Relaying is not relayer, nor takeover, nor courlander.abalala.take.</p>')).toBe(`<p>${a('relay', 'Relaying')} is not relayer, nor takeover, nor courlander.abalala.take.</p>`);
    expect(link('<p>The own-claim reading.</p>')).toBe(`<p>The own-claim ${a('reading', 'reading')}.</p>`);
  });

  it('prefers the longer term where two begin together, and leaves its words to it', () => {
    expect(link('<p>A vacated side. Then a side.</p>')).toBe(`<p>A ${a('vacated-side', 'vacated side')}. Then a ${a('side', 'side')}.</p>`);
    expect(link('<p>The storage hole, then a hole.</p>')).toBe(`<p>The ${a('store', 'storage hole')}, then a ${a('hole', 'hole')}.</p>`);
  });

  it('passes over a phrase in which the word is not the term', () => {
    expect(link('<p>Side by side, each side.</p>')).toBe(`<p>Side by side, each ${a('side', 'side')}.</p>`);
    expect(link('<p>The Traditional Board Game Series, and a series.</p>')).toBe(`<p>The Traditional Board Game Series, and a ${a('series', 'series')}.</p>`);
  });

  it('never links inside quotations, code, headings, links or form controls', () => {
    for (const html of [
      '<blockquote><p>a relay</p></blockquote>',
      '<q>relay</q>',
      '<code>relay</code>',
      '<pre>relay</pre>',
      '<h2>Relay</h2>',
      '<a href="/x/">relay</a>',
      '<button>Relay</button>',
      '<label>Relay <select><option>relay</option></select></label>',
      '<div class="quote">relay</div>',
      '<table><caption>Relay</caption><tr><th scope="row">relay</th></tr></table>',
      '<dl class="biblio"><dd>A Series of Leaflets</dd></dl>',
      '<p>Courlander says “relay” here.</p>',
      '<p>Walker\'s word "capture" here.</p>',
    ]) expect(link(html), html).toBe(html);
  });

  it('never links inside a transcription, a clause or an island', () => {
    for (const html of [
      '<div class="source-text"><p>If the last counter falls into a hole <span class="lacuna">[relay]</span></p></div>',
      '<span class="clause" data-clause="dlp.relay">continues to sow</span>',
      '<astro-island><p>relay</p></astro-island>',
      '<div data-no-glossary><p>relay</p></div>',
    ]) expect(link(html), html).toBe(html);
  });

  it('leaves a source sentence alone wherever it is set, and links our words beside it', () => {
    const sentence = 'If the last counter falls into a hole that is occupied, the player picks up the contents of this hole and continues to sow.';
    const html = `<table><tr><td>${sentence}</td><td>A relay.</td></tr></table>`;
    expect(link(html, [sentence])).toBe(html.replace('A relay.', `A ${a('relay', 'relay')}.`));
  });

  it('links on a whole page only inside <main>, and leaves everything else as written', () => {
    const page = '<!doctype html><html lang="en"><head><title>Relay</title></head><body><header class="site-header"><p>relay</p></header><main id="main"><p>A relay &amp; a take&#39;s end.</p></main><footer><p>take</p></footer></body></html>';
    expect(link(page)).toBe(page.replace('<p>A relay &amp; a take&#39;s end.</p>', `<p>A ${a('relay', 'relay')} &amp; a ${a('take', 'take')}'s end.</p>`));
  });
});
