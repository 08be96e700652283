/**
 * The Save control's look, inside its shadow root so that neither the page's styles nor ours leak. Colours
 * meet WCAG AA contrast on white (Hookline's violet #4524e3 is 8.0:1, the error red 5.5:1, the grey 8.2:1).
 */
export const WIDGET_CSS = `
:host {
  all: initial;
  display: block;
  margin: 8px 0;
  color-scheme: light;
  font: 14px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;
  color: #1a1b1e;
}
.hookline { display: flex; flex-direction: column; gap: 8px; align-items: flex-start; }
.row { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
button, select { font: inherit; }
button {
  display: inline-flex; align-items: center; gap: 6px;
  min-height: 32px; padding: 4px 14px;
  border-radius: 6px; border: 1px solid #4524e3; cursor: pointer;
  background: #ffffff; color: #4524e3; font-weight: 600;
}
button.primary, button.save { background: #4524e3; color: #ffffff; }
button.save[data-saved] { background: #ffffff; color: #4524e3; }
button:disabled { cursor: progress; opacity: 0.75; }
button:hover:not(:disabled) { filter: brightness(0.92); }
button:focus-visible, select:focus-visible, a:focus-visible {
  outline: 3px solid #1a1b1e; outline-offset: 2px;
}
.logo { width: 16px; height: 16px; flex: none; }
a { color: #4524e3; font-weight: 600; text-decoration: underline; }
.panel {
  box-sizing: border-box; width: min(360px, 100%);
  padding: 12px; border: 1px solid #868e96; border-radius: 8px; background: #ffffff;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.12);
}
.panel[hidden], a[hidden], p[hidden] { display: none; }
.panel p { margin: 0 0 10px; }
.panel form { margin: 0; }
label { display: block; margin-bottom: 4px; font-weight: 600; }
select {
  box-sizing: border-box; width: 100%; min-height: 36px; padding: 4px 8px;
  border: 1px solid #495057; border-radius: 6px; background: #ffffff; color: #1a1b1e;
}
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 12px; }
.error { color: #c92a2a; }
.note { color: #495057; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
`;

const SVG = 'http://www.w3.org/2000/svg';

/** Hookline's mark (the web app's favicon), drawn beside "Save"; built node by node, as pages may forbid HTML strings. */
export function hooklineLogo(document: Document): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'logo');
  svg.setAttribute('viewBox', '0 0 64 64');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const shapes: [string, Record<string, string>][] = [
    ['rect', { width: '64', height: '64', rx: '16', fill: '#4524e3' }],
    [
      'path',
      {
        d: 'M38 14v22a10 10 0 0 1-20 0v-4',
        fill: 'none',
        stroke: '#fff',
        'stroke-width': '6',
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
    ],
    [
      'path',
      { d: 'M18 32l-5 5', fill: 'none', stroke: '#fff', 'stroke-width': '6', 'stroke-linecap': 'round' },
    ],
    ['circle', { cx: '38', cy: '14', r: '4', fill: '#fff' }],
  ];
  for (const [tag, attributes] of shapes) {
    const shape = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attributes)) shape.setAttribute(name, value);
    svg.append(shape);
  }
  return svg;
}
