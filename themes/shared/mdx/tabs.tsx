import { useMessages } from '../../../src/shared/ui-messages/context.js';
import { isValidElement, toChildArray, type ComponentChildren, type VNode } from 'preact';
import { Icon } from '../icon.js';
import { classNames, flag, hasContent, isIcon, nodeOf, numberOf, textOf } from './prop-values.js';

/*
 * Tabs and code groups render every panel server-side, each with its own visible
 * title, and a tab bar marked `hidden`. Without JavaScript the reader sees all panels
 * one after the other; src/client/tabs.ts shows the bar and one panel at a time.
 * Both share the markup contract: `[data-tabs]` > `[role=tablist]` + `[data-tab-panel]`s,
 * one button per panel (the script leaves the markup alone when the counts differ).
 * Like Mintlify, choosing a tab selects the tab of the same title in the page's other tab
 * sets; `sync={false}` (`data-tabs-nosync`) keeps a set out of that.
 */

/** `sync` is on unless a page writes `sync={false}` (or `"false"`). */
function syncOff(sync: unknown): boolean {
  return sync !== undefined && sync !== null && !flag(sync);
}

interface TabButton {
  /** Text, or the element a page gave as title (`title={<><Icon icon="x"/> Python</>}`). */
  label: ComponentChildren;
  icon?: unknown;
}

function TabList({ buttons, selected, class: cls }: { buttons: TabButton[]; selected: number; class: string }) {
  return (
    <div class={cls} role="tablist" hidden>
      {buttons.map((b, i) => (
        <button type="button" role="tab" class="tab-button" data-tab-index={i} aria-selected={i === selected ? 'true' : 'false'} tabIndex={i === selected ? 0 : -1}>
          {isIcon(b.icon) && <Icon name={b.icon} />}
          {b.label}
        </button>
      ))}
    </div>
  );
}

export interface TabProps {
  title?: ComponentChildren;
  icon?: ComponentChildren;
  iconType?: string;
  children?: ComponentChildren;
  [unknown: string]: unknown;
}

/** Tabs: `defaultTabIndex` selects the initial tab (0-based); `borderBottom` closes the panels with a rule. */
export function Tabs({ children, defaultTabIndex, sync, borderBottom }: { children?: ComponentChildren; defaultTabIndex?: number | string; sync?: unknown; borderBottom?: unknown; [unknown: string]: unknown }) {
  const all = toChildArray(children);
  // Components are tabs; HTML elements and text between them (a stray paragraph) stay in
  // place, always visible, without a button: the script only counts panels.
  const tabs = all.filter((c): c is VNode<any> => isValidElement(c) && typeof c.type !== 'string');
  const buttons = tabs.map((tab, i) => ({ label: hasContent(tab.props.title) ? nodeOf(tab.props.title) : `Tab ${i + 1}`, icon: tab.props.icon }));
  const selected = Math.min(Math.max(0, Math.trunc(numberOf(defaultTabIndex) ?? 0)), Math.max(0, tabs.length - 1));
  return (
    <div class={flag(borderBottom) ? 'tabs tabs-border-bottom' : 'tabs'} data-tabs data-default-tab={selected} data-tabs-nosync={syncOff(sync) || undefined}>
      <TabList buttons={buttons} selected={selected} class="tabs-list" />
      {all}
    </div>
  );
}

/** One panel of {@link Tabs}; its title doubles as a heading when tabs are not enhanced. */
export function Tab({ title, icon, iconType, children }: TabProps) {
  return (
    <div class="tab-panel" data-tab-panel>
      {(isIcon(icon) || hasContent(title)) && (
        <p class="tab-panel-title">
          {isIcon(icon) && <Icon name={icon} style={iconType} />}
          {nodeOf(title)}
        </p>
      )}
      {children}
    </div>
  );
}

/** A code block's own title (see remark-shiki), or a `title` prop of another element. */
function blockTitle(child: VNode<any>): unknown {
  const title = child.props['data-title'] ?? child.props.title;
  return hasContent(title) ? title : undefined;
}

/** The label of a highlighted code block: its title, else its language, else its place. */
function codeLabel(child: VNode<any> | string, i: number): ComponentChildren {
  if (typeof child === 'string') return `Example ${i + 1}`;
  const title = blockTitle(child);
  if (title !== undefined) return nodeOf(title);
  const lang = textOf(child.props['data-lang']);
  return lang && lang !== 'text' ? lang : `Example ${i + 1}`;
}

/**
 * Code blocks as tabs labelled by their titles (```bash npm / ```bash yarn). `dropdown` asks
 * for a menu instead of a tab bar (`data-tabs-dropdown`: the script draws a `<select>`).
 */
export function CodeGroup({ children, class: cls, dropdown, sync }: { children?: ComponentChildren; class?: string; dropdown?: unknown; sync?: unknown; [unknown: string]: unknown }) {
  // Each element is a panel; loose text (`<CodeGroup>text</CodeGroup>`) gets one too rather than vanishing.
  const blocks = toChildArray(children)
    .map((c) => (typeof c === 'number' ? String(c) : c))
    .filter((c): c is VNode<any> | string => isValidElement(c) || hasContent(c));
  const labels = blocks.map(codeLabel);
  const extra = classNames(cls);
  return (
    <div class={extra ? `code-group ${extra}` : 'code-group'} data-tabs data-tabs-dropdown={flag(dropdown) || undefined} data-tabs-nosync={syncOff(sync) || undefined}>
      <TabList buttons={labels.map((label) => ({ label }))} selected={0} class="tabs-list code-group-tabs" />
      {blocks.map((block, i) => (
        <div class="tab-panel" data-tab-panel>
          {(typeof block === 'string' || blockTitle(block) === undefined) && <p class="tab-panel-title">{labels[i]}</p>}
          {block}
        </div>
      ))}
    </div>
  );
}

function example(kind: 'request' | 'response') {
  return function Example({ children }: { children?: ComponentChildren; [unknown: string]: unknown }) {
    const t = useMessages();
    const label = t[kind];
    return (
      <aside class={`side-panel api-example ${kind}-example`} aria-label={kind === 'request' ? t.requestExample : t.responseExample}>
        <p class="api-example-label">{label}</p>
        <CodeGroup>{children}</CodeGroup>
      </aside>
    );
  };
}

/** Request code samples: beside the content on wide screens, in the flow on narrow ones. */
export const RequestExample = example('request');
/** Response samples, placed like {@link RequestExample}. */
export const ResponseExample = example('response');

/** Content for the side column (Mintlify's Panel), in the flow on narrow screens. */
export function Panel({ children }: { children?: ComponentChildren; [unknown: string]: unknown }) {
  return <aside class="side-panel">{children}</aside>;
}
