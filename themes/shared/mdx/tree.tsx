import type { ComponentChildren } from 'preact';
import { Icon } from '../icon.js';

type Children = { children?: ComponentChildren; [unknown: string]: unknown };

/** A file tree. Folders are `<details>`, so they fold without JavaScript. */
export function Tree({ children }: Children) {
  return (
    <div class="tree">
      <ul>{children}</ul>
    </div>
  );
}

function TreeFolder({ name, defaultOpen, openable, children }: Children & { name?: string; defaultOpen?: boolean; openable?: boolean }) {
  const label = (
    <>
      <Icon name="folder" style="regular" />
      <span>{name}</span>
    </>
  );
  if (openable === false || !children) {
    return <li class="tree-folder">{label}</li>;
  }
  return (
    <li class="tree-folder">
      <details open={defaultOpen || undefined}>
        <summary>{label}</summary>
        <ul>{children}</ul>
      </details>
    </li>
  );
}

function TreeFile({ name }: Children & { name?: string }) {
  return (
    <li class="tree-file">
      <Icon name="file" style="regular" />
      <span>{name}</span>
    </li>
  );
}

Tree.Folder = TreeFolder;
Tree.File = TreeFile;
