import { formatDiagnostic } from '../diagnostics/format-diagnostic.js';
import type { FramedDiagnostic } from './code-frame.js';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `#quire-error-overlay{position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(10,10,12,.86);
color:#f4f4f5;font:15px/1.5 ui-sans-serif,system-ui,sans-serif;padding:2rem}
#quire-error-overlay .panel{max-width:960px;margin:0 auto;background:#1b1b1f;border-radius:10px;padding:1.5rem 2rem;border-top:4px solid #f87171}
#quire-error-overlay h1{color:#f87171;font-size:1.25rem;margin:0 0 1rem}
#quire-error-overlay pre{white-space:pre-wrap;background:#27272a;padding:1rem;border-radius:8px;margin:0 0 .75rem;font:13px/1.5 ui-monospace,monospace}
#quire-error-overlay pre.frame{color:#d4d4d8;border-left:3px solid #f87171}
#quire-error-overlay button{float:right;font:inherit;background:#3f3f46;color:inherit;border:0;border-radius:6px;padding:.25rem .75rem;cursor:pointer}
#quire-error-overlay button:focus-visible{outline:2px solid #f87171}`;

/**
 * The dev server's error overlay: the terminal's text (file:line:col, message, hint) and a code
 * frame per problem, on top of the page. Rendered on the server, so it shows without JavaScript;
 * the live-reload client reloads the page once the files are fixed.
 */
export function errorOverlay(problems: readonly FramedDiagnostic[]): string {
  const items = problems
    .map(({ diagnostic, frame }) => {
      const text = `<pre class="message">${escapeHtml(formatDiagnostic(diagnostic, { color: false }))}</pre>`;
      return frame ? `${text}\n<pre class="frame">${escapeHtml(frame)}</pre>` : text;
    })
    .join('\n');
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return `<div id="quire-error-overlay" role="alertdialog" aria-modal="true" aria-labelledby="quire-error-title"><style>${STYLE}</style>
<div class="panel"><button type="button" onclick="this.closest('#quire-error-overlay').remove()">Dismiss</button>
<h1 id="quire-error-title">Quire found ${count}</h1>
${items || '<p>Unknown error.</p>'}
<p>Fix the file and save: this page reloads by itself.</p></div></div>`;
}

/** Puts the overlay over a rendered page (the last good version, when the new one failed). */
export function withOverlay(html: string, overlay: string): string {
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + overlay : html.slice(0, at) + overlay + html.slice(at);
}

/** A page holding only the overlay, when nothing could be rendered (e.g. docs.json is invalid). */
export function errorOverlayPage(problems: readonly FramedDiagnostic[], liveClient: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quire — error</title></head>
<body>${errorOverlay(problems)}${liveClient}</body></html>`;
}
