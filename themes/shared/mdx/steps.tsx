import { cloneElement, isValidElement, toChildArray, type ComponentChildren, type VNode } from 'preact';
import { Icon } from '../icon.js';

export interface StepProps {
  title?: ComponentChildren;
  icon?: string;
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
    if (!isValidElement(child)) return child;
    n += 1;
    const props = (child as VNode<StepProps>).props;
    return props.stepNumber === undefined ? cloneElement(child as VNode<StepProps>, { stepNumber: n }) : child;
  });
  return <ol class="steps">{items}</ol>;
}

/** One step: number (or icon), title, body. `titleSize="h2"|"h3"` makes the title a heading. */
export function Step({ title, icon, iconType, stepNumber, titleSize, children }: StepProps) {
  const Title = titleSize === 'h2' || titleSize === 'h3' ? titleSize : 'p';
  return (
    <li class="step" value={stepNumber === undefined ? undefined : Number(stepNumber) || undefined}>
      <span class="step-marker" aria-hidden="true">
        {icon ? <Icon name={icon} style={iconType} /> : stepNumber}
      </span>
      <div class="step-content">
        {title && <Title class="step-title">{title}</Title>}
        <div class="step-body">{children}</div>
      </div>
    </li>
  );
}
