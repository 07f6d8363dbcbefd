import type { Element, ElementContent, Root } from 'hast';
import { forEachNode } from './walk-tree.js';

/** Text of a list item's own content (its nested lists left out). */
function ownText(nodes: readonly ElementContent[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text') text += node.value;
    else if (node.type === 'element' && node.tagName !== 'ul' && node.tagName !== 'ol') text += ownText(node.children);
  }
  return text;
}

/**
 * GFM task lists render `<li><input type="checkbox" disabled> text</li>`: a form control with no
 * label, which screen readers announce as "checkbox, checked" alone (and Lighthouse and axe
 * report). Each box gets the item's text as its accessible name.
 */
export function rehypeTaskListLabels() {
  return (tree: Root): void => {
    forEachNode<Element>(tree, 'element', (li) => {
      if (li.tagName !== 'li') return;
      const cls = li.properties.className;
      if (!(Array.isArray(cls) ? cls.includes('task-list-item') : cls === 'task-list-item')) return;
      // The box is the item's first element, or the first element of its first paragraph (loose lists).
      const first = li.children.find((c): c is Element => c.type === 'element');
      const box = first?.tagName === 'input' ? first : first?.tagName === 'p' ? first.children.find((c): c is Element => c.type === 'element' && c.tagName === 'input') : undefined;
      if (!box || box.properties.type !== 'checkbox') return;
      const label = ownText(li.children).trim().replace(/\s+/g, ' ');
      if (label) box.properties.ariaLabel = label;
    });
  };
}
