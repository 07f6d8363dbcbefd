/*
 * Browser code sees no Node types ("types": [] in this folder's tsconfig). One server module is
 * reachable from here: themes/shared/icon.tsx, imported by the theme's MDX components that the
 * islands client bundles, reads the icon sets from disk (src/icons). vite.config.ts replaces it with
 * src/client/islands/client-icon.ts in the browser bundle, so these two imports never run there;
 * they are declared only so the type check can follow the import.
 */
declare module 'node:fs' {
  export function readFileSync(path: string, encoding: 'utf8'): string;
}
declare module 'node:module' {
  export function createRequire(url: string): { (id: string): unknown; resolve(id: string): string };
}
