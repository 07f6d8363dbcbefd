/**
 * The WAI-ARIA tree pattern over `<Tree>` (themes/shared/mdx/tree.tsx), whose folders are
 * `<details>`: one item in the tab order, Up/Down move between visible items, Right opens a
 * folder (or enters it), Left closes it (or goes to its parent), Home/End go to the ends,
 * Enter/Space fold a folder. Without this the tree is nested lists with native folding.
 */
export function enhanceTrees(doc: Document): void {
  for (const tree of Array.from(doc.querySelectorAll<HTMLElement>('[data-tree]:not([data-tree-enhanced])'))) {
    const top = tree.querySelector<HTMLElement>(':scope > ul');
    if (!top) continue;
    tree.setAttribute('data-tree-enhanced', '');
    top.setAttribute('role', 'tree');
    const items = Array.from(tree.querySelectorAll<HTMLLIElement>('li.tree-file, li.tree-folder'));
    for (const item of items) {
      item.setAttribute('role', 'treeitem');
      item.tabIndex = -1;
      const details = folderOf(item);
      if (details) {
        item.setAttribute('aria-expanded', String(details.open));
        details.addEventListener('toggle', () => item.setAttribute('aria-expanded', String(details.open)));
        details.querySelector(':scope > ul')?.setAttribute('role', 'group');
        // The item takes focus, not the summary: one stop per item.
        details.querySelector(':scope > summary')?.setAttribute('tabindex', '-1');
      }
    }
    if (items[0]) items[0].tabIndex = 0;
    top.addEventListener('keydown', (event) => {
      const item = (event.target as HTMLElement).closest<HTMLLIElement>('li[role="treeitem"]');
      if (!item || !tree.contains(item)) return;
      const visible = items.filter((i) => isShown(i, tree));
      const at = visible.indexOf(item);
      const details = folderOf(item);
      let next: HTMLLIElement | undefined;
      switch (event.key) {
        case 'ArrowDown':
          next = visible[at + 1];
          break;
        case 'ArrowUp':
          next = visible[at - 1];
          break;
        case 'Home':
          next = visible[0];
          break;
        case 'End':
          next = visible[visible.length - 1];
          break;
        case 'ArrowRight':
          if (details && !details.open) details.open = true;
          else if (details) next = visible[at + 1];
          break;
        case 'ArrowLeft':
          if (details?.open) details.open = false;
          else next = item.parentElement?.closest<HTMLLIElement>('li[role="treeitem"]') ?? undefined;
          break;
        case 'Enter':
        case ' ':
          if (details) details.open = !details.open;
          break;
        default:
          return;
      }
      event.preventDefault();
      if (next) move(items, next);
    });
    // A click focuses the item clicked, so the keys carry on from there.
    top.addEventListener('click', (event) => {
      const item = (event.target as HTMLElement).closest<HTMLLIElement>('li[role="treeitem"]');
      if (item) move(items, item);
    });
  }
}

function folderOf(item: HTMLElement): HTMLDetailsElement | null {
  return item.querySelector<HTMLDetailsElement>(':scope > details');
}

/** An item is shown when no folder above it (inside this tree) is closed. */
function isShown(item: HTMLElement, tree: HTMLElement): boolean {
  for (let el = item.parentElement; el && el !== tree; el = el.parentElement) {
    if (el instanceof HTMLDetailsElement && !el.open) return false;
  }
  return true;
}

function move(items: HTMLLIElement[], to: HTMLLIElement): void {
  for (const i of items) i.tabIndex = i === to ? 0 : -1;
  to.focus();
}
