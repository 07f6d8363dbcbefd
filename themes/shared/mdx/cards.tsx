import { useMessages } from '../../../src/shared/ui-messages/context.js';
import type { ComponentChildren } from 'preact';
import { isIconLibrary } from '../../../src/shared/icons.js';
import { Icon } from '../icon.js';
import { linkTarget } from './link-target.js';
import { cssValue, flag, hasContent, isIcon, nodeOf, numberOf, urlOf } from './prop-values.js';

export interface CardProps {
  title?: ComponentChildren;
  icon?: ComponentChildren;
  iconType?: string;
  /** `fontawesome`, `lucide` or `tabler` for this card's icon (default: the site's library). */
  iconLibrary?: unknown;
  color?: string;
  href?: string;
  /** Icon beside the text instead of above it, compact. */
  horizontal?: boolean | string;
  /** Image shown on top of the card. */
  img?: string;
  /** Call-to-action text shown at the bottom of a linked card. */
  cta?: ComponentChildren;
  /** Show an arrow on a linked card (default: for external links). */
  arrow?: boolean | string;
  children?: ComponentChildren;
  [unknown: string]: unknown;
}

/**
 * A card; with `href` the whole card is clickable through one real link on its title
 * (stretched over the card by CSS), so links inside the body stay valid HTML.
 */
export function Card({ title, icon, iconType, iconLibrary, color, href, horizontal, img, cta, arrow, children }: CardProps) {
  const link = urlOf(href);
  const image = urlOf(img);
  const iconColor = cssValue(color);
  const hasTitle = hasContent(title);
  const hasCta = hasContent(cta);
  const t = useMessages();
  const classes = ['card', flag(horizontal) && 'card-horizontal', link && 'card-link'].filter(Boolean).join(' ');
  const target = link ? linkTarget(link) : {};
  const linkText = hasTitle ? nodeOf(title) : hasCta ? nodeOf(cta) : t.open;
  const showArrow = arrow === undefined || arrow === null ? 'target' in target : flag(arrow);
  return (
    <div class={classes}>
      {image && <img class="card-img" src={image} alt="" loading="lazy" />}
      <div class="card-inner">
        {isIcon(icon) && (
          <span class="card-icon" style={iconColor ? `color:${iconColor}` : undefined}>
            <Icon name={icon} style={iconType} library={isIconLibrary(iconLibrary) ? iconLibrary : undefined} />
          </span>
        )}
        <div class="card-text">
          {(hasTitle || link) && (
            <p class={hasTitle ? 'card-title' : 'card-title quire-sr-only'}>
              {link ? (
                <a class="card-anchor" href={link} {...target}>
                  {linkText}
                  {showArrow && <span class="card-arrow" aria-hidden="true"> ↗</span>}
                </a>
              ) : (
                nodeOf(title)
              )}
            </p>
          )}
          {hasContent(children) && <div class="card-body">{children}</div>}
          {hasCta && link && (
            <span class="card-cta" aria-hidden="true">
              {nodeOf(cta)} →
            </span>
          )}
        </div>
      </div>
    </div>
  );
}

/** Cards in a responsive grid of `cols` columns (default 2; one column on phones). */
export function CardGroup({ cols, children }: { cols?: number | string; children?: ComponentChildren; [unknown: string]: unknown }) {
  const n = Math.max(1, Math.min(6, Math.round(numberOf(cols) ?? 2) || 2));
  return (
    <div class="card-group" style={`--cols:${n}`}>
      {children}
    </div>
  );
}

/** A tile: a visual preview (children) with a title and description, linked when `href` is set. */
export function Tile({ href, title, description, children }: { href?: string; title?: ComponentChildren; description?: ComponentChildren; children?: ComponentChildren; [unknown: string]: unknown }) {
  const link = urlOf(href);
  const body = (
    <>
      {hasContent(children) && <div class="tile-preview">{children}</div>}
      {hasContent(title) && <span class="tile-title">{nodeOf(title)}</span>}
      {hasContent(description) && <span class="tile-description">{nodeOf(description)}</span>}
    </>
  );
  return link ? (
    <a class="tile" href={link} {...linkTarget(link)}>
      {body}
    </a>
  ) : (
    <div class="tile">{body}</div>
  );
}
