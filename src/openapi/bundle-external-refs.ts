import type { Diagnostic } from '../diagnostics/quire-error.js';
import { escapePointerSegment } from './json-pointer.js';
import { resolveLocation } from './spec-source.js';

/** Where external documents are stashed inside the bundled root document. */
export const EXTERNAL_KEY = 'x-quire-external';

/** A parsed document and where it came from (docs-root-relative path or URL). */
export interface SourceDocument {
  location: string;
  value: unknown;
  text: string;
}

/** A problem found while bundling, located in the document that holds the `$ref`. */
export interface BundleProblem {
  code: string;
  location: string;
  segments: string[];
  message: string;
  hint?: string;
  /** A syntax error inside the referenced file, located there. */
  diagnostic?: Diagnostic;
}

export type LoadDocument = (
  location: string,
) => Promise<SourceDocument | { code: string; message: string; hint?: string; diagnostic?: Diagnostic }>;

/**
 * Rewrites every external `$ref` (`schemas/pet.yaml#/Pet`, `https://…`) of `root.value` into
 * an internal one by stashing each referenced document, once, under
 * `#/x-quire-external/<location>` and rewriting refs inside those documents too. Nothing is
 * inlined, so cycles across files stay ordinary internal refs that the renderer follows
 * lazily. Mutates `root.value` and the loaded documents (callers pass fresh copies).
 */
export async function bundleExternalRefs(
  root: SourceDocument,
  load: LoadDocument,
): Promise<{ documents: Map<string, SourceDocument>; problems: BundleProblem[] }> {
  const documents = new Map<string, SourceDocument>([[root.location, root]]);
  const failed = new Set<string>();
  const problems: BundleProblem[] = [];
  const prefixOf = (location: string) =>
    location === root.location ? '#' : `#/${EXTERNAL_KEY}/${escapePointerSegment(location)}`;
  const stash: Record<string, unknown> = {};
  const visited = new Set<object>();
  // Each entry keeps its parent, and segments are built only for a problem: a 50 MB document
  // has millions of nodes, and copying a path for each took most of the walk.
  type Entry = { node: unknown; location: string; key: string; parent: Entry | undefined };
  const segmentsOf = (entry: Entry): string[] => {
    const segments: string[] = [];
    for (let e: Entry | undefined = entry; e?.parent; e = e.parent) segments.unshift(e.key);
    return segments;
  };
  const stack: Entry[] = [{ node: root.value, location: root.location, key: '', parent: undefined }];
  while (stack.length) {
    const entry = stack.pop()!;
    const { node, location } = entry;
    if (node === null || typeof node !== 'object' || visited.has(node)) continue;
    visited.add(node);
    const ref = (node as { $ref?: unknown }).$ref;
    // Internal refs of the root document stay as they are (the common case: nothing to do).
    if (typeof ref === 'string' && !(ref.startsWith('#') && location === root.location)) {
      const rewritten = await rewriteRef(ref, location, () => segmentsOf(entry));
      if (rewritten !== undefined) (node as { $ref: string }).$ref = rewritten;
    }
    for (const key of Object.keys(node)) {
      const child = (node as Record<string, unknown>)[key];
      if (child && typeof child === 'object') stack.push({ node: child, location, key, parent: entry });
    }
  }
  if (Object.keys(stash).length) (root.value as Record<string, unknown>)[EXTERNAL_KEY] = stash;
  return { documents, problems };

  async function rewriteRef(ref: string, location: string, segmentsOf: () => string[]): Promise<string | undefined> {
    const hash = ref.indexOf('#');
    const target = hash === -1 ? ref : ref.slice(0, hash);
    const fragment = hash === -1 ? '' : ref.slice(hash + 1);
    if (target === '') return location === root.location ? undefined : prefixOf(location) + fragment;
    const resolved = resolveLocation(location, target);
    if (resolved === null) {
      problems.push({
        code: 'openapi/outside-root',
        location,
        segments: [...segmentsOf(), '$ref'],
        message: `$ref ${ref} points outside the docs root`,
        hint: 'Move the referenced file into the docs folder.',
      });
      return undefined;
    }
    if (!documents.has(resolved)) {
      if (failed.has(resolved)) return undefined;
      const loaded = await load(resolved);
      if (!('value' in loaded)) {
        failed.add(resolved);
        problems.push({ location, segments: [...segmentsOf(), '$ref'], ...loaded, message: `$ref ${ref}: ${loaded.message}` });
        return undefined;
      }
      documents.set(resolved, loaded);
      stash[resolved] = loaded.value;
      stack.push({ node: loaded.value, location: resolved, key: '', parent: undefined });
    }
    return prefixOf(resolved) + fragment;
  }
}

/** Maps a pointer into the bundled document back to the file it came from. */
export function splitBundledPointer(rootLocation: string, segments: readonly string[]): { location: string; segments: string[] } {
  if (segments[0] === EXTERNAL_KEY && segments.length >= 2) {
    return { location: segments[1]!, segments: segments.slice(2) };
  }
  return { location: rootLocation, segments: [...segments] };
}
