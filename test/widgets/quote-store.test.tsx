// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '../../src/transcription/clause-index';
import { fetchedQuotes, givenQuotes, hasQuotes, loadQuotes, setQuoteSource, type RulesetQuotes } from '../../src/widgets/quote-store';
import { useRules } from '../../src/widgets/use-rules';
import { useQuotes } from '../../src/widgets/use-quotes';

const shown = { page: 'dlp-leyla', cite: 'DLP, Leyla, Rules, sentence 1', html: 'Players take turns.' };
const quote = (text: string): Quote => ({ page: 'dlp-leyla', parts: [{ type: 'text', text }], cite: 'DLP, Leyla, Rules, sentence 1' });

afterEach(() => {
  setQuoteSource(null);
  vi.unstubAllGlobals();
});

describe("a ruleset's quotations, fetched with its rules", () => {
  it('fetches /quotes/<id>.json once, however often asked, and keeps what came', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ quotes: { 'dlp-leyla.move': quote('Players take turns.') }, shown: { 'dlp-leyla.move': shown } }), { status: 200 });
    });
    const before = fetchedQuotes().version;
    expect(hasQuotes('dlp-leyla')).toBe(false);
    await Promise.all([loadQuotes('dlp-leyla'), loadQuotes('dlp-leyla')]);
    await loadQuotes('dlp-leyla');
    expect(urls).toEqual(['/quotes/dlp-leyla.json']);
    expect(hasQuotes('dlp-leyla')).toBe(true);
    expect(fetchedQuotes().quotes['dlp-leyla.move']!.parts).toEqual([{ type: 'text', text: 'Players take turns.' }]);
    expect(fetchedQuotes().shown['dlp-leyla.move']).toEqual(shown);
    expect(fetchedQuotes().version).toBe(before + 1);
  });

  it('names the ruleset and the HTTP status when the fetch fails, keeps nothing, and tries again when asked again', async () => {
    let status = 404;
    vi.stubGlobal('fetch', async () => new Response(status === 200 ? '{"quotes":{},"shown":{}}' : 'Not found', { status }));
    await expect(loadQuotes('dlp-tuz')).rejects.toThrow('the quotations of dlp-tuz could not be fetched (HTTP 404)');
    expect(hasQuotes('dlp-tuz')).toBe(false);
    status = 200;
    await loadQuotes('dlp-tuz');
    expect(hasQuotes('dlp-tuz')).toBe(true);
  });

  it('fetches nothing for the rulesets whose quotations the page gave', async () => {
    const asked: string[] = [];
    setQuoteSource(async (id) => (asked.push(id), { quotes: {}, shown: {} }));
    givenQuotes(['walker-gabata']);
    await loadQuotes('walker-gabata');
    expect(asked).toEqual([]);
  });
});

describe('useRules', () => {
  /** A reader's act on a ruleset not yet loaded, after a moment in which its rules may come. */
  async function actOn(ruleset: string) {
    const failed = vi.fn();
    const { result } = renderHook(() => useRules(failed));
    const done = vi.fn();
    act(() => result.current.withRules([ruleset], done));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    return { result, failed, done };
  }

  it("runs the reader's act once both the rules and the quotations are here, and says meanwhile which are loading", async () => {
    let arrive = (_: RulesetQuotes) => {};
    setQuoteSource(() => new Promise((done) => (arrive = done)));
    // The rules may come first: the act waits for the sentences too.
    const { result, failed, done } = await actOn('dlp-qelat');
    expect(done).not.toHaveBeenCalled();
    expect(result.current.loading).toEqual(['dlp-qelat']);
    await act(async () => arrive({ quotes: { 'dlp-qelat.move': quote('A move.') }, shown: {} }));
    // The rules' chunk may still be on its way (a module imported for the first time).
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(result.current.loading).toBeNull());
    expect(fetchedQuotes().quotes['dlp-qelat.move']).toBeDefined();
    expect(failed).not.toHaveBeenCalled();
  });

  it('tells why when the quotations cannot be fetched, and drops the act', async () => {
    setQuoteSource(() => Promise.reject(new Error('offline')));
    const { failed, done } = await actOn('dlp-mewelad');
    expect(done).not.toHaveBeenCalled();
    expect(failed).toHaveBeenCalledWith("The rules of the DLP's Mewelad could not be loaded (is the connection down?).");
  });
});

describe('useQuotes', () => {
  it("gives the page's own quotations, marks their rulesets as here, and adds each ruleset's fetched since", async () => {
    const asked: string[] = [];
    setQuoteSource(async (id) => (asked.push(id), { quotes: {}, shown: { [`${id}.move`]: { ...shown, html: `${id}'s move.` } } }));
    const own = { 'walker.rule-1': { ...shown, html: 'The board.' } };
    const { result, rerender } = renderHook(() => useQuotes(own, ['dlp-hufesay'], 'shown'));
    expect(result.current['walker.rule-1']!.html).toBe('The board.');
    expect(result.current['dlp-lamosh.move']).toBeUndefined();
    expect(hasQuotes('dlp-hufesay')).toBe(true);
    await loadQuotes('dlp-hufesay');
    await loadQuotes('dlp-lamosh');
    rerender();
    expect(asked).toEqual(['dlp-lamosh']);
    expect(result.current['dlp-lamosh.move']!.html).toBe("dlp-lamosh's move.");
    expect(result.current['walker.rule-1']!.html).toBe('The board.');
  });
});
