// The built site served as a static host serves it, gzip included, on a port no one else holds (a
// throttled network counts the bytes sent, so they must be those a reader's browser would get).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSED = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

export async function serve(dist: string): Promise<{ base: string; close: () => Promise<void> }> {
  const gzipped = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    let file = normalize(join(dist, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!file.startsWith(dist)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
    const ext = extname(file);
    const headers: Record<string, string> = { 'content-type': TYPES[ext] ?? 'application/octet-stream' };
    let body = readFileSync(file);
    if (COMPRESSED.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(body));
      body = gzipped.get(file)!;
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers).end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
