import { posix } from 'node:path';

/** How a module of a given file extension is compiled. */
export type ModuleKind = 'mdx' | 'md' | 'jsx';

/** Where an import points, or why it may not be followed. */
export type SpecifierResolution =
  | { ok: true; /** Candidate files relative to the docs root, first existing wins. */ candidates: string[] }
  | { ok: false; code: string; message: string; hint: string };

const KIND_BY_EXTENSION: Record<string, ModuleKind> = { '.mdx': 'mdx', '.md': 'md', '.jsx': 'jsx', '.js': 'jsx', '.mjs': 'jsx' };

/** Tried in this order for an import written without an extension (`/snippets/card`). */
const IMPLICIT_EXTENSIONS = ['.mdx', '.jsx', '.js', '.md'];

/** Compile kind for a snippet path, or undefined for types that cannot be imported. */
export function moduleKindOf(file: string): ModuleKind | undefined {
  return KIND_BY_EXTENSION[posix.extname(file).toLowerCase()];
}

/**
 * Resolves an import specifier written in `importer` (both relative to the docs
 * root, POSIX separators). Pure path arithmetic, no file system: `/x` is relative to
 * the root, `./x` and `../x` to the importer; anything else (npm packages, URLs,
 * `node:` modules) is refused, as on Mintlify. The result never leaves the root.
 */
export function resolveSnippetSpecifier(specifier: string, importer: string): SpecifierResolution {
  const isRootRelative = specifier.startsWith('/');
  const isRelative = specifier.startsWith('./') || specifier.startsWith('../');
  if (!isRootRelative && !isRelative) {
    return {
      ok: false,
      code: 'content/import-not-allowed',
      message: `Import of "${specifier}" in ${importer} is not allowed: only snippet files inside the docs folder can be imported`,
      hint: 'npm packages and URLs cannot be imported (Mintlify does not allow them either). Put shared content in a snippet and import it by path, e.g. `import Intro from "/snippets/intro.mdx"`. Theme components such as <Note> need no import.',
    };
  }
  const joined = isRootRelative ? specifier.slice(1) : posix.join(posix.dirname(importer), specifier);
  const file = posix.normalize(joined);
  if (file === '..' || file.startsWith('../') || posix.isAbsolute(file) || file === '.' || file === '') {
    return {
      ok: false,
      code: 'content/import-outside-root',
      message: `Import of "${specifier}" in ${importer} points outside the docs folder`,
      hint: 'Snippets must live inside the docs root. Use a path starting with `/`, which is relative to the docs root, e.g. "/snippets/intro.mdx".',
    };
  }
  const extension = posix.extname(file);
  if (extension === '') return { ok: true, candidates: IMPLICIT_EXTENSIONS.map((ext) => file + ext) };
  if (!moduleKindOf(file)) {
    return {
      ok: false,
      code: 'content/import-unsupported-type',
      message: `Import of "${specifier}" in ${importer} is not supported: only .mdx, .md, .jsx and .js snippets can be imported`,
      hint:
        extension === '.tsx' || extension === '.ts'
          ? 'TypeScript snippets are not compiled; rename the file to .jsx/.js and remove the type annotations.'
          : 'Reference images and other files by URL (`![alt](/images/x.png)`) instead of importing them.',
    };
  }
  return { ok: true, candidates: [file] };
}
