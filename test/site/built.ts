import { existsSync, readFileSync } from 'node:fs';
import { Window } from 'happy-dom';

/** A built page of dist/ as a DOM document (npm test builds the site first). */
export function builtPage(path: string): Document {
  const file = new URL(`../../dist${path.endsWith('/') ? `${path}index.html` : path}`, import.meta.url);
  if (!existsSync(file)) throw new Error(`dist${path} is not built: run npm run build (npm test does)`);
  const window = new Window({ url: `http://localhost${path}` });
  window.document.write(readFileSync(file, 'utf8'));
  return window.document as unknown as Document;
}
