/*
 * Many objects of a few shapes (a large site's pages, its page heads), laid out by column for
 * V8's serializer. Reading a record back costs per object and per string more than per byte:
 * 27,210 pages as objects took ~120 ms to deserialise, by column ~40 ms; their page heads ~130
 * against ~75 ms (bench/RESULTS.md, "Figures behind code comments"). A column of few distinct
 * strings keeps each once, a column of numbers is one typed array, and a column of plain objects
 * is laid out by column in turn.
 *
 * What goes in comes out equal (key order, `undefined` values, Dates, Maps, arrays shared by
 * rows), with one exception: a plain object shared by two different keys (of the same or other
 * rows) comes out as two equal objects. A column of plain objects where one object stands twice
 * is kept as it is, so that the rows sharing it still share it.
 */

/** `packRows`'s result: give it to V8's serializer, and the deserialised value to `unpackRows`. */
export interface PackedRows {
  count: number;
  /** Each shape is the key list of some rows, in their order. */
  shapes: string[][];
  /** Each row's shape, by index into `shapes`. */
  rowShapes: Uint32Array;
  /** Every key that some row has, and its column of values (rows lacking the key have no entry). */
  keys: string[];
  columns: PackedColumn[];
}

type PackedColumn =
  | { kind: 'strings'; table: string[]; index: Uint32Array }
  | { kind: 'numbers'; values: Float64Array }
  | { kind: 'rows'; rows: PackedRows }
  | { kind: 'values'; values: unknown[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function packRows(rows: readonly object[]): PackedRows {
  const shapes: string[][] = [];
  const shapeIds = new Map<string, number>();
  const rowShapes = new Uint32Array(rows.length);
  const columns = new Map<string, unknown[]>();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as Record<string, unknown>;
    const keys = Object.keys(row);
    const signature = JSON.stringify(keys);
    let shape = shapeIds.get(signature);
    if (shape === undefined) {
      shape = shapes.length;
      shapes.push(keys);
      shapeIds.set(signature, shape);
    }
    rowShapes[i] = shape;
    for (const key of keys) {
      let column = columns.get(key);
      if (!column) columns.set(key, (column = []));
      column.push(row[key]);
    }
  }
  return { count: rows.length, shapes, rowShapes, keys: [...columns.keys()], columns: [...columns.values()].map(packColumn) };
}

function packColumn(values: unknown[]): PackedColumn {
  if (values.every((v) => typeof v === 'string')) {
    const table: string[] = [];
    const ids = new Map<string, number>();
    const index = new Uint32Array(values.length);
    for (let i = 0; i < values.length; i++) {
      const value = values[i] as string;
      let id = ids.get(value);
      if (id === undefined) {
        id = table.length;
        table.push(value);
        ids.set(value, id);
      }
      index[i] = id;
    }
    return { kind: 'strings', table, index };
  }
  if (values.every((v) => typeof v === 'number')) return { kind: 'numbers', values: Float64Array.from(values as number[]) };
  // Nested objects by column too, unless one object stands in two places (the serializer keeps
  // it one object; a column would make it two).
  if (values.length > 1 && values.every(isPlainObject) && new Set(values).size === values.length) {
    return { kind: 'rows', rows: packRows(values as object[]) };
  }
  return { kind: 'values', values };
}

/** A column's values by row: an array, or the typed array of a numbers column. */
type Column = ArrayLike<unknown>;

function unpackColumn(column: PackedColumn): Column {
  switch (column.kind) {
    case 'strings': {
      const { table, index } = column;
      const out = new Array<string>(index.length);
      for (let i = 0; i < index.length; i++) out[i] = table[index[i] as number] as string;
      return out;
    }
    case 'numbers':
      return column.values;
    case 'rows':
      return unpackRows(column.rows);
    case 'values':
      return column.values;
  }
}

export function unpackRows<T = Record<string, unknown>>(packed: PackedRows): T[] {
  const columns = packed.columns.map(unpackColumn);
  const columnOf = new Map(packed.keys.map((key, i) => [key, i]));
  // Per shape, its keys' column numbers; `next` is each column's read position.
  const shapes = packed.shapes.map((keys) => keys.map((key) => columnOf.get(key) as number));
  const next = new Uint32Array(columns.length);
  const rows = new Array<T>(packed.count);
  for (let i = 0; i < packed.count; i++) {
    const shape = packed.shapes[packed.rowShapes[i] as number] as string[];
    const columnIds = shapes[packed.rowShapes[i] as number] as number[];
    const row: Record<string, unknown> = {};
    for (let k = 0; k < shape.length; k++) {
      const c = columnIds[k] as number;
      const at = next[c] as number;
      next[c] = at + 1;
      const value = (columns[c] as Column)[at];
      const key = shape[k] as string;
      // A key named __proto__ (YAML allows it) is an own property, as it was, not the prototype.
      if (key === '__proto__') Object.defineProperty(row, key, { value, enumerable: true, writable: true, configurable: true });
      else row[key] = value;
    }
    rows[i] = row as T;
  }
  return rows;
}

/** `packTree`'s result. */
export interface PackedTree {
  /** The nodes in depth-first order, without their children. */
  nodes: PackedRows;
  /** Each node's number of children, or -1 for a node without the children key. */
  childCounts: Int32Array;
  roots: number;
}

interface TreeNode {
  children?: readonly TreeNode[];
}

/**
 * A tree whose nodes hold their children under `children` (a site's navigation: 32,433 nodes on
 * the 27,210-page replica, read back in ~10 ms instead of ~40 ms). Unpacked, `children` is each
 * node's last key, and a node that stood in two places comes back as two equal nodes.
 */
export function packTree(roots: readonly TreeNode[]): PackedTree {
  const rows: object[] = [];
  const counts: number[] = [];
  const visit = (node: TreeNode): void => {
    const { children, ...rest } = node;
    if (!Array.isArray(children)) {
      rows.push(node);
      counts.push(-1);
      return;
    }
    rows.push(rest);
    counts.push(children.length);
    for (const child of children) visit(child);
  };
  for (const root of roots) visit(root);
  return { nodes: packRows(rows), childCounts: Int32Array.from(counts), roots: roots.length };
}

export function unpackTree<T>(packed: PackedTree): T[] {
  const nodes = unpackRows<TreeNode & Record<string, unknown>>(packed.nodes);
  let next = 0;
  const take = (): TreeNode => {
    const node = nodes[next] as TreeNode & Record<string, unknown>;
    const count = packed.childCounts[next++] as number;
    if (count >= 0) {
      const children = new Array<TreeNode>(count);
      for (let i = 0; i < count; i++) children[i] = take();
      node.children = children;
    }
    return node;
  };
  const roots = new Array<T>(packed.roots);
  for (let i = 0; i < packed.roots; i++) roots[i] = take() as T;
  return roots;
}
