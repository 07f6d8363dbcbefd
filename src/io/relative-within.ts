import { isAbsolute, relative, sep } from 'node:path';

/**
 * `file` relative to `folder` (native separators) when it is the folder or lies inside it, else
 * undefined; `''` is the folder itself. Every check that a path stays in the docs folder (docs.json
 * paths, snippets, OpenAPI files, `$ref`s, output targets) asks this one question, so they agree:
 * a name that only begins with two dots (`..notes.mdx`) is inside, a `..` segment is not, and
 * neither is another drive (an absolute result on Windows).
 */
export function relativeWithin(folder: string, file: string): string | undefined {
  const rel = relative(folder, file);
  if (isAbsolute(rel) || rel === '..' || rel.startsWith(`..${sep}`)) return undefined;
  return rel;
}
