// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * client:interaction's scheduling (src/islands/interaction.ts, idle.ts) on made-up islands: the
 * browser's idle periods are ours to give, one at a time, and the page's load event ours to fire.
 * Each test imports the modules afresh, since the idle time is shared by the islands of one page.
 */
let idles: (() => void)[] = [];
let readyState: DocumentReadyState = 'loading';
const log: string[] = [];
/** The islands out of view, and the observers watching for them: ours to scroll to (`comeIntoView`). */
const outOfView = new Set<Element>();
let watching: { el: Element; call: (entries: { isIntersecting: boolean }[]) => void }[] = [];
/** An IntersectionObserver that reports an element in view on observing it, unless it is within one out of view. */
class Observer {
  constructor(private call: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(el: Element) {
    watching.push({ el, call: this.call });
    queueMicrotask(() => this.call([{ isIntersecting: ![...outOfView].some((o) => o.contains(el)) }]));
  }
  disconnect() {
    watching = watching.filter((w) => w.call !== this.call);
  }
}
function comeIntoView(el: Element) {
  outOfView.delete(el);
  for (const w of watching.filter((w) => el.contains(w.el))) w.call([{ isIntersecting: true }]);
}

beforeEach(() => {
  vi.resetModules();
  idles = [];
  log.length = 0;
  readyState = 'loading';
  vi.stubGlobal('requestIdleCallback', (f: () => void) => idles.push(f));
  vi.stubGlobal('IntersectionObserver', Observer);
  outOfView.clear();
  watching = [];
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Let the promises settle (the island's code arriving, a hydration's awaits). */
const settle = () => new Promise((r) => setTimeout(r, 0));
/** Give the page one idle period (the first asked for), and let what it starts settle. */
async function oneIdle() {
  const f = idles.shift();
  if (!f) throw new Error('no idle period asked for');
  f();
  await settle();
}
async function loaded() {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  await settle();
}

/**
 * An island as Astro gives it to the directive: its server render (a button the server leaves
 * disabled), and `load`, which fetches its code and returns its hydration; the hydration makes the
 * button count its clicks, as the island's own handler would.
 */
async function island(name: string, { inView = true } = {}) {
  const { default: directive } = await import('../../src/islands/interaction');
  const el = document.createElement('astro-island');
  if (!inView) outOfView.add(el);
  el.innerHTML = `<button type="button" disabled>Forward</button>`;
  document.body.append(el);
  const button = el.querySelector('button')!;
  const load = vi.fn(async () => {
    log.push(`${name} fetched`);
    return async () => {
      log.push(`${name} hydrated`);
      button.addEventListener('click', () => log.push(`${name} clicked`));
    };
  });
  directive(load, { value: '' }, el);
  return { el, button, load };
}

describe('client:interaction in idle time', () => {
  it('fetches nothing before the load event, then the code in one idle period and the hydration in the next', async () => {
    const one = await island('one');
    // Usable at once: enabled, though the island has not woken.
    expect(one.button.disabled).toBe(false);
    await settle();
    expect(idles).toHaveLength(0);
    expect(one.load).not.toHaveBeenCalled();
    await loaded();
    expect(log).toEqual([]);
    await oneIdle();
    expect(log).toEqual(['one fetched']);
    await oneIdle();
    expect(log).toEqual(['one fetched', 'one hydrated']);
    expect(idles).toHaveLength(0);
  });

  it('wakes the islands of a page one at a time, each hydration in an idle period of its own', async () => {
    const islands = [await island('a'), await island('b'), await island('c')];
    await loaded();
    const perPeriod: string[][] = [];
    while (idles.length) {
      const before = log.length;
      await oneIdle();
      perPeriod.push(log.slice(before));
    }
    expect(perPeriod).toEqual([['a fetched'], ['a hydrated'], ['b fetched'], ['b hydrated'], ['c fetched'], ['c hydrated']]);
    for (const i of islands) expect(i.load).toHaveBeenCalledTimes(1);
  });

  it('fetches the code of an island out of view, but wakes it only once it comes near the view', async () => {
    const seen = await island('seen');
    const below = await island('below', { inView: false });
    await loaded();
    while (idles.length) await oneIdle();
    expect(log).toEqual(['seen fetched', 'seen hydrated', 'below fetched']);
    expect(seen.load).toHaveBeenCalledTimes(1);
    comeIntoView(below.el);
    await settle();
    while (idles.length) await oneIdle();
    expect(log).toEqual(['seen fetched', 'seen hydrated', 'below fetched', 'below hydrated']);
    // Fetched once, though asked for twice (in idle time, then on coming near).
    expect(below.load).toHaveBeenCalledTimes(1);
  });

  it('wakes an island out of view at once when the reader reaches it first (a link to it, a key)', async () => {
    const below = await island('below', { inView: false });
    await loaded();
    below.button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await settle();
    await settle();
    expect(log).toEqual(['below fetched', 'below hydrated', 'below clicked']);
  });

  it('starts at once on a page already loaded when the island comes', async () => {
    readyState = 'complete';
    await island('late');
    await settle();
    await oneIdle();
    await oneIdle();
    expect(log).toEqual(['late fetched', 'late hydrated']);
  });

  it('hydrates at once on a tap before its idle time, fetching the code once, and gives the tap again', async () => {
    const first = await island('first');
    const second = await island('second');
    await loaded();
    // The second island is tapped before the idle time reaches it: it does not wait its turn.
    second.button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await settle();
    await settle();
    expect(log).toEqual(['second fetched', 'second hydrated', 'second clicked']);
    // Its turn in the idle time then comes and does nothing more: no second fetch, hydration or click.
    while (idles.length) await oneIdle();
    expect(log).toEqual(['second fetched', 'second hydrated', 'second clicked', 'first fetched', 'first hydrated']);
    expect(second.load).toHaveBeenCalledTimes(1);
    expect(first.load).toHaveBeenCalledTimes(1);
  });

  it('holds a tap made while its code arrives in idle time, and gives it once the island has hydrated', async () => {
    const one = await island('one');
    let arrive = () => {};
    one.load.mockImplementationOnce(async () => {
      log.push('one fetching');
      await new Promise<void>((r) => (arrive = r));
      return async () => {
        log.push('one hydrated');
        one.button.addEventListener('click', () => log.push('one clicked'));
      };
    });
    await loaded();
    await oneIdle();
    expect(log).toEqual(['one fetching']);
    one.button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await settle();
    expect(log).toEqual(['one fetching']);
    arrive();
    await settle();
    await settle();
    expect(log).toEqual(['one fetching', 'one hydrated', 'one clicked']);
    // The idle hydration that was to follow finds the island awake.
    while (idles.length) await oneIdle();
    expect(one.load).toHaveBeenCalledTimes(1);
    expect(log.filter((l) => l === 'one hydrated')).toHaveLength(1);
  });

  it('goes on to the next island when one island\'s code cannot be fetched', async () => {
    const broken = await island('broken');
    broken.load.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    await island('next');
    await loaded();
    while (idles.length) await oneIdle();
    expect(log).toEqual(['next fetched', 'next hydrated']);
  });
});
