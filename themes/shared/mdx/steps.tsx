import { cloneElement, isValidElement, toChildArray, type ComponentChildren, type VNode } from 'preact';
import { Icon } from '../icon.js';
import { hasContent, isIcon, nodeOf, numberOf } from './prop-values.js';

export interface StepProps {
  title?: ComponentChildren;
  icon?: ComponentChildren;
  iconType?: string;
  stepNumber?: number | string;
  titleSize?: 'p' | 'h2' | 'h3' | string;
  children?: ComponentChildren;
  [unknown: string]: unknown;
}

/** An ordered list of steps; numbers are rendered server-side, so they survive copy/paste and no-CSS. */
export function Steps({ children }: { children?: ComponentChildren; [unknown: string]: unknown }) {
  let n = 0;
  const items = toChildArray(children).map((child) => {
    // Only components are steps: an HTML element (a stray paragraph) must not get a `stepnumber` attribute.
    if (!isValidElement(child) || typeof child.type === 'string') return child;
    n += 1;
    const props = (child as VNode<StepProps>).props;
    return props.stepNumber === undefined || props.stepNumber === null ? cloneElement(child as VNode<StepProps>, { stepNumber: n }) : child;
  });
  return <ol class="steps">{items}</ol>;
}

/** One step: number (or icon), title, body. `titleSize="h2"|"h3"` makes the title a heading. */
export function Step({ title, icon, iconType, stepNumber, titleSize, children }: StepProps) {
  const Title = titleSize === 'h2' || titleSize === 'h3' ? titleSize : 'p';
  const value = numberOf(stepNumber);
  return (
    <li class="step" value={value === undefined ? undefined : Math.trunc(value) || undefined}>
      <span class="step-marker" aria-hidden="true">
        {isIcon(icon) ? <Icon name={icon} style={iconType} /> : nodeOf(stepNumber)}
      </span>
      <div class="step-content">
        {hasContent(title) && <Title class="step-title">{nodeOf(title)}</Title>}
        <div class="step-body">{children}</div>
      </div>
    </li>
  );
}
