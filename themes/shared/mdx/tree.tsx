import type { ComponentChildren } from 'preact';
import { Icon } from '../icon.js';
import { flag, hasContent, nodeOf } from './prop-values.js';

type Children = { children?: ComponentChildren; [unknown: string]: unknown };

/** A file tree. Folders are `<details>`, so they fold without JavaScript. */
export function Tree({ children }: Children) {
  return (
    <div class="tree">
      <ul>{children}</ul>
    </div>
  );
}

function TreeFolder({ name, defaultOpen, openable, children }: Children & { name?: ComponentChildren; defaultOpen?: boolean | string; openable?: boolean | string }) {
  const label = (
    <>
      <Icon name="folder" style="regular" />
      <span>{nodeOf(name)}</span>
    </>
  );
  // `openable={false}` or `openable="false"` shows the folder closed for good; absent means openable.
  const canOpen = openable === undefined || openable === null || flag(openable);
  if (!canOpen || !hasContent(children)) {
    return <li class="tree-folder">{label}</li>;
  }
  return (
    <li class="tree-folder">
      <details open={flag(defaultOpen) || undefined}>
        <summary>{label}</summary>
        <ul>{children}</ul>
      </details>
    </li>
  );
}

function TreeFile({ name }: Children & { name?: ComponentChildren }) {
  return (
    <li class="tree-file">
      <Icon name="file" style="regular" />
      <span>{nodeOf(name)}</span>
    </li>
  );
}

Tree.Folder = TreeFolder;
Tree.File = TreeFile;
