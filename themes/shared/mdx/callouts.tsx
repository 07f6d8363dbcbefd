import type { ComponentChildren } from 'preact';
import { Icon } from '../icon.js';

type CalloutKind = 'note' | 'tip' | 'info' | 'warning' | 'check' | 'danger' | 'callout';

const KINDS: Record<CalloutKind, { label: string; icon: string }> = {
  note: { label: 'Note', icon: 'circle-info' },
  tip: { label: 'Tip', icon: 'lightbulb' },
  info: { label: 'Info', icon: 'circle-info' },
  warning: { label: 'Warning', icon: 'triangle-exclamation' },
  check: { label: 'Check', icon: 'circle-check' },
  danger: { label: 'Danger', icon: 'circle-exclamation' },
  callout: { label: 'Callout', icon: 'circle-info' },
};

export interface CalloutProps {
  children?: ComponentChildren;
  /** Shown in bold above the body (Quire extension; Mintlify callouts have none). */
  title?: string;
  /** Replaces the kind's icon (any Icon name, URL or inline SVG). */
  icon?: string;
  iconType?: string;
  /** Accent colour, e.g. `#FFC107` (Callout). */
  color?: string;
  [unknown: string]: unknown;
}

function callout(kind: CalloutKind) {
  const { label, icon: defaultIcon } = KINDS[kind];
  return function Callout({ children, title, icon, iconType, color }: CalloutProps) {
    return (
      <aside class={`callout callout-${kind}`} role="note" aria-label={title ?? label} style={color ? `--callout-color:${color}` : undefined}>
        <span class="callout-icon">
          <Icon name={icon ?? defaultIcon} style={icon ? iconType : 'solid'} />
        </span>
        <div class="callout-content">
          {title && <p class="callout-title">{title}</p>}
          <div class="callout-body">{children}</div>
        </div>
      </aside>
    );
  };
}

/** Mintlify's callouts: Note, Tip, Info, Warning, Check, Danger and the generic Callout (icon, color). */
export const calloutComponents = {
  Note: callout('note'),
  Tip: callout('tip'),
  Info: callout('info'),
  Warning: callout('warning'),
  Check: callout('check'),
  Danger: callout('danger'),
  Callout: callout('callout'),
};
