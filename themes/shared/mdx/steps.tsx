import { cloneElement, isValidElement, toChildArray, type ComponentChildren, type VNode } from 'preact';
import { Icon } from '../icon.js';
import { flag, hasContent, idOf, isIcon, nodeOf, numberOf } from './prop-values.js';
import { updateId } from './misc.js';

export interface StepProps {
  title?: ComponentChildren;
  icon?: ComponentChildren;
  iconType?: string;
  stepNumber?: number | string;
  titleSize?: 'p' | 'h2' | 'h3' | 'h4' | string;
  /** The step's anchor id (default: from its title). */
  id?: unknown;
  /** No anchor id and no link on the title. */
  noAnchor?: unknown;
  children?: ComponentChildren;
  [unknown: string]: unknown;
}

/**
 * An ordered list of steps; numbers are rendered server-side, so they survive copy/paste and
 * no-CSS. `titleSize` (Mintlify sets it on Steps) applies to every step that sets none.
 */
export function Steps({ children, titleSize }: { children?: ComponentChildren; titleSize?: unknown; [unknown: string]: unknown }) {
  let n = 0;
  const items = toChildArray(children).map((child) => {
    // Only components are steps: an HTML element (a stray paragraph) must not get a `stepnumber` attribute.
    if (!isValidElement(child) || typeof child.type === 'string') return child;
    n += 1;
    const props = (child as VNode<StepProps>).props;
    const extra: Partial<StepProps> = {};
    if (props.stepNumber === undefined || props.stepNumber === null) extra.stepNumber = n;
    if (props.titleSize === undefined && typeof titleSize === 'string') extra.titleSize = titleSize;
    return Object.keys(extra).length ? cloneElement(child as VNode<StepProps>, extra) : child;
  });
  return <ol class="steps">{items}</ol>;
}

/**
 * One step: number (or icon), title, body. `titleSize="h2"|"h3"|"h4"` makes the title a heading.
 * A titled step is linkable, as in Mintlify: its id is `id` or its title's slug, and its title
 * links to it; `noAnchor` turns both off.
 */
export function Step({ title, icon, iconType, stepNumber, titleSize, id, noAnchor, children }: StepProps) {
  const Title = titleSize === 'h2' || titleSize === 'h3' || titleSize === 'h4' ? titleSize : 'p';
  const value = numberOf(stepNumber);
  const anchor = flag(noAnchor) ? undefined : (idOf(id) ?? (hasContent(title) ? updateId(title) || undefined : undefined));
  return (
    <li class="step" id={anchor} value={value === undefined ? undefined : Math.trunc(value) || undefined}>
      <span class="step-marker" aria-hidden="true">
        {isIcon(icon) ? <Icon name={icon} style={iconType} /> : nodeOf(stepNumber)}
      </span>
      <div class="step-content">
        {hasContent(title) && (
          <Title class="step-title">
            {anchor ? (
              <a class="step-anchor" href={`#${anchor}`}>
                {nodeOf(title)}
              </a>
            ) : (
              nodeOf(title)
            )}
          </Title>
        )}
        <div class="step-body">{children}</div>
      </div>
    </li>
  );
}
