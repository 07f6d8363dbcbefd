import { h } from 'preact';

/** What `<HeadSlot />` renders: the renderer replaces it with the page's head tags. */
export const HEAD_SLOT = '<meta name="quire:head"/>';

/** Marks where a page's extra head tags go inside a layout's <head> (JSX cannot emit raw HTML there). */
export function HeadSlot() {
  return h('meta', { name: 'quire:head' });
}
