import type { ComponentChildren } from 'preact';
import { Icon } from '../icon.js';

export interface AccordionProps {
  title?: ComponentChildren;
  description?: ComponentChildren;
  defaultOpen?: boolean;
  icon?: string;
  iconType?: string;
  id?: string;
  children?: ComponentChildren;
  [unknown: string]: unknown;
}

/** A native `<details>`: opens and closes without JavaScript, searchable by the browser. */
export function Accordion({ title, description, defaultOpen, icon, iconType, id, children }: AccordionProps) {
  return (
    <details class="accordion" open={defaultOpen || undefined} id={id}>
      <summary class="accordion-summary">
        {icon && <Icon name={icon} style={iconType} />}
        <span class="accordion-heading">
          <span class="accordion-title">{title}</span>
          {description && <span class="accordion-description">{description}</span>}
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
export function Expandable({ title, defaultOpen, children }: { title?: string; defaultOpen?: boolean; children?: ComponentChildren; [unknown: string]: unknown }) {
  return (
    <details class="expandable" open={defaultOpen || undefined}>
      <summary>{title ?? 'properties'}</summary>
      <div class="expandable-body">{children}</div>
    </details>
  );
}
