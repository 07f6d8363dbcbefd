import type { ComponentChildren } from 'preact';
import { Icon } from '../icon.js';
import { hasContent, isIcon, nodeOf } from './prop-values.js';

/**
 * Mintlify's `<View title="…">`: content for one view of the page (a language, a framework).
 * Every view is rendered, each under its title, so the page reads completely without
 * JavaScript; a switcher between views is not built yet.
 */
export function View({ children, title, icon, iconType }: { children?: ComponentChildren; title?: unknown; icon?: unknown; iconType?: string; [unknown: string]: unknown }) {
  return (
    <section class="view">
      {hasContent(title) && (
        <p class="view-title">
          {isIcon(icon) && <Icon name={icon} style={iconType} />}
          {nodeOf(title)}
        </p>
      )}
      {children}
    </section>
  );
}
