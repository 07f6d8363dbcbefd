import { formatDiagnostic } from '../diagnostics/format-diagnostic.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The dev server's error page: the same text as the terminal, recovering by itself when fixed. */
export function errorOverlayPage(diagnostics: readonly Diagnostic[], liveClient: string): string {
  const items = diagnostics.map((d) => `<pre>${escapeHtml(formatDiagnostic(d, { color: false }))}</pre>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quire — build error</title>
<style>body{font:15px/1.5 ui-sans-serif,system-ui,sans-serif;margin:0;padding:2rem;background:#1b1b1f;color:#f4f4f5}
h1{color:#f87171;font-size:1.3rem}pre{white-space:pre-wrap;background:#27272a;padding:1rem;border-radius:8px;border-left:4px solid #f87171}</style>
</head><body><h1>Quire could not render this page</h1>${items || '<p>Unknown error.</p>'}
<p>Fix the problem and save: this page reloads by itself.</p>${liveClient}</body></html>`;
}
