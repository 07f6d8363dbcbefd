import type { Element, Root } from 'hast';
import { forEachNode } from './walk-tree.js';

const ANCHORED = new Set(['h2', 'h3']);

/**
 * A link to each h2/h3 (by the id remarkHeadingIds gave it), shown on hover as Mintlify does,
 * so a reader can copy a section's address. The link holds no text (CSS draws the `#`), so
 * headings' text in search, the TOC and copied prose stays the same; it is hidden from
 * assistive technology and the tab order, where the heading itself already is the landmark.
 */
export function rehypeHeadingAnchors() {
  return (tree: Root): void => {
    forEachNode<Element>(tree, 'element', (node) => {
      if (!ANCHORED.has(node.tagName)) return;
      const id = node.properties?.id;
      if (typeof id !== 'string' || !id) return;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['heading-anchor'], href: `#${id}`, ariaHidden: 'true', tabIndex: -1 },
        children: [],
      });
    });
  };
}
