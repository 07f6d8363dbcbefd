import type { ComponentChildren } from 'preact';
import { Icon } from '../icon.js';
import { flag, hasContent, idOf, isIcon, nodeOf } from './prop-values.js';

export interface AccordionProps {
  title?: ComponentChildren;
  description?: ComponentChildren;
  /** `true` or `"true"` opens it; `"false"` keeps it closed (see {@link flag}). */
  defaultOpen?: boolean | string;
  icon?: ComponentChildren;
  iconType?: string;
  id?: string;
  children?: ComponentChildren;
  [unknown: string]: unknown;
}

/** A native `<details>`: opens and closes without JavaScript, searchable by the browser. */
export function Accordion({ title, description, defaultOpen, icon, iconType, id, children }: AccordionProps) {
  return (
    <details class="accordion" open={flag(defaultOpen) || undefined} id={idOf(id)}>
      <summary class="accordion-summary">
        {isIcon(icon) && <Icon name={icon} style={iconType} />}
        <span class="accordion-heading">
          <span class="accordion-title">{nodeOf(title)}</span>
          {hasContent(description) && <span class="accordion-description">{nodeOf(description)}</span>}
        </span>
      </summary>
      <div class="accordion-body">{children}</div>
    </details>
  );
}

export function AccordionGroup({ children }: { children?: ComponentChildren; [unknown: string]: unknown }) {
  return <div class="accordion-group">{children}</div>;
}

/** Nested properties of a field (ParamField / ResponseField), collapsed by default. */
export function Expandable({ title, defaultOpen, children }: { title?: ComponentChildren; defaultOpen?: boolean | string; children?: ComponentChildren; [unknown: string]: unknown }) {
  return (
    <details class="expandable" open={flag(defaultOpen) || undefined}>
      <summary>{hasContent(title) ? nodeOf(title) : 'properties'}</summary>
      <div class="expandable-body">{children}</div>
    </details>
  );
}
