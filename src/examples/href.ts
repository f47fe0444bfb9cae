/**
 * Where a worked example is read: the one place a link to an example is made, so that it can be
 * moved in one place. Until each example has a page of its own (/examples/<id>/, whose stepper
 * carries the id `example-<id>`), an example is linked where the examples page sets it: its
 * stepper's anchor, which the server renders, so the link lands without JavaScript.
 */
export function exampleHref(id: string, base = '/'): string {
  return `${base}examples/#example-${id}`;
  // With the pages of their own: return `${base}examples/${id}/`;
}
