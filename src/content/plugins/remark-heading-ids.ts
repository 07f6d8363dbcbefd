import type { Heading, Nodes, Root } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { QUIRE_MESSAGE_SOURCE } from '../mdx-diagnostic.js';
import { headingIdSyntax } from './heading-id-syntax.js';
import { HeadingSlugger } from '../../shared/heading-slug.js';
import { forEachNode } from './walk-tree.js';

/** One entry of a page's table of contents. */
export interface TocHeading {
  depth: number;
  /** The `id` attribute of the rendered heading, unique within the page. */
  id: string;
  text: string;
}

/** Depths that go into the TOC (`file.data.headings`); every depth gets an id. */
const TOC_DEPTHS = new Set([2, 3]);

/** `{#id}` ending a heading's text (heading-id-syntax.ts keeps it text in MDX). */
const CUSTOM_ID = /[ \t]*\{#([^\s{}]+)\}$/;
/** The same in the source: written `\{#id\}`, the braces were meant to show. */
const CUSTOM_ID_SOURCE = /(?<!\\)\{#[^\s{}\\]+\}[ \t]*$/;

/**
 * Gives every Markdown heading (h1–h6) an `id` and records h2/h3 in `file.data.headings`, so
 * the TOC links and the rendered anchors come from one place. The id is the one the heading
 * names (`## Configure the widget {#configure-widget}`, as on Mintlify; the `{#…}` is not
 * shown), else Mintlify's slug of its text (heading-slug.ts), so links written for Mintlify
 * keep working; a new slugger per file keeps slugs unique per page (`intro`, `intro-2`, …) and
 * clear of the ids headings name.
 */
export function remarkHeadingIds(this: Processor) {
  (this.data().micromarkExtensions ??= []).push(headingIdSyntax);
  return (tree: Root, file: VFile): void => {
    const slugger = new HeadingSlugger();
    const source = String(file.value);
    const found: { node: Heading; custom?: string }[] = [];
    forEachNode<Heading>(tree, 'heading', (node) => {
      const custom = takeCustomId(node, source);
      // Named ids are taken before any slug is made, so no slug takes one.
      if (custom !== undefined) slugger.reserve(custom);
      found.push({ node, ...(custom !== undefined && { custom }) });
    });
    const named = new Map<string, Heading>();
    const headings: TocHeading[] = [];
    for (const { node, custom } of found) {
      const text = headingText(node).trim();
      // A heading made only of an expression (`# {frontmatter.title}`) has no text at
      // compile time; it still needs a unique, non-empty anchor.
      const id = custom ?? slugger.slug(text);
      if (custom !== undefined) {
        const first = named.get(custom);
        if (first) duplicateId(file, node, first, custom);
        else named.set(custom, node);
      }
      const data = (node.data ??= {});
      data.hProperties = { ...data.hProperties, id };
      if (TOC_DEPTHS.has(node.depth)) headings.push({ depth: node.depth, id, text });
    }
    file.data.headings = headings;
  };
}

/** Takes a trailing `{#id}` off the heading's text; returns the id. */
function takeCustomId(node: Heading, source: string): string | undefined {
  const last = node.children[node.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  const { start, end } = last.position ?? {};
  if (start?.offset !== undefined && end?.offset !== undefined && !CUSTOM_ID_SOURCE.test(source.slice(start.offset, end.offset))) return undefined;
  last.value = last.value.slice(0, match.index).replace(/[ \t]+$/, '');
  if (!last.value) node.children.pop();
  return match[1];
}

function duplicateId(file: VFile, node: Heading, first: Heading, id: string): void {
  const line = first.position?.start.line;
  const message = file.message(`Two headings have the id \`${id}\`${line ? ` (the first on line ${line})` : ''}; links to #${id} go to the first`, {
    place: node.position,
    ruleId: 'duplicate-heading-id',
    source: QUIRE_MESSAGE_SOURCE,
  });
  message.note = 'Give each heading its own `{#id}`, or leave it out to use the id made from the heading text.';
}

/**
 * Visible text of a heading. Unlike mdast-util-to-string it skips MDX expressions,
 * whose `value` is source code (`frontmatter.title`), not text a reader sees. Math counts
 * as its TeX source (`$x^2$` → `x^2`), the closest text to the rendered formula.
 */
function headingText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'inlineMath') return node.value;
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression' || node.type === 'html') return '';
  if ('children' in node) return (node.children as Nodes[]).map(headingText).join('');
  return '';
}

declare module 'vfile' {
  interface DataMap {
    /** h2/h3 headings of the page, in document order (set by remarkHeadingIds). */
    headings: TocHeading[];
  }
}
