// The parts of citation-js (which ships no types) that src/cite/ uses. Build time only.
declare module '@citation-js/core' {
  /** A CSL-JSON item (https://citeproc-js.readthedocs.io/en/latest/csl-json/markup.html). */
  export type CslData = Record<string, unknown> & { id: string; type: string };
  export class Cite {
    constructor(data: unknown);
    data: CslData[];
    format(format: 'bibtex' | 'biblatex' | 'ris' | 'data', options?: Record<string, unknown>): string;
    format(format: 'ris' | 'data', options: { format: 'object' }): unknown;
    format(format: 'bibliography', options: { template: string; format: 'text' | 'html'; lang?: string }): string;
  }
  export const plugins: { config: { get(name: '@bibtex'): { format: { useIdAsLabel: boolean; checkLabel: boolean; asciiOnly: boolean } } } };
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
