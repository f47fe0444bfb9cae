import { getCollection } from 'astro:content';

/**
 * Each worked example as data, /examples/<id>.json: what the comparison builder fetches when the
 * reader (or a link) turns to an example, so that its page carries one example, not every one.
 */
export async function getStaticPaths() {
  return (await getCollection('examples')).map((e) => ({ params: { id: e.id }, props: { data: e.data } }));
}

export function GET({ props }: { props: { data: unknown } }): Response {
  return new Response(JSON.stringify(props.data), { headers: { 'Content-Type': 'application/json' } });
}
