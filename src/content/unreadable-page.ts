import { h, type ComponentType } from 'preact';
import type { Diagnostic } from '../diagnostics/quire-error.js';

/**
 * What a page whose MDX cannot be compiled (or whose own code throws as it loads) shows instead
 * of its body. Mintlify publishes such a page with "A parsing error occurred" and warns; Quire
 * does the same, with the place of the problem for its author. The warning carries the details.
 */
export function unreadablePage(problem: Diagnostic | undefined): ComponentType {
  const where = problem?.line ? ` (line ${problem.line}${problem.column ? `, column ${problem.column}` : ''})` : '';
  return function UnreadablePage() {
    return h(
      'aside',
      { class: 'callout callout-danger page-unreadable', role: 'note' },
      h('div', { class: 'callout-content' }, h('p', null, h('strong', null, 'This page could not be shown.'), ` Its source has a problem${where}: ${problem?.message ?? 'it could not be read'}.`)),
    );
  };
}

/**
 * A module that cannot be used is a warning, as on Mintlify: the page shows a notice (a snippet
 * renders nothing) and the rest of the site builds; `--strict` makes it an error again.
 */
export function asWarnings(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.map((d) => (d.severity === 'error' && d.code.startsWith('content/') ? { ...d, severity: 'warning' } : d));
}
