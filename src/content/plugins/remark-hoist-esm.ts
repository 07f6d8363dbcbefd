import type { Root, RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Parent } from 'unist';

/**
 * Moves `import`/`export` blocks written between the children of a component (MDX parses
 * them there too) to the top level, just before the block that held them. MDX compiles every
 * ESM block into module scope wherever it stands; Quire's plugins read the top-level ones
 * (snippet links, names in scope), so a nested one was left unlinked: an import of the URL
 * that failed when the page ran, or a component whose hooks were not defined, an error with
 * no line that failed the whole build (found by the MDX fuzzer, issue 32). Order among ESM
 * blocks is kept.
 */
export function remarkHoistEsm() {
  return (tree: Root): void => {
    for (let i = 0; i < tree.children.length; i++) {
      const top = tree.children[i]!;
      if (top.type === 'mdxjsEsm' || !('children' in top)) continue;
      const found: MdxjsEsm[] = [];
      takeEsm(top, found);
      if (found.length) {
        tree.children.splice(i, 0, ...(found as RootContent[]));
        i += found.length;
      }
    }
  };
}

/** Removes the ESM blocks under `node` into `found`, in document order. Depth is bounded by remarkNestingLimit. */
function takeEsm(node: Parent, found: MdxjsEsm[]): void {
  const kept: Parent['children'] = [];
  for (const child of node.children) {
    if (child.type === 'mdxjsEsm') {
      found.push(child as MdxjsEsm);
      continue;
    }
    if ('children' in child) takeEsm(child as Parent, found);
    kept.push(child);
  }
  if (kept.length !== node.children.length) node.children = kept;
}
