import type { ComponentChildren } from 'preact';
import { Icon } from '../icon.js';
import { flag, hasContent, nodeOf } from './prop-values.js';

type Children = { children?: ComponentChildren; [unknown: string]: unknown };

/**
 * A file tree. Folders are `<details>`, so they fold without JavaScript; src/client/tree.ts adds
 * the WAI-ARIA tree pattern (arrow keys move, Left/Right fold and unfold). `highlight` on a
 * file or folder marks it (the file a guide is about).
 */
export function Tree({ children }: Children) {
  return (
    <div class="tree" data-tree>
      <ul>{children}</ul>
    </div>
  );
}

function itemClass(kind: string, highlight: unknown): string {
  return flag(highlight) ? `${kind} tree-highlight` : kind;
}

function TreeFolder({ name, defaultOpen, openable, highlight, children }: Children & { name?: ComponentChildren; defaultOpen?: boolean | string; openable?: boolean | string; highlight?: unknown }) {
  const label = (
    <>
      <Icon name="folder" style="regular" />
      <span>{nodeOf(name)}</span>
    </>
  );
  // `openable={false}` or `openable="false"` shows the folder closed for good; absent means openable.
  const canOpen = openable === undefined || openable === null || flag(openable);
  if (!canOpen || !hasContent(children)) {
    return <li class={itemClass('tree-folder', highlight)}>{label}</li>;
  }
  return (
    <li class={itemClass('tree-folder', highlight)}>
      <details open={flag(defaultOpen) || undefined}>
        <summary>{label}</summary>
        <ul>{children}</ul>
      </details>
    </li>
  );
}

function TreeFile({ name, highlight }: Children & { name?: ComponentChildren; highlight?: unknown }) {
  return (
    <li class={itemClass('tree-file', highlight)}>
      <Icon name="file" style="regular" />
      <span>{nodeOf(name)}</span>
    </li>
  );
}

Tree.Folder = TreeFolder;
Tree.File = TreeFile;
