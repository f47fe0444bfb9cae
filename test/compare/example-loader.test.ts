import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { exampleLoader } from '../../src/compare/example-loader';
import { readExample } from '../../src/examples/example';

const raw = JSON.parse(readFileSync(new URL('../../content/examples/courlander-take-and-sow-on.json', import.meta.url), 'utf8'));
const known = readExample(JSON.parse(readFileSync(new URL('../../content/examples/courlander-b-sows-from-hole-4.json', import.meta.url), 'utf8')));
const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe("the builder's examples, fetched when turned to", () => {
  it("fetches an example once from /examples/<id>.json, and knows the page's own without fetching", async () => {
    const fetcher = vi.fn(() => answer(200, raw));
    const load = exampleLoader('/base/', [known], fetcher as unknown as typeof fetch);
    expect((await load(known.id)).id).toBe(known.id);
    expect(fetcher).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([load('courlander-take-and-sow-on'), load('courlander-take-and-sow-on')]);
    expect(a.title).toBe(raw.title);
    expect(b).toBe(a);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('/base/examples/courlander-take-and-sow-on.json');
  });

  it('says what failed, and tries again the next time', async () => {
    const fetcher = vi.fn().mockImplementationOnce(() => answer(404, {})).mockImplementationOnce(() => answer(200, { id: 'x' })).mockImplementationOnce(() => Promise.reject(new TypeError('offline'))).mockImplementation(() => answer(200, raw));
    const load = exampleLoader('/', [], fetcher as unknown as typeof fetch);
    await expect(load('courlander-take-and-sow-on')).rejects.toThrow('The example could not be fetched (HTTP 404).');
    // Data that is no example, and a network that fails, are told alike.
    await expect(load('courlander-take-and-sow-on')).rejects.toThrow('The example could not be fetched (the network, or the data, failed).');
    await expect(load('courlander-take-and-sow-on')).rejects.toThrow('The example could not be fetched (the network, or the data, failed).');
    expect((await load('courlander-take-and-sow-on')).id).toBe('courlander-take-and-sow-on');
    expect(fetcher).toHaveBeenCalledTimes(4);
  });
});
