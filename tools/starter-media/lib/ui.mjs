// Shared building blocks for the screenshot mockups: a line-icon set drawn
// for this project, the base CSS every page starts from, and small helpers.

// 24×24 line icons (stroke = currentColor). Drawn from scratch for portgen.
const ICONS = {
  home: '<path d="M3 11l9-7 9 7"/><path d="M5 10v10h14V10"/><path d="M10 20v-6h4v6"/>',
  cart: '<path d="M2.5 4h2.2l2.3 11h11l2-8H6"/><circle cx="9" cy="19.5" r="1.4"/><circle cx="17" cy="19.5" r="1.4"/>',
  box: '<path d="M3 7.5l9-4.5 9 4.5v9L12 21l-9-4.5z"/><path d="M3 7.5l9 4.5 9-4.5M12 12v9"/>',
  bars: '<path d="M5 20V11M11 20V5M17 20v-6M3 20h18"/>',
  pie: '<path d="M12 3v9h9a9 9 0 10-9-9z"/><path d="M12 3a9 9 0 019 9"/>',
  sliders: '<path d="M4 6h9M19 6h1M4 12h3M13 12h7M4 18h11M21 18h-1"/><circle cx="16" cy="6" r="2.2"/><circle cx="10" cy="12" r="2.2"/><circle cx="18" cy="18" r="2.2"/>',
  search: '<circle cx="11" cy="11" r="6.5"/><path d="M20 20l-4.2-4.2"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21c1-4.5 4.5-6.5 8-6.5s7 2 8 6.5"/>',
  users: '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20c.8-4 3.4-5.8 6.5-5.8s5.7 1.8 6.5 5.8"/><path d="M15.5 4.8a3.5 3.5 0 010 6.4M18 14.6c2 .8 3.2 2.5 3.6 5.4"/>',
  bell: '<path d="M6 16v-5a6 6 0 0112 0v5l1.5 2h-15z"/><path d="M10 21h4"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  minus: '<path d="M5 12h14"/>',
  trash: '<path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v5M14 11v5"/>',
  edit: '<path d="M4 20h4L19 9l-4-4L4 16z"/><path d="M13 7l4 4"/>',
  heart: '<path d="M12 20s-7.5-4.6-9.2-9.3A4.9 4.9 0 0112 7.2a4.9 4.9 0 019.2 3.5C19.5 15.4 12 20 12 20z"/>',
  comment: '<path d="M4 5h16v11H10l-5 4v-4H4z"/>',
  calendar: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  pin: '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>',
  right: '<path d="M9 5l7 7-7 7"/>',
  left: '<path d="M15 5l-7 7 7 7"/>',
  down: '<path d="M5 9l7 7 7-7"/>',
  up: '<path d="M5 15l7-7 7 7"/>',
  file: '<path d="M6 3h8l5 5v13H6z"/><path d="M14 3v5h5M9 13h7M9 17h5"/>',
  download: '<path d="M12 4v11M7 10l5 5 5-5M4 20h16"/>',
  printer: '<path d="M7 9V3h10v6"/><rect x="3" y="9" width="18" height="8" rx="2"/><path d="M7 14h10v7H7z"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.2 2"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"/>',
  moon: '<path d="M20 14.5A8.5 8.5 0 119.5 4 6.7 6.7 0 0020 14.5z"/>',
  sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
  star: '<path d="M12 3l2.7 5.8 6.3.7-4.7 4.3 1.3 6.2L12 16.9 6.4 20l1.3-6.2L3 9.5l6.3-.7z"/>',
  check: '<path d="M5 12.5l4.5 4.5L19 7"/>',
  x: '<path d="M6 6l12 12M18 6L6 18"/>',
  alert: '<path d="M12 3.5l9.5 16.5h-19z"/><path d="M12 10v4.5M12 17.2v.3"/>',
  info: '<circle cx="12" cy="12" r="9"/><path d="M12 11v6M12 7.5v.3"/>',
  tag: '<path d="M3 12V3h9l9 9-9 9z"/><circle cx="7.5" cy="7.5" r="1.5"/>',
  logout: '<path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10"/>',
  grid: '<rect x="4" y="4" width="7" height="7" rx="1.5"/><rect x="13" y="4" width="7" height="7" rx="1.5"/><rect x="4" y="13" width="7" height="7" rx="1.5"/><rect x="13" y="13" width="7" height="7" rx="1.5"/>',
  list: '<path d="M9 6h11M9 12h11M9 18h11M4 6h.5M4 12h.5M4 18h.5"/>',
  filter: '<path d="M3 5h18l-7 8v6l-4 2v-8z"/>',
  menu: '<path d="M4 7h16M4 12h16M4 17h16"/>',
  bolt: '<path d="M13 2L4 14h7l-1 8 9-12h-7z"/>',
  car: '<path d="M3 16.5V12l2.2-5h13.6L21 12v4.5z"/><path d="M3 12h18"/><circle cx="7.5" cy="16.5" r="1.8"/><circle cx="16.5" cy="16.5" r="1.8"/>',
  utensils: '<path d="M7 3v18M4 3v5a3 3 0 006 0V3M17 21V3c-2.5 1-4 3.5-4 7v3h4"/>',
  bag: '<path d="M5 8h14l-1 13H6z"/><path d="M9 8V6a3 3 0 016 0v2"/>',
  plane: '<path d="M3 12.5l18-8-5 16-4-6.5z"/><path d="M12 14l9-9.5"/>',
  film: '<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M7.5 4v16M16.5 4v16M3 9h4.5M3 15h4.5M16.5 9H21M16.5 15H21"/>',
  gift: '<rect x="3" y="8" width="18" height="5" rx="1"/><path d="M5 13v8h14v-8M12 8v13M12 8c-1.5-4-6-4-6-1.5S10 8 12 8zM12 8c1.5-4 6-4 6-1.5S14 8 12 8z"/>',
  pulse: '<path d="M3 12h4l2.5-6 5 12 2.5-6H21"/>',
  book: '<path d="M4 4.5h5.5A2.5 2.5 0 0112 7v13a2 2 0 00-2-2H4zM20 4.5h-5.5A2.5 2.5 0 0012 7v13a2 2 0 012-2h6z"/>',
  eye: '<path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>',
  share: '<circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="6" r="2.5"/><circle cx="18" cy="18" r="2.5"/><path d="M8.2 10.8l7.6-3.6M8.2 13.2l7.6 3.6"/>',
  play: '<path d="M7 4.5v15l12.5-7.5z"/>',
  wallet: '<path d="M4 7h15a2 2 0 012 2v9a2 2 0 01-2 2H5a2 2 0 01-2-2V6a2 2 0 012-2h11v3"/><path d="M16 13.5h2"/>',
  trend: '<path d="M3 17l6-6 4 4 8-8"/><path d="M15 7h6v6"/>',
  trendDown: '<path d="M3 7l6 6 4-4 8 8"/><path d="M15 17h6v-6"/>',
  receipt: '<path d="M5 3h14v18l-2.5-1.5L14 21l-2-1.5L10 21l-2.5-1.5L5 21z"/><path d="M9 8h6M9 12h6M9 16h3"/>',
  scan: '<path d="M4 8V5a1 1 0 011-1h3M16 4h3a1 1 0 011 1v3M20 16v3a1 1 0 01-1 1h-3M8 20H5a1 1 0 01-1-1v-3M7 12h10"/>',
  percent: '<path d="M19 5L5 19"/><circle cx="7" cy="7" r="2.5"/><circle cx="17" cy="17" r="2.5"/>',
  shield: '<path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z"/><path d="M8.5 12l2.5 2.5 4.5-4.5"/>',
  key: '<circle cx="8" cy="15" r="4"/><path d="M11 12l9-9M17 6l3 3M14.5 8.5l2 2"/>',
  rocket: '<path d="M12 2.5c3.5 2.5 5 6.5 4.5 11.5h-9C7 9 8.5 5 12 2.5z"/><circle cx="12" cy="9" r="1.8"/><path d="M7.5 14l-3 3.5 3.5.5M16.5 14l3 3.5-3.5.5M10 17.5l2 3.5 2-3.5"/>',
  keyboard: '<rect x="2.5" y="6" width="19" height="12" rx="2"/><path d="M6 10h.5M9.5 10h.5M13 10h.5M16.5 10h1.5M6 14h.5M9 14h6M17.5 14h.5"/>',
  quote: '<path d="M10 7H6a2 2 0 00-2 2v3h5v5H4M20 7h-4a2 2 0 00-2 2v3h5v5h-5"/>',
  mountain: '<path d="M2 20l7-12 4 6 3-4 6 10z"/>',
  layers: '<path d="M12 3l9 5-9 5-9-5z"/><path d="M3 13l9 5 9-5"/>',
  flag: '<path d="M5 21V4M5 4h12l-2 4 2 4H5"/>',
  more: '<circle cx="5" cy="12" r="1"/><circle cx="12" cy="12" r="1"/><circle cx="19" cy="12" r="1"/>',
  dots: '<circle cx="12" cy="5" r="1"/><circle cx="12" cy="12" r="1"/><circle cx="12" cy="19" r="1"/>',
  refresh: '<path d="M20 11a8 8 0 00-14.5-4.5L4 8M4 13a8 8 0 0014.5 4.5L20 16"/><path d="M4 3v5h5M20 21v-5h-5"/>',
  link: '<path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1"/><path d="M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3.5 6.5l8.5 6.5 8.5-6.5"/>',
  store: '<path d="M4 10v10h16V10M3 10l2-6h14l2 6c0 1.7-1.3 3-3 3s-3-1.3-3-3c0 1.7-1.3 3-3 3s-3-1.3-3-3c0 1.7-1.3 3-3 3s-3-1.3-3-3z"/><path d="M10 20v-5h4v5"/>',
};

/** Inline SVG line icon. */
export function icon(name, { size = 18, cls = '', stroke = 2, style = '' } = {}) {
  const body = ICONS[name];
  if (!body) throw new Error(`unknown icon ${name}`);
  return `<svg class="i ${cls}" width="${size}" height="${size}" viewBox="0 0 24 24" style="stroke-width:${stroke};${style}" aria-hidden="true">${body}</svg>`;
}

export const BASE_CSS = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:1280px;height:800px;overflow:hidden}
body{font-family:Inter,'DejaVu Sans',sans-serif;font-size:14px;line-height:1.45;color:#1f2937;
  -webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility}
svg.i{display:inline-block;vertical-align:-0.15em;stroke:currentColor;fill:none;stroke-linecap:round;stroke-linejoin:round;flex:none}
table{border-collapse:collapse;width:100%}
button,input,select{font:inherit;color:inherit}
.num{font-variant-numeric:tabular-nums}
.row{display:flex;align-items:center}
.grow{flex:1}
.muted{opacity:.65}
`;

/** A complete HTML document for a 1280×800 screenshot. */
export function page({ css = '', body = '', width = 1280, height = 800, lang = 'en' }) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<style>${BASE_CSS}
html,body{width:${width}px;height:${height}px}
${css}</style></head><body>${body}</body></html>`;
}

/** Money with a thousands separator, e.g. eur(1234.5) -> "€1,234.50". */
export function money(v, sym = '€', dec = 2) {
  const s = Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dec, maximumFractionDigits: dec });
  return (v < 0 ? '−' : '') + sym + s;
}

export const n = (v) => v.toLocaleString('en-US');

/** Deterministic pseudo-random numbers so every run draws the same charts. */
export function rng(seed = 1) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Initials avatar (coloured circle with two letters). */
export function avatar(name, bg, { size = 32, color = '#fff' } = {}) {
  const ini = name.split(' ').map((w) => w[0]).slice(0, 2).join('');
  return `<span style="width:${size}px;height:${size}px;border-radius:50%;background:${bg};color:${color};display:inline-flex;align-items:center;justify-content:center;font-weight:600;font-size:${Math.round(size * 0.38)}px;flex:none">${ini}</span>`;
}

/** SVG path through points, smoothed with a simple cardinal spline. */
export function smoothPath(pts) {
  if (pts.length < 2) return '';
  let d = `M${pts[0][0].toFixed(1)},${pts[0][1].toFixed(1)}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    const t = 0.18;
    const c1 = [p1[0] + (p2[0] - p0[0]) * t, p1[1] + (p2[1] - p0[1]) * t];
    const c2 = [p2[0] - (p3[0] - p1[0]) * t, p2[1] - (p3[1] - p1[1]) * t];
    d += ` C${c1[0].toFixed(1)},${c1[1].toFixed(1)} ${c2[0].toFixed(1)},${c2[1].toFixed(1)} ${p2[0].toFixed(1)},${p2[1].toFixed(1)}`;
  }
  return d;
}

/** Map a series of values to chart points inside a w×h box (with padding). */
export function toPoints(values, w, h, { min, max, padTop = 6, padBottom = 2 } = {}) {
  const lo = min ?? Math.min(...values);
  const hi = max ?? Math.max(...values);
  return values.map((v, i) => [
    (i / (values.length - 1)) * w,
    padTop + (1 - (v - lo) / (hi - lo || 1)) * (h - padTop - padBottom),
  ]);
}
