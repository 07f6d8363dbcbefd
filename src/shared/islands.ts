import { createContext } from 'preact';
import type { IconData } from './icons.js';

/*
 * Islands: components written in the docs (`export const Counter = () => { useState … }`) render
 * on the server with their initial state, and pages that use interactive ones hydrate just
 * those components in the browser. What the server and the browser share lives here.
 */

/** The element around one island's server-rendered HTML (`data-island` = its index in the manifest). */
export const ISLAND_TAG = 'quire-island';
/** Where an island's children (MDX content passed between its tags) are rendered. */
export const SLOT_TAG = 'quire-slot';
/** `<script type="application/json" data-quire-islands>` holds the page's IslandManifest. */
export const MANIFEST_ATTRIBUTE = 'data-quire-islands';

/** True below an island root: components there render as part of it, never as islands of their own. */
export const InsideIslandContext = createContext(false);

/** An icon as the browser redraws it (the server's icon data: SVG path or inner markup). */
export type IslandIcon = IconData;

/**
 * Below an island root on the server: records each icon drawn there (by its key), so the page
 * can give the browser, which has no icon sets, exactly the icons its islands draw.
 */
export const IslandIconsContext = createContext<((key: string, icon: IslandIcon) => void) | null>(null);

/** One compiled module the browser runs to get an island's component. */
export interface IslandModule {
  /** MDX's `function-body` output. */
  code: string;
  /** Import specifier → module key in `modules`, or a built-in (`builtin:react`, `builtin:components`, `builtin:missing`). */
  imports: Record<string, string>;
  /** Component names the module looks up in the theme's map. */
  usedComponents: string[];
  /** JSX snippets: helpers exported only so MDX accepted them (see jsx-module-source.ts). */
  jsx?: boolean;
}

/** One island on the page. */
export interface IslandRecord {
  /** Module key (docs-relative file) whose code declares the component. */
  module: string;
  /** The component's name as declared (`Counter`). */
  name: string;
  /** JSON-safe props, without `children`. */
  props: Record<string, unknown>;
  /** Whether it got children, rendered into its SLOT_TAG. */
  slot: boolean;
}

/** What a page tells the browser about its islands. */
export interface IslandManifest {
  modules: Record<string, IslandModule>;
  islands: IslandRecord[];
  /** The page's frontmatter, which page modules read as `frontmatter`. */
  frontmatter: Record<string, unknown>;
  /** Icons drawn inside islands, by their key (icon-view.tsx `iconKey`): the browser has no icon sets. */
  icons?: Record<string, IslandIcon>;
}

/**
 * Props as JSON, or why they cannot be: the browser must get the same props the server
 * rendered with, so functions, elements and class instances (other than `children`) rule
 * hydration out. `undefined` values are dropped, as JSON does.
 */
export function serializableProps(props: Record<string, unknown>): { ok: true; props: Record<string, unknown> } | { ok: false; prop: string } {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === 'children' || value === undefined) continue;
    if (!isJsonValue(value, 0)) return { ok: false, prop: key };
    out[key] = value;
  }
  return { ok: true, props: out };
}

function isJsonValue(value: unknown, depth: number): boolean {
  if (depth > 32) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isJsonValue(item, depth + 1));
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every((item) => item === undefined || isJsonValue(item, depth + 1));
}

/** JSON for a `<script type="application/json">`: `<` escaped so no `</script>` can end it early. */
export function manifestJson(manifest: IslandManifest): string {
  return JSON.stringify(manifest).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
