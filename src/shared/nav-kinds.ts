/**
 * The navigation elements of docs.json that hold others, one row per kind: everything about a
 * kind that the schema, the resolver, route data, nav queries and themes need. Adding a kind is
 * adding a row (and its schema, which `navigation-schema.ts` checks covers every key here).
 */
export const NAV_CONTAINERS = [
  { key: 'tabs', type: 'tab', titleKey: 'tab', breadcrumb: true, section: true, label: 'Tab' },
  { key: 'anchors', type: 'anchor', titleKey: 'anchor', breadcrumb: true, section: true, label: 'Anchor' },
  { key: 'dropdowns', type: 'dropdown', titleKey: 'dropdown', breadcrumb: true, section: true, label: 'Section' },
  { key: 'versions', type: 'version', titleKey: 'version', breadcrumb: false, section: true, label: 'Version' },
  { key: 'languages', type: 'language', titleKey: 'language', breadcrumb: false, section: true, label: 'Language' },
  { key: 'products', type: 'product', titleKey: 'product', breadcrumb: false, section: true, label: 'Product' },
  { key: 'menu', type: 'menu-item', titleKey: 'item', breadcrumb: true, section: true, label: 'Menu' },
  { key: 'groups', type: 'group', titleKey: 'group', breadcrumb: true, section: false, label: 'Group' },
] as const;

export type NavContainer = (typeof NAV_CONTAINERS)[number];
/** docs.json keys of containers (`tabs`, `groups`…). */
export type NavContainerKey = NavContainer['key'];
/** Containers that start a section: a page's sidebar is the children of its innermost one. */
export type SectionType = Extract<NavContainer, { section: true }>['type'];
export type NavNodeType = NavContainer['type'] | 'page' | 'link';

const BY_TYPE = new Map<string, NavContainer>(NAV_CONTAINERS.map((k) => [k.type, k]));
const BY_KEY = new Map<string, NavContainer>(NAV_CONTAINERS.map((k) => [k.key, k]));

/** The row of a container kind by its docs.json key (`tabs`), or undefined for other keys. */
export function containerByKey(key: string): NavContainer | undefined {
  return BY_KEY.get(key);
}

/** True for node types that start a section (tabs, anchors, dropdowns, versions, languages, products, menu items). */
export function isSectionType(type: string): type is SectionType {
  return BY_TYPE.get(type)?.section === true;
}

/** True for node types whose titles appear in breadcrumbs (not versions, languages or products). */
export function isBreadcrumbType(type: string): boolean {
  return BY_TYPE.get(type)?.breadcrumb === true;
}

/** What a menu of sections of this type is called (`Version`, `Section` for dropdowns…). */
export function containerLabel(type: string): string {
  return BY_TYPE.get(type)?.label ?? type;
}
