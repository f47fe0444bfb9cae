/**
 * Each transcription's copy (content/sources/raw/), served as it is: the extracted text we
 * transcribe, noise and all, so that a reader can check our apparatus against it.
 */
const copies = import.meta.glob('../../../../content/sources/raw/*.{txt,md}', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const byName = Object.fromEntries(Object.entries(copies).filter(([path]) => !path.endsWith('/README.md')).map(([path, text]) => [path.split('/').at(-1)!, text]));

export function getStaticPaths() {
  return Object.keys(byName).map((file) => ({ params: { file } }));
}

export function GET({ params }: { params: { file: string } }) {
  return new Response(byName[params.file], { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
