// Wallpapers, the placeholder portrait and the site icon: pure SVG art
// rendered by Chromium. Everything is drawn here from code.
import { page, rng } from './lib/ui.mjs';

const WW = 2560;
const WH = 1440;

function stars(seed, count, maxY, { left = 0, right = WW, dim = 1 } = {}) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = left + r() * (right - left);
    const y = r() * maxY;
    const rad = r() < 0.08 ? 2.2 : 0.8 + r() * 1.1;
    const o = (0.25 + r() * 0.55) * (1 - y / maxY) * dim;
    s += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${rad.toFixed(1)}" fill="#fff" opacity="${o.toFixed(2)}"/>`;
  }
  return s;
}

/** A dune ridge: path through (x,y) points with a smooth top, closed at the bottom. */
function ridge(points, bottom = WH) {
  let d = `M${points[0][0]},${points[0][1]}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    const mx = (x0 + x1) / 2;
    d += ` C${mx},${y0} ${mx},${y1} ${x1},${y1}`;
  }
  const last = points[points.length - 1];
  return `${d} L${last[0]},${bottom} L${points[0][0]},${bottom} Z`;
}

function dunes() {
  // Each dune layer has one crest at (px,py): a long gentle slope, a sharp
  // crest, and a shadowed face left of a curved crest line (the sun is low
  // on the right).
  const layer = (yl, px, py, yr, lit, litHi, shade, id) => {
    const d = `M0,${yl} C${px * 0.45},${yl} ${px * 0.82},${py + 14} ${px},${py} `
      + `C${px + (WW - px) * 0.18},${py + 6} ${px + (WW - px) * 0.45},${yr} ${WW},${yr} L${WW},${WH} L0,${WH} Z`;
    const sh = `M${px},${py} C${px - 30},${py + 90} ${px - 10},${py + 200} ${px + 90},${WH} L-10,${WH} L-10,${py - 400} L${px},${py - 400} Z`;
    return `<defs><clipPath id="c${id}"><path d="${d}"/></clipPath>
      <linearGradient id="l${id}" x1="${px}" y1="0" x2="${WW}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${litHi}"/><stop offset="1" stop-color="${lit}"/></linearGradient></defs>
      <path d="${d}" fill="url(#l${id})"/><path d="${sh}" fill="${shade}" clip-path="url(#c${id})"/>`;
  };
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="${WW}" height="${WH}" viewBox="0 0 ${WW} ${WH}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0d0b1e"/><stop offset=".35" stop-color="#1f1838"/>
      <stop offset=".55" stop-color="#3b2650"/><stop offset=".66" stop-color="#6b3a55"/><stop offset=".72" stop-color="#a4555a"/>
    </linearGradient>
    <radialGradient id="glow" cx="1980" cy="980" r="900" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#f59e6b" stop-opacity=".75"/><stop offset=".25" stop-color="#d0686a" stop-opacity=".35"/><stop offset="1" stop-color="#3b2650" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="far" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a4a5c"/><stop offset="1" stop-color="#5a3050"/></linearGradient>
  </defs>
  <rect width="${WW}" height="${WH}" fill="url(#sky)"/>
  <rect width="${WW}" height="${WH}" fill="url(#glow)"/>
  ${stars(11, 150, 620, { dim: 0.9 })}
  <circle cx="1990" cy="1000" r="58" fill="#ffc98b" opacity=".9"/>
  ${layer(1010, 1480, 925, 985, '#7c4560', '#9a5566', '#55304f', 1)}
  ${layer(1100, 620, 985, 1075, '#7a3f4e', '#93505a', '#48283f', 2)}
  ${layer(1215, 1960, 1095, 1185, '#8e4a45', '#b0624f', '#51293a', 3)}
  ${layer(1345, 880, 1225, 1330, '#6a3539', '#874544', '#361b2b', 4)}
  ${layer(1440, 2240, 1345, 1405, '#45232c', '#5a2e33', '#24121d', 5)}
  <rect width="${WW}" height="${WH}" fill="#0d0b1e" opacity=".12"/>
</svg>`;
  return page({ css: 'body{background:#0d0b1e}svg{display:block}', body, width: WW, height: WH });
}

function palm(x, y, h, lean, scale = 1, color = '#04121c') {
  // curved trunk and a crown of fronds, silhouette
  const tx = x + lean;
  const ty = y - h;
  let fronds = '';
  const angles = [-160, -130, -100, -70, -35, -10, 15];
  for (const a of angles) {
    const rad = (a * Math.PI) / 180;
    const len = (120 + (Math.abs(a + 70) % 40)) * scale;
    const ex = tx + Math.cos(rad) * len;
    const ey = ty + Math.sin(rad) * len * 0.55 + len * 0.35;
    const mx = tx + Math.cos(rad) * len * 0.5;
    const my = ty + Math.sin(rad) * len * 0.5 - 18 * scale;
    fronds += `<path d="M${tx},${ty} Q${mx},${my - 10 * scale} ${ex},${ey} Q${mx},${my + 16 * scale} ${tx},${ty + 6 * scale}Z" fill="${color}"/>`;
  }
  return `<path d="M${x - 9 * scale},${y} Q${x + lean * 0.2},${y - h * 0.6} ${tx - 4 * scale},${ty} L${tx + 4 * scale},${ty} Q${x + lean * 0.25 + 8 * scale},${y - h * 0.6} ${x + 9 * scale},${y}Z" fill="${color}"/>${fronds}`;
}

function lagoon() {
  const H = 880; // horizon
  const r = rng(5);
  let glints = '';
  for (let i = 0; i < 70; i++) {
    const y = H + 10 + Math.pow(r(), 1.4) * 520;
    const spread = 30 + (y - H) * 0.35;
    const x = 1850 + (r() - 0.5) * spread * 2;
    const w = 20 + r() * 90 * (0.4 + (y - H) / 520);
    glints += `<rect x="${(x - w / 2).toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${(2 + r() * 3).toFixed(1)}" rx="2" fill="#dff4ff" opacity="${(0.15 + r() * 0.45) * (1 - (y - H) / 700)}"/>`;
  }
  let ripples = '';
  for (let i = 0; i < 40; i++) {
    const y = H + 20 + r() * 540;
    const x = r() * WW;
    const w = 60 + r() * 260;
    ripples += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="2" rx="1" fill="#9ad7e6" opacity="${(0.04 + r() * 0.07).toFixed(2)}"/>`;
  }
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="${WW}" height="${WH}" viewBox="0 0 ${WW} ${WH}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="${H}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#030a18"/><stop offset=".45" stop-color="#081a33"/><stop offset=".8" stop-color="#0f3049"/><stop offset="1" stop-color="#184a5e"/>
    </linearGradient>
    <radialGradient id="moonglow" cx="1850" cy="470" r="520" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#cfefff" stop-opacity=".35"/><stop offset=".3" stop-color="#7cc3df" stop-opacity=".12"/><stop offset="1" stop-color="#0a1c36" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#134760"/><stop offset=".3" stop-color="#0b3249"/><stop offset="1" stop-color="#041320"/>
    </linearGradient>
    <radialGradient id="seaglow" cx="1850" cy="${H}" r="700" gradientTransform="translate(0 ${H}) scale(1 .6) translate(0 -${H})" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#5fb8d1" stop-opacity=".35"/><stop offset="1" stop-color="#0c3850" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WW}" height="${H + 2}" fill="url(#sky)"/>
  <rect width="${WW}" height="${H}" fill="url(#moonglow)"/>
  ${stars(7, 260, 760, { dim: 1 })}
  <circle cx="1850" cy="470" r="54" fill="#eef8ff"/>
  <circle cx="1832" cy="458" r="9" fill="#d4e6f0" opacity=".6"/><circle cx="1868" cy="490" r="6" fill="#d4e6f0" opacity=".5"/>
  <!-- far islands -->
  <path d="M0 ${H} C120 ${H - 28} 260 ${H - 36} 420 ${H - 14} C520 ${H - 4} 600 ${H - 2} 700 ${H}Z" fill="#0b2a3d"/>
  <path d="M2150 ${H} C2250 ${H - 40} 2400 ${H - 58} 2560 ${H - 44} V${H}Z" fill="#0a2436"/>
  <rect y="${H}" width="${WW}" height="${WH - H}" fill="url(#sea)"/>
  <rect y="${H}" width="${WW}" height="${WH - H}" fill="url(#seaglow)"/>
  ${ripples}${glints}
  <!-- sandbar and palms, lower left and right -->
  <path d="M0 1300 C260 1262 520 1268 760 1300 C900 1318 980 1340 1040 1440 H0Z" fill="#061926"/>
  ${palm(220, 1290, 330, -70, 1.2)}${palm(420, 1285, 260, 60, 1)}${palm(90, 1300, 200, 40, 0.85)}
  <path d="M2100 1440 C2200 1360 2380 1330 2560 1340 V1440Z" fill="#061926"/>
  ${palm(2380, 1345, 300, -80, 1.1)}
  <rect width="${WW}" height="${WH}" fill="#020812" opacity=".08"/>
</svg>`;
  return page({ css: 'body{background:#030b1a}svg{display:block}', body, width: WW, height: WH });
}

export const wallpapers = [
  { out: 'media/wallpapers/dunes.jpg', html: dunes() },
  { out: 'media/wallpapers/lagoon.jpg', html: lagoon() },
];

/** 800×800 neutral placeholder portrait: a stylised bust on a soft background. */
export function profilePortrait() {
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e3e8f0"/><stop offset="1" stop-color="#c9d3e1"/></linearGradient>
    <linearGradient id="skin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9aa8bb"/><stop offset="1" stop-color="#8696ab"/></linearGradient>
    <linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b6b82"/><stop offset="1" stop-color="#4a596e"/></linearGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <circle cx="400" cy="400" r="330" fill="#fff" opacity=".28"/>
  <circle cx="400" cy="400" r="250" fill="#fff" opacity=".18"/>
  <!-- shoulders and top -->
  <path d="M150 800 C160 640 250 575 400 575 C550 575 640 640 650 800Z" fill="url(#top)"/>
  <!-- neck -->
  <path d="M352 470 H448 V560 C448 600 352 600 352 560Z" fill="#7d8ca1"/>
  <path d="M352 470 Q400 530 448 470 V505 Q400 555 352 505Z" fill="#6f7e93" opacity=".7"/>
  <path d="M352 575 C370 615 430 615 448 575 L470 585 C450 640 350 640 330 585Z" fill="#e8edf4" opacity=".9"/>
  <!-- head -->
  <ellipse cx="400" cy="360" rx="118" ry="134" fill="url(#skin)"/>
  <!-- hair: a soft cap shape -->
  <path d="M282 352 C272 250 330 200 404 200 C480 200 532 250 520 350 C508 300 470 270 420 268 C380 266 330 280 282 352Z" fill="#3f4b5d"/>
  <!-- ears -->
  <ellipse cx="284" cy="372" rx="16" ry="28" fill="#8d9cb0"/><ellipse cx="516" cy="372" rx="16" ry="28" fill="#8d9cb0"/>
</svg>`;
  return page({ css: 'svg{display:block}', body, width: 800, height: 800 });
}

/** 512×512 site icon: rounded square with a 2×2 app-grid glyph. */
export function siteIcon() {
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
  <rect x="8" y="8" width="496" height="496" rx="112" fill="url(#g)"/>
  <rect x="116" y="116" width="124" height="124" rx="34" fill="#fff"/>
  <rect x="272" y="116" width="124" height="124" rx="34" fill="#fff" opacity=".72"/>
  <rect x="116" y="272" width="124" height="124" rx="34" fill="#fff" opacity=".72"/>
  <circle cx="334" cy="334" r="64" fill="#fbbf24"/>
</svg>`;
  return page({ css: 'html,body{background:transparent}svg{display:block}', body, width: 512, height: 512 });
}
