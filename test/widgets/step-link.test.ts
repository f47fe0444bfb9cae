// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepLinkScript } from '../../src/widgets/step-link';

/**
 * The script that lands a shared step link, run on a made-up page: the page's body, then the
 * script, as a browser reads them (the document is already parsed here, so it acts at once).
 */
const listeners: (() => void)[] = [];
function reset() {
  listeners.splice(0).forEach((off) => off());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
}
function load(hash: string, body: string) {
  reset();
  history.replaceState(null, '', `/page/${hash}`);
  document.body.innerHTML = `<main>${body}</main>`;
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, fn: EventListenerOrEventListenerObject) => {
    add(type, fn);
    listeners.push(() => window.removeEventListener(type, fn));
  });
  const scrolled: string[] = [];
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
    scrolled.push(this.id);
  });
  const replace = vi.fn();
  vi.stubGlobal('location', Object.assign(new URL(location.href), { replace }));
  new Function(stepLinkScript('/'))();
  return { scrolled, replace };
}
const message = async () => {
  await new Promise((r) => setTimeout(r, 80));
  const m = document.getElementById('step-link-message');
  return m && { role: m.getAttribute('role'), text: m.textContent, links: [...m.querySelectorAll('a')].map((a) => a.getAttribute('href')) };
};

afterEach(reset);

const steppers = '<h1>A source</h1><section id="example-one"></section><section id="example-two"></section>';

describe('a shared step link', () => {
  it('scrolls its stepper into view, so that it hydrates and shows the step', async () => {
    const { scrolled } = load('#example=two&step=3', steppers);
    expect(scrolled).toEqual(['example-two']);
    expect(await message()).toBeNull();
  });

  it('names an example that is not on the page, in a status message after the heading, and sends the reader to the list', async () => {
    const { scrolled } = load('#example=three&step=3', steppers);
    expect(scrolled).toEqual([]);
    expect(await message()).toEqual({ role: 'status', text: 'The example “three” is not on this page: see the list of worked examples.', links: ['/examples/'] });
    expect(document.querySelector('h1')!.nextElementSibling?.id).toBe('step-link-message');
  });

  it('sets the name it is given as text, never as markup', async () => {
    load(`#example=${encodeURIComponent('<img src=x onerror=alert(1)>')}&step=1`, steppers);
    const m = await message();
    expect(m?.text).toContain('“<img src=x onerror=alert(1)>”');
    expect(document.querySelector('#step-link-message img')).toBeNull();
  });

  it('on the examples index, goes on to the example’s page with the hash, or says there is no such example', async () => {
    const index = '<h1>Worked examples</h1><ul data-examples="/examples/"><li data-example="one"></li><li data-example="two"></li></ul>';
    const { replace } = load('#example=two&step=3&race-end=first-finish', index);
    expect(replace).toHaveBeenCalledWith('/examples/two/#example=two&step=3&race-end=first-finish');
    const missing = load('#example=three&step=3', index);
    expect(missing.replace).not.toHaveBeenCalled();
    expect((await message())?.text).toBe('There is no worked example “three”.');
  });

  it('follows the hash as it changes, and takes the message away once a link lands', async () => {
    const { scrolled } = load('#example=three&step=3', steppers);
    expect(await message()).not.toBeNull();
    (location as unknown as URL).hash = '#example=one&step=2';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(scrolled).toEqual(['example-one']);
    expect(await message()).toBeNull();
  });

  it('leaves alone a hash that is not a step link, a comparison’s among them', async () => {
    const { scrolled } = load('#compare=custom&example=three&lane=x', steppers);
    expect(scrolled).toEqual([]);
    expect(await message()).toBeNull();
  });
});
