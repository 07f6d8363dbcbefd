import { headingSlug } from '../../../src/shared/heading-slug.js';
import { useMessages } from '../../../src/shared/ui-messages/context.js';
import type { ComponentChildren } from 'preact';
import { mermaidAttributes, mermaidHtml } from '../../../src/shared/mermaid-html.js';
import { Icon } from '../icon.js';
import { inlineMarkdown } from './inline-markdown.js';
import { linkTarget } from './link-target.js';
import { attrText, classToken, flag, hasContent, isIcon, nodeOf, textOf, urlOf } from './prop-values.js';

type Children = { children?: ComponentChildren; [unknown: string]: unknown };

/** An image or embed in a frame, with an optional caption and hint. */
export function Frame({ caption, hint, children }: Children & { caption?: ComponentChildren; hint?: ComponentChildren }) {
  return (
    <figure class="frame">
      {hasContent(hint) && <p class="frame-hint">{nodeOf(hint)}</p>}
      <div class="frame-content">{children}</div>
      {/* A string caption is Markdown in Mintlify (`**bold**`, links); an element renders as given. */}
      {hasContent(caption) && <figcaption class="frame-caption">{typeof caption === 'string' ? inlineMarkdown(caption) : nodeOf(caption)}</figcaption>}
    </figure>
  );
}

/**
 * A term with an explanation. The bubble is in the page (CSS shows it on hover and on keyboard
 * focus, so it works without JavaScript) and reads inline for screen readers and in copied
 * text: `headline`, `tip`, and a `cta` link to `href`, as Mintlify's tooltip has.
 */
export function Tooltip({ tip, headline, cta, href, children }: Children & { tip?: ComponentChildren; headline?: ComponentChildren; cta?: ComponentChildren; href?: unknown }) {
  const link = urlOf(href);
  const hasTip = hasContent(tip) || hasContent(headline);
  const hasLink = link !== undefined && hasContent(cta);
  if (!hasTip && !hasLink) return <span class="tooltip">{children}</span>;
  return (
    // The term takes keyboard focus, which opens the bubble and reaches its link (WAI-ARIA tooltip pattern).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a tooltip's trigger must be focusable
    <span class="tooltip" tabIndex={0}>
      {children}
      <span class="tooltip-bubble" role="tooltip">
        <span class="quire-sr-only"> (</span>
        {hasContent(headline) && <strong class="tooltip-headline">{nodeOf(headline)}</strong>}
        {hasContent(headline) && hasContent(tip) && <span class="quire-sr-only">: </span>}
        {hasContent(tip) && <span class="tooltip-tip">{nodeOf(tip)}</span>}
        {hasLink && (
          <a class="tooltip-cta" href={link} {...linkTarget(link)}>
            {nodeOf(cta)}
          </a>
        )}
        <span class="quire-sr-only">)</span>
      </span>
    </span>
  );
}

/** A small label: `<Badge color="green" icon="check">Stable</Badge>`. */
export function Badge({ color, size, shape, icon, iconType, stroke, disabled, children }: Children & {
  color?: string;
  size?: string;
  shape?: string;
  icon?: ComponentChildren;
  iconType?: string;
  stroke?: boolean | string;
  disabled?: boolean | string;
}) {
  const tone = classToken(color) ?? 'gray';
  const scale = classToken(size);
  const classes = ['mdx-badge', `mdx-badge-${tone}`, scale && `mdx-badge-${scale}`, classToken(shape) === 'pill' && 'mdx-badge-pill', flag(stroke) && 'mdx-badge-stroke', flag(disabled) && 'mdx-badge-disabled'];
  return (
    <span class={classes.filter(Boolean).join(' ')}>
      {isIcon(icon) && <Icon name={icon} style={iconType} />}
      {children}
    </span>
  );
}

/** Anchor id from an update label's (or step title's) text, as Mintlify slugs it (shared/heading-slug.ts). */
export function updateId(label: unknown): string {
  return headingSlug(textOf(label));
}

/**
 * A changelog entry with a linkable label, a description and tags. The label may be an
 * element (`label={<><Icon icon="rocket"/> Launch</>}`): it renders as given, and its
 * text makes the anchor id and the accessible name.
 */
export function Update({ label, description, tags, children }: Children & { label?: ComponentChildren; description?: ComponentChildren; tags?: ComponentChildren[] | ComponentChildren }) {
  const t = useMessages();
  const id = updateId(label);
  const tagList = (Array.isArray(tags) ? tags : [tags]).filter((t) => hasContent(t));
  const hasLabel = hasContent(label);
  return (
    // data-tags: the tag texts, one per line, for the tag filter (src/client/update-filter.ts).
    <section class="update" id={id || undefined} aria-label={attrText(label)} data-tags={tagList.length ? tagList.map((t) => attrText(t) ?? '').join('\n') : undefined}>
      <div class="update-meta">
        {hasLabel &&
          (id ? (
            <a class="update-label" href={`#${id}`}>
              {nodeOf(label)}
            </a>
          ) : (
            <span class="update-label">{nodeOf(label)}</span>
          ))}
        {hasContent(description) && <p class="update-description">{nodeOf(description)}</p>}
        {tagList.length > 0 && (
          <ul class="update-tags" aria-label={t.tags}>
            {tagList.map((t) => (
              <li class="mdx-badge mdx-badge-gray">{nodeOf(t)}</li>
            ))}
          </ul>
        )}
      </div>
      <div class="update-body">{children}</div>
    </section>
  );
}

/**
 * `<Mermaid chart="graph TD; A-->B" />`: the same output as a ```mermaid fence; `placement`
 * puts the zoom controls in a corner, `actions={false}` leaves them out.
 */
export function Mermaid({ chart, placement, actions, children }: Children & { chart?: string; placement?: unknown; actions?: unknown }) {
  // `chart` or the text inside (`<Mermaid>{`graph TD; …`}</Mermaid>`); a number or element gives its text.
  const source = textOf(chart ?? children);
  return <figure class="mermaid-diagram" {...mermaidAttributes({ placement, actions })} dangerouslySetInnerHTML={{ __html: mermaidHtml(source) }} />;
}
