import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { QUIRE_MESSAGE_SOURCE } from '../mdx-diagnostic.js';
import { forEachNode } from './walk-tree.js';

/**
 * Props real pages pass to built-in components that neither Mintlify nor Quire gives a meaning,
 * with what to do instead. Mintlify drops them without a word; Quire renders the component as
 * Mintlify does and says the prop changes nothing, so the writer is not left guessing.
 */
export const IGNORED_PROPS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // Written by API-reference generators (one corpus site has 313 `<Card type="info">`).
  Card: { type: 'Mintlify documents no `type` for <Card> and draws a plain card, as Quire does; remove the prop, or use a callout (`<Info>`, `<Note>`, `<Warning>`) for a coloured box' },
};

/**
 * One located warning per page and ignored prop (at its first use, with the count), so a
 * generated page with hundreds of them says it once.
 */
export function remarkIgnoredProps() {
  return (tree: Root, file: VFile): void => {
    const seen = new Map<string, { count: number; place: Position | undefined; component: string; prop: string }>();
    const visit = (node: MdxJsxFlowElement | MdxJsxTextElement) => {
      const props = node.name ? IGNORED_PROPS[node.name] : undefined;
      if (!props) return;
      for (const attr of node.attributes) {
        if (attr.type !== 'mdxJsxAttribute' || !Object.hasOwn(props, attr.name)) continue;
        const key = `${node.name}.${attr.name}`;
        const entry = seen.get(key);
        if (entry) entry.count++;
        else seen.set(key, { count: 1, place: attr.position ?? node.position, component: node.name!, prop: attr.name });
      }
    };
    forEachNode<MdxJsxFlowElement>(tree, 'mdxJsxFlowElement', visit);
    forEachNode<MdxJsxTextElement>(tree, 'mdxJsxTextElement', visit);
    for (const { count, place, component, prop } of seen.values()) {
      const more = count > 1 ? ` (${count} times on this page)` : '';
      const message = file.message(`\`${prop}\` on <${component}> has no effect${more}: it is ignored`, {
        ...(place && { place }),
        ruleId: 'ignored-prop',
        source: QUIRE_MESSAGE_SOURCE,
      });
      message.note = IGNORED_PROPS[component]![prop]!;
    }
  };
}
