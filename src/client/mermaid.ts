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
  const { addMermaidControls } = await import('./mermaid-controls.js');
  for (const node of nodes) {
    const figure = node.closest('figure');
    if (!figure) continue;
    figure.classList.add('mermaid-rendered');
    addMermaidControls(doc, figure);
  }
}
