/// <reference types="astro/client" />

// Plain tsc (npm run check) does not read .astro files; Astro's own tooling does. Importing one
// from a .ts module needs this declaration to type-check.
declare module '*.astro' {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}

// client:interaction (src/islands/interaction.ts): the hash key that hydrates the island at once, "*" for any.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: string;
  }
}
