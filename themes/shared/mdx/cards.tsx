import type { ComponentChildren } from 'preact';
import { Icon } from '../icon.js';
import { linkTarget } from './link-target.js';

export interface CardProps {
  title?: ComponentChildren;
  icon?: string;
  iconType?: string;
  color?: string;
  href?: string;
  /** Icon beside the text instead of above it, compact. */
  horizontal?: boolean;
  /** Image shown on top of the card. */
  img?: string;
  /** Call-to-action text shown at the bottom of a linked card. */
  cta?: string;
  /** Show an arrow on a linked card (default: for external links). */
  arrow?: boolean;
  children?: ComponentChildren;
  [unknown: string]: unknown;
}

/**
 * A card; with `href` the whole card is clickable through one real link on its title
 * (stretched over the card by CSS), so links inside the body stay valid HTML.
 */
export function Card({ title, icon, iconType, color, href, horizontal, img, cta, arrow, children }: CardProps) {
  const classes = ['card', horizontal && 'card-horizontal', href && 'card-link'].filter(Boolean).join(' ');
  const target = href ? linkTarget(href) : {};
  const linkText = title ?? cta ?? 'Open';
  return (
    <div class={classes}>
      {img && <img class="card-img" src={img} alt="" loading="lazy" />}
      <div class="card-inner">
        {icon && (
          <span class="card-icon" style={color ? `color:${color}` : undefined}>
            <Icon name={icon} style={iconType} />
          </span>
        )}
        <div class="card-text">
          {(title || href) && (
            <p class={title ? 'card-title' : 'card-title quire-sr-only'}>
              {href ? (
                <a class="card-anchor" href={href} {...target}>
                  {linkText}
                  {(arrow ?? 'target' in target) && <span class="card-arrow" aria-hidden="true"> ↗</span>}
                </a>
              ) : (
                title
              )}
            </p>
          )}
          {children && <div class="card-body">{children}</div>}
          {cta && href && (
            <span class="card-cta" aria-hidden="true">
              {cta} →
            </span>
          )}
        </div>
      </div>
    </div>
  );
}

/** Cards in a responsive grid of `cols` columns (default 2; one column on phones). */
export function CardGroup({ cols, children }: { cols?: number | string; children?: ComponentChildren; [unknown: string]: unknown }) {
  const n = Math.max(1, Math.min(6, Number(cols) || 2));
  return (
    <div class="card-group" style={`--cols:${n}`}>
      {children}
    </div>
  );
}

/** A tile: a visual preview (children) with a title and description, linked when `href` is set. */
export function Tile({ href, title, description, children }: { href?: string; title?: string; description?: string; children?: ComponentChildren; [unknown: string]: unknown }) {
  const body = (
    <>
      {children && <div class="tile-preview">{children}</div>}
      {title && <span class="tile-title">{title}</span>}
      {description && <span class="tile-description">{description}</span>}
    </>
  );
  return href ? (
    <a class="tile" href={href} {...linkTarget(href)}>
      {body}
    </a>
  ) : (
    <div class="tile">{body}</div>
  );
}
