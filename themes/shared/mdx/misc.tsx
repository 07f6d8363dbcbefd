import type { ComponentChildren } from 'preact';
import { mermaidHtml } from '../../../src/content/highlight/mermaid-html.js';
import { Icon } from '../icon.js';

type Children = { children?: ComponentChildren; [unknown: string]: unknown };

/** An image or embed in a frame, with an optional caption and hint. */
export function Frame({ caption, hint, children }: Children & { caption?: string; hint?: string }) {
  return (
    <figure class="frame">
      {hint && <p class="frame-hint">{hint}</p>}
      <div class="frame-content">{children}</div>
      {caption && <figcaption class="frame-caption">{caption}</figcaption>}
    </figure>
  );
}

/** A term with an explanation: native title on hover, and the text for screen readers. */
export function Tooltip({ tip, headline, children }: Children & { tip?: string; headline?: string }) {
  const text = [headline, tip].filter(Boolean).join(': ');
  return (
    <span class="tooltip" title={text || undefined}>
      {children}
      {text && <span class="quire-sr-only"> ({text})</span>}
    </span>
  );
}

/** A small label: `<Badge color="green" icon="check">Stable</Badge>`. */
export function Badge({ color, size, shape, icon, iconType, stroke, disabled, children }: Children & {
  color?: string;
  size?: string;
  shape?: string;
  icon?: string;
  iconType?: string;
  stroke?: boolean;
  disabled?: boolean;
}) {
  const classes = ['mdx-badge', `mdx-badge-${color ?? 'gray'}`, size && `mdx-badge-${size}`, shape === 'pill' && 'mdx-badge-pill', stroke && 'mdx-badge-stroke', disabled && 'mdx-badge-disabled'];
  return (
    <span class={classes.filter(Boolean).join(' ')}>
      {icon && <Icon name={icon} style={iconType} />}
      {children}
    </span>
  );
}

/** Anchor id from an update label: cheap (one regex pass), as changelogs can hold thousands. */
export function updateId(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** A changelog entry with a linkable label, a description and tags. */
export function Update({ label, description, tags, children }: Children & { label?: string; description?: string; tags?: string[] | string }) {
  const id = label ? updateId(label) : undefined;
  const tagList = Array.isArray(tags) ? tags : tags ? [tags] : [];
  return (
    <section class="update" id={id || undefined} aria-label={label}>
      <div class="update-meta">
        {label && (
          <a class="update-label" href={`#${id}`}>
            {label}
          </a>
        )}
        {description && <p class="update-description">{description}</p>}
        {tagList.length > 0 && (
          <ul class="update-tags" aria-label="Tags">
            {tagList.map((t) => (
              <li class="mdx-badge mdx-badge-gray">{t}</li>
            ))}
          </ul>
        )}
      </div>
      <div class="update-body">{children}</div>
    </section>
  );
}

/** `<Mermaid chart="graph TD; A-->B" />`: the same output as a ```mermaid fence. */
export function Mermaid({ chart, children }: Children & { chart?: string }) {
  const source = chart ?? (typeof children === 'string' ? children : '');
  return <figure class="mermaid-diagram" dangerouslySetInnerHTML={{ __html: mermaidHtml(source) }} />;
}
