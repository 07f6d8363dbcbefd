import type { Node, Program } from 'estree';
import type { VFile } from 'vfile';

/**
 * Records in `file.data.usedComponents` every component the compiled MDX will look
 * up in its `components` map (`Note`, `Tree.File`), sorted. It reads MDX's own
 * output, after MDX resolved scope: imported and `export const` components are
 * excluded, JSX inside `{…}` expressions is included. MDX marks each lookup with a
 * `_missingMdxReference("Name", true)` guard; a test pins that contract.
 */
export function recmaUsedComponents() {
  return (tree: Program, file: VFile): void => {
    const names = new Set<string>();
    walk(tree, (node) => {
      if (
        node.type === 'CallExpression' &&
        node.callee.type === 'Identifier' &&
        node.callee.name === '_missingMdxReference' &&
        node.arguments[0]?.type === 'Literal' &&
        typeof node.arguments[0].value === 'string' &&
        node.arguments[1]?.type === 'Literal' &&
        node.arguments[1].value === true
      ) {
        names.add(node.arguments[0].value);
      }
    });
    file.data.usedComponents = [...names].sort();
  };
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof node !== 'object' || node === null || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const key in node) {
    if (key === 'loc' || key === 'range' || key === 'position' || key === 'comments') continue;
    const value = (node as Record<string, unknown>)[key];
    if (typeof value === 'object' && value !== null) walk(value, visit);
  }
}

declare module 'vfile' {
  interface DataMap {
    /** Component names the module looks up in `components` (set by recmaUsedComponents). */
    usedComponents: string[];
  }
}
