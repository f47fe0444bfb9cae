/**
 * Where a worked example is read: the one place a link to an example is made, so that it can be
 * moved in one place. Each example has a page of its own, /examples/<id>/, whose stepper carries the id
 * `example-<id>`.
 */
export function exampleHref(id: string, base = '/'): string {
  return `${base}examples/${id}/`;
}
