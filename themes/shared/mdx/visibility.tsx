import type { ComponentChildren } from 'preact';

/**
 * Mintlify's `<Visibility for="humans|agents">`: content for readers of the page, or only for
 * AI agents reading its Markdown (the `.md` twin and llms files; src/content/to-markdown.ts
 * does the opposite). Anything other than "agents" is for humans.
 */
export function Visibility({ children, for: audience }: { children?: ComponentChildren; for?: unknown; [unknown: string]: unknown }) {
  return audience === 'agents' ? null : children;
}
