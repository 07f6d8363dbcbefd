import { useMessages } from '../../../src/shared/ui-messages/context.js';
import type { ComponentChildren } from 'preact';
import { Icon } from '../icon.js';
import { attrText, cssValue, hasContent, isIcon, nodeOf } from './prop-values.js';

type CalloutKind = 'note' | 'tip' | 'info' | 'warning' | 'check' | 'danger' | 'callout';

/** Each kind's icon; its label is the catalogue key of the same name. */
const KINDS: Record<CalloutKind, { icon: string }> = {
  note: { icon: 'circle-info' },
  tip: { icon: 'lightbulb' },
  info: { icon: 'circle-info' },
  warning: { icon: 'triangle-exclamation' },
  check: { icon: 'circle-check' },
  danger: { icon: 'circle-exclamation' },
  callout: { icon: 'circle-info' },
};

export interface CalloutProps {
  children?: ComponentChildren;
  /** Shown in bold above the body (Quire extension; Mintlify callouts have none). */
  title?: ComponentChildren;
  /** Replaces the kind's icon (any Icon name, URL, inline SVG or element). */
  icon?: ComponentChildren;
  iconType?: string;
  /** Accent colour, e.g. `#FFC107` (Callout). */
  color?: string;
  [unknown: string]: unknown;
}

function callout(kind: CalloutKind) {
  const { icon: defaultIcon } = KINDS[kind];
  return function Callout({ children, title, icon, iconType, color }: CalloutProps) {
    // An icon that cannot be shown (`icon={3}`, `icon=""`) keeps the kind's own.
    const label = useMessages()[kind];
    const ownIcon = isIcon(icon);
    const accent = cssValue(color);
    return (
      <aside class={`callout callout-${kind}`} role="note" aria-label={attrText(title) ?? label} style={accent ? `--callout-color:${accent}` : undefined}>
        <span class="callout-icon">
          <Icon name={ownIcon ? icon : defaultIcon} style={ownIcon ? iconType : 'solid'} />
        </span>
        <div class="callout-content">
          {hasContent(title) && <p class="callout-title">{nodeOf(title)}</p>}
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
