import type { ComponentChildren } from 'preact';
import { hasContent, nodeOf, textOf } from './prop-values.js';

type Children = { children?: ComponentChildren; [unknown: string]: unknown };

/**
 * `<CodeBlock>` whose props or content are only known when the page runs (inside a component
 * the docs define). A CodeBlock with literal props and content never gets here: the build
 * rewrites it to a fenced block (src/content/code-block-element.ts) and highlights it like one.
 * This renders the same frame, unhighlighted: Shiki runs at build time only.
 */
export function CodeBlock({ language, filename, children }: Children & { language?: unknown; filename?: ComponentChildren }) {
  const lang = textOf(language).trim() || 'text';
  return (
    <figure class="code-block" data-lang={lang} data-title={hasContent(filename) ? textOf(filename) : undefined}>
      {hasContent(filename) && <figcaption class="code-block-title">{nodeOf(filename)}</figcaption>}
      <pre class="shiki">
        <code>{textOf(children)}</code>
      </pre>
    </figure>
  );
}

/** One column of `<Columns>` (a grid cell holding any content, not only cards). */
export function Column({ children }: Children) {
  return <div class="column">{children}</div>;
}
