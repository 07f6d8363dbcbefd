import { messages } from './messages.js';

const STEP = 1.25;
const MIN = 0.5;
const MAX = 4;

/**
 * Zoom and pan for a drawn Mermaid diagram, as Mintlify has: zoom in, zoom out and reset buttons
 * in a corner of the diagram (`data-placement`, default bottom-right), and dragging pans a zoomed
 * diagram. `data-actions="false"` (`actions={false}`) leaves a diagram without them.
 */
export function addMermaidControls(doc: Document, figure: HTMLElement): void {
  if (figure.dataset.actions === 'false' || figure.querySelector('.mermaid-controls')) return;
  const svg = figure.querySelector<SVGSVGElement>('pre.mermaid svg');
  const pre = svg?.closest('pre');
  if (!svg || !pre) return;
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
