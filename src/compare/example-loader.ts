import { readExample, type Example } from '../examples/example';

/** An example of the builder's menu: what it shows before the example itself is fetched. */
export interface ExampleEntry {
  id: string;
  title: string;
}

/** Fetches an example by its id. */
export type LoadExample = (id: string) => Promise<Example>;

/**
 * The examples the builder has, fetched once each from /examples/<id>.json (src/pages/examples/
 * [id].json.ts) and read as any example is; the page's own opening example is known at once.
 * A fetch that fails, or data that is no example, rejects with a message a reader can act on.
 */
export function exampleLoader(base: string, known: readonly Example[], fetcher: typeof fetch = (...a) => fetch(...a)): LoadExample {
  const cache = new Map<string, Promise<Example>>(known.map((e) => [e.id, Promise.resolve(e)]));
  return (id) => {
    let got = cache.get(id);
    if (!got) {
      got = fetcher(`${base}examples/${encodeURIComponent(id)}.json`)
        .then(async (r) => {
          if (!r.ok) throw new Error(`The example could not be fetched (HTTP ${r.status}).`);
          return readExample(await r.json());
        })
        .catch((e: unknown) => {
          // Not kept: the next turn to it tries again.
          cache.delete(id);
          throw new Error(e instanceof Error && /could not be fetched/.test(e.message) ? e.message : 'The example could not be fetched (the network, or the data, failed).');
        });
      cache.set(id, got);
    }
    return got;
  };
}
