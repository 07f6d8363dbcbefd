import type { Code } from 'mdast';

/*
 * Mintlify's `<CodeBlock language filename icon lines wrap expandable highlight focus>` is the component
 * form of a fenced block. When its props are literals and its content is a fenced block or
 * plain text, it is rewritten to the fenced block it stands for, so it is highlighted, cached,
 * copied and turned into Markdown exactly as one (remark-code-block-component.ts and the
 * Markdown twin both call this). Anything else is left to the theme's CodeBlock component.
 */

/** The parts of an MDX JSX attribute this reads (mdast-util-mdx-jsx's shape). */
export interface JsxAttributeLike {
  type: string;
  name?: string;
  value?: unknown;
}

/** An attribute's value: a string, `true` for a bare name, a literal expression's value; DYNAMIC otherwise. */
const DYNAMIC = Symbol('dynamic');

function attributeValue(attr: JsxAttributeLike): unknown {
  if (attr.value === null || attr.value === undefined) return true;
  if (typeof attr.value === 'string') return attr.value;
  const source = (attr.value as { value?: unknown }).value;
  if (typeof source !== 'string') return DYNAMIC;
  const text = source.trim();
  if (text === 'true') return true;
  if (text === 'false') return false;
  // `{[1, 3]}`, `{"a.ts"}`, `{3}`: JSON covers the literals pages write here.
  try {
    return JSON.parse(text.replace(/'/g, '"'));
  } catch {
    return DYNAMIC;
  }
}

/** `"[1,3-4]"`, `[1, 3]`, `"1,3"`, `2` → `{1,3-4}` for parseCodeMeta; undefined when no line is named. */
function lineRanges(value: unknown): string | undefined {
  const parts = (Array.isArray(value) ? value.map(String) : typeof value === 'string' || typeof value === 'number' ? String(value).replace(/[[\]{}]/g, '').split(',') : [])
    .map((p) => p.trim())
    .filter((p) => /^\d+(?:-\d+)?$/.test(p));
  return parts.length ? `{${parts.join(',')}}` : undefined;
}

/** A meta string value, quoted; undefined when it holds a quote it cannot carry. */
function quoted(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() && !value.includes('"') ? `"${value.trim()}"` : undefined;
}

/**
 * The fenced block a `<CodeBlock>` stands for, from its attributes and its content (`code`: the
 * text, or the fenced block inside it); undefined when an attribute is an expression that needs
 * the page to run.
 */
export function codeBlockToFence(attributes: readonly JsxAttributeLike[], content: { text: string; lang?: string | null; meta?: string | null }): Code | undefined {
  const props: Record<string, unknown> = {};
  for (const attr of attributes) {
    if (attr.type !== 'mdxJsxAttribute' || !attr.name) return undefined; // a spread: unknowable
    const value = attributeValue(attr);
    if (value === DYNAMIC) return undefined;
    props[attr.name] = value;
  }
  const meta: string[] = [];
  const title = quoted(props.filename ?? props.title);
  if (title) meta.push(`title=${title}`);
  const icon = quoted(props.icon);
  if (icon) meta.push(`icon=${icon}`);
  if (props.lines === true || props.lines === 'true') meta.push('lines');
  if (props.wrap === true || props.wrap === 'true') meta.push('wrap');
  // The fence's flags: a long block starts collapsed; no copy button.
  if (props.expandable === true || props.expandable === 'true') meta.push('expandable');
  if (props.nocopy === true || props.nocopy === 'true' || props.copy === false || props.copy === 'false') meta.push('nocopy');
  const highlight = lineRanges(props.highlight);
  if (highlight) meta.push(`highlight=${highlight}`);
  const focus = lineRanges(props.focus);
  if (focus) meta.push(`focus=${focus}`);
  if (content.meta) meta.push(content.meta);
  const lang = typeof props.language === 'string' && /^[\w+#.-]+$/.test(props.language.trim()) ? props.language.trim() : (content.lang ?? null);
  return { type: 'code', lang, meta: meta.length ? meta.join(' ') : null, value: content.text };
}

/** Common leading indentation removed, blank first and last lines dropped (text between tags). */
export function dedentBlock(text: string): string {
  const lines = text.replace(/^\s*\n/, '').replace(/\n\s*$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length));
  return Number.isFinite(indent) ? lines.map((l) => l.slice(indent)).join('\n') : lines.join('\n');
}
