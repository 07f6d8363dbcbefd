import { isValidElement, toChildArray, type ComponentChildren, type VNode } from 'preact';
import { Icon } from '../icon.js';

/*
 * Tabs and code groups render every panel server-side, each with its own visible
 * title, and a tab bar marked `hidden`. Without JavaScript the reader sees all panels
 * one after the other; src/client/tabs.ts shows the bar and one panel at a time.
 * Both share the markup contract: `[data-tabs]` > `[role=tablist]` + `[data-tab-panel]`s.
 */

interface TabButton {
  label: string;
  icon?: string;
}

function TabList({ buttons, selected, class: cls }: { buttons: TabButton[]; selected: number; class: string }) {
  return (
    <div class={cls} role="tablist" hidden>
      {buttons.map((b, i) => (
        <button type="button" role="tab" class="tab-button" data-tab-index={i} aria-selected={i === selected ? 'true' : 'false'} tabIndex={i === selected ? 0 : -1}>
          {b.icon && <Icon name={b.icon} />}
          {b.label}
        </button>
      ))}
    </div>
  );
}

function elements(children: ComponentChildren): VNode<any>[] {
  return toChildArray(children).filter(isValidElement) as VNode<any>[];
}

export interface TabProps {
  title?: string;
  icon?: string;
  iconType?: string;
  children?: ComponentChildren;
  [unknown: string]: unknown;
}

/** Tabs: `defaultTabIndex` selects the initial tab (0-based). */
export function Tabs({ children, defaultTabIndex }: { children?: ComponentChildren; defaultTabIndex?: number | string; [unknown: string]: unknown }) {
  const tabs = elements(children);
  const buttons = tabs.map((tab, i) => ({ label: String(tab.props.title ?? `Tab ${i + 1}`), icon: tab.props.icon }));
  const selected = Math.min(Math.max(0, Number(defaultTabIndex) || 0), Math.max(0, tabs.length - 1));
  return (
    <div class="tabs" data-tabs data-default-tab={selected}>
      <TabList buttons={buttons} selected={selected} class="tabs-list" />
      {tabs}
    </div>
  );
}

/** One panel of {@link Tabs}; its title doubles as a heading when tabs are not enhanced. */
export function Tab({ title, icon, iconType, children }: TabProps) {
  return (
    <div class="tab-panel" data-tab-panel>
      <p class="tab-panel-title">
        {icon && <Icon name={icon} style={iconType} />}
        {title}
      </p>
      {children}
    </div>
  );
}

/** The label of a highlighted code block (see remark-shiki): its title, else its language. */
function codeLabel(child: VNode<any>, i: number): string {
  const title = child.props['data-title'] ?? child.props.title;
  if (title) return String(title);
  const lang = child.props['data-lang'];
  return lang && lang !== 'text' ? String(lang) : `Example ${i + 1}`;
}

/** Code blocks as tabs labelled by their titles (```bash npm / ```bash yarn). */
export function CodeGroup({ children, class: cls }: { children?: ComponentChildren; class?: string; [unknown: string]: unknown }) {
  const blocks = elements(children);
  const labels = blocks.map(codeLabel);
  return (
    <div class={cls ? `code-group ${cls}` : 'code-group'} data-tabs>
      <TabList buttons={labels.map((label) => ({ label }))} selected={0} class="tabs-list code-group-tabs" />
      {blocks.map((block, i) => (
        <div class="tab-panel" data-tab-panel>
          {!(block.props['data-title'] ?? block.props.title) && <p class="tab-panel-title">{labels[i]}</p>}
          {block}
        </div>
      ))}
    </div>
  );
}

function example(kind: 'request' | 'response', label: string) {
  return function Example({ children }: { children?: ComponentChildren; [unknown: string]: unknown }) {
    return (
      <aside class={`side-panel api-example ${kind}-example`} aria-label={`${label} example`}>
        <p class="api-example-label">{label}</p>
        <CodeGroup>{children}</CodeGroup>
      </aside>
    );
  };
}

/** Request code samples: beside the content on wide screens, in the flow on narrow ones. */
export const RequestExample = example('request', 'Request');
/** Response samples, placed like {@link RequestExample}. */
export const ResponseExample = example('response', 'Response');

/** Content for the side column (Mintlify's Panel), in the flow on narrow screens. */
export function Panel({ children }: { children?: ComponentChildren; [unknown: string]: unknown }) {
  return <aside class="side-panel">{children}</aside>;
}
