/**
 * Two passes over a transcription's MDX tree, before it becomes HTML:
 *
 * 1. MDX unravels a paragraph made only of components and spaces into loose block elements, so a
 *    paragraph of rule sentences (<C>…</C> <C>…</C>) would lose its <p>. Such runs of inline
 *    components are put back into one paragraph, as they stood in the source.
 * 2. The apparatus marks (<Mend>, <Sic>, <Break>, <Moved>) are numbered in document order, so that each
 *    mark links to its entry at the foot of the page; `mends()` lists them in the same order.
 */
interface Node {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: { type: string; name: string; value: unknown }[];
  children?: Node[];
  position?: { start: { line: number }; end: { line: number } };
}

const MARKS = new Set(['Mend', 'Sic', 'Break', 'Moved']);
const INLINE = new Set(['C', 'Mend', 'Sic', 'Break', 'Page', 'Fn', 'Lacuna']);

const isJsx = (n: Node) => n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement';
const isLooseInline = (n: Node) => n.type === 'mdxJsxFlowElement' && !!n.name && INLINE.has(n.name);

/** Turn a loose block element back into inline content: its own paragraphs are unwrapped. */
function inline(n: Node): Node {
  const children = (n.children ?? []).flatMap((c) => (c.type === 'paragraph' ? (c.children ?? []) : [c]));
  return { ...n, type: 'mdxJsxTextElement', children: children.map((c) => (isLooseInline(c) ? inline(c) : c)) };
}

function rewrap(node: Node): void {
  const kids = node.children;
  if (!kids) return;
  const out: Node[] = [];
  for (let i = 0; i < kids.length; i++) {
    if (!isLooseInline(kids[i]!)) {
      out.push(kids[i]!);
      continue;
    }
    const run: Node[] = [inline(kids[i]!)];
    while (i + 1 < kids.length && isLooseInline(kids[i + 1]!) && (kids[i + 1]!.position?.start.line ?? 0) - (kids[i]!.position?.end.line ?? 0) <= 1) {
      i++;
      run.push({ type: 'text', value: ' ' }, inline(kids[i]!));
    }
    out.push({ type: 'paragraph', children: run });
  }
  node.children = out;
  for (const child of out) rewrap(child);
}

export function remarkApparatus() {
  return (tree: Node) => {
    rewrap(tree);
    let n = 0;
    const walk = (node: Node) => {
      if (isJsx(node) && node.name && MARKS.has(node.name)) {
        n += 1;
        node.attributes = [...(node.attributes ?? []).filter((a) => a.name !== 'n'), { type: 'mdxJsxAttribute', name: 'n', value: String(n) }];
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}
