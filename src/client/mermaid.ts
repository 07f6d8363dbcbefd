/**
 * Draws Mermaid diagrams from the source the server rendered in `pre.mermaid`. The page
 * shows the source without JavaScript; this chunk (and mermaid itself, a large library) is
 * fetched only by pages that have a diagram.
 */
export async function renderMermaid(doc: Document): Promise<void> {
  const nodes = Array.from(doc.querySelectorAll<HTMLElement>('pre.mermaid'));
  if (nodes.length === 0) return;
  const { default: mermaid } = await import('mermaid');
  const dark = doc.documentElement.getAttribute('data-theme') === 'dark';
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: dark ? 'dark' : 'default' });
  await mermaid.run({ nodes, suppressErrors: true });
  for (const node of nodes) node.closest('figure')?.classList.add('mermaid-rendered');
}
