import { messages } from './messages.js';

const STEP = 1.25;
const MIN = 0.5;
const MAX = 4;
/** How far an arrow button moves the diagram, in CSS pixels. */
const PAN = 60;
/** Mintlify shows the controls by default only on a diagram taller than this (CSS pixels). */
const MIN_HEIGHT = 120;

/**
 * Zoom and pan for a drawn Mermaid diagram, as Mintlify has: zoom in, zoom out, four arrows that
 * pan and a reset button in a corner of the diagram (`data-placement`, default bottom-right);
 * dragging pans too. As on Mintlify they appear on a diagram taller than 120px, unless
 * `actions` says otherwise: `data-actions="false"` never, `"true"` always.
 */
export function addMermaidControls(doc: Document, figure: HTMLElement): void {
  if (figure.dataset.actions === 'false' || figure.querySelector('.mermaid-controls')) return;
  const svg = figure.querySelector<SVGSVGElement>('pre.mermaid svg');
  const pre = svg?.closest('pre');
  if (!svg || !pre) return;
  // A diagram in a closed tab or accordion has no size yet: its drawing's own height stands in.
  const height = svg.getBoundingClientRect().height || svg.viewBox.baseVal?.height || 0;
  if (figure.dataset.actions !== 'true' && height <= MIN_HEIGHT) return;
  const t = messages(doc);
  let scale = 1;
  let x = 0;
  let y = 0;
  const apply = () => {
    svg.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
    figure.toggleAttribute('data-zoomed', scale !== 1 || x !== 0 || y !== 0);
  };
  svg.style.transformOrigin = 'center center';
  pre.classList.add('mermaid-viewport');
  const bar = doc.createElement('div');
  bar.className = 'mermaid-controls';
  const button = (label: string, text: string, act: () => void) => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = 'mermaid-control';
    b.setAttribute('aria-label', label);
    b.title = label;
    b.textContent = text;
    b.addEventListener('click', () => {
      act();
      apply();
    });
    bar.append(b);
  };
  button(t.zoomIn, '+', () => (scale = Math.min(MAX, scale * STEP)));
  button(t.zoomOut, '−', () => (scale = Math.max(MIN, scale / STEP)));
  button(t.panLeft, '←', () => (x += PAN));
  button(t.panUp, '↑', () => (y += PAN));
  button(t.panDown, '↓', () => (y -= PAN));
  button(t.panRight, '→', () => (x -= PAN));
  button(t.resetZoom, '⟲', () => {
    scale = 1;
    x = 0;
    y = 0;
  });
  figure.classList.add('has-mermaid-controls');
  figure.append(bar);
  // Drag to pan, with any pointer; a click without movement does nothing.
  let from: { px: number; py: number; x: number; y: number } | undefined;
  pre.addEventListener('pointerdown', (event) => {
    from = { px: event.clientX, py: event.clientY, x, y };
    pre.setPointerCapture(event.pointerId);
  });
  pre.addEventListener('pointermove', (event) => {
    if (!from) return;
    x = from.x + event.clientX - from.px;
    y = from.y + event.clientY - from.py;
    apply();
  });
  const end = () => (from = undefined);
  pre.addEventListener('pointerup', end);
  pre.addEventListener('pointercancel', end);
}
