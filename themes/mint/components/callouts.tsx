import type { ComponentChildren } from 'preact';

type CalloutKind = 'note' | 'tip' | 'info' | 'warning' | 'check' | 'danger';

const LABELS: Record<CalloutKind, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  check: 'Check',
  danger: 'Danger',
};

function callout(kind: CalloutKind) {
  return function Callout({ children, title }: { children?: ComponentChildren; title?: string }) {
    return (
      <aside class={`callout callout-${kind}`} role="note" aria-label={title ?? LABELS[kind]}>
        {title && <p class="callout-title">{title}</p>}
        <div class="callout-body">{children}</div>
      </aside>
    );
  };
}

/** Mintlify's callouts: Note, Tip, Info, Warning, Check, Danger and the generic Callout. */
export const calloutComponents = {
  Note: callout('note'),
  Tip: callout('tip'),
  Info: callout('info'),
  Warning: callout('warning'),
  Check: callout('check'),
  Danger: callout('danger'),
  Callout: callout('info'),
};
