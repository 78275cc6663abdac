// Budget App: a mobile-first Rails app, shown here at desktop width.
// Identity: indigo header, white cards, a mint "add" button.
import { page, icon, money } from '../lib/ui.mjs';

const I = '#4338ca';
const MINT = '#10b981';

const CATS = [
  ['utensils', 'Groceries', '#f97316', 412.6, 14, 450],
  ['home', 'Rent & bills', '#6366f1', 780.0, 4, 800],
  ['car', 'Transport', '#0ea5e9', 126.4, 9, 160],
  ['film', 'Going out', '#ec4899', 188.9, 7, 150],
  ['bolt', 'Energy', '#eab308', 74.35, 2, 90],
  ['bag', 'Shopping', '#8b5cf6', 141.2, 5, 200],
  ['pulse', 'Health', '#ef4444', 38.5, 2, 60],
  ['gift', 'Gifts', '#14b8a6', 84.25, 3, 100],
];

const CSS = `
body{background:#eef0f7;font-family:Lato,Inter,sans-serif;color:#1e1b4b}
.bar{height:64px;background:${I};color:#fff;display:flex;align-items:center;padding:0 28px;gap:18px}
.bar h1{flex:1;text-align:center;font-size:16px;letter-spacing:.14em;font-weight:700}
.bar .u{display:flex;align-items:center;gap:8px;font-size:13px;opacity:.9}
.wrap{max-width:1040px;margin:0 auto;padding:22px 0}
.card{background:#fff;border-radius:10px;box-shadow:0 1px 2px rgba(30,27,75,.06),0 4px 14px rgba(30,27,75,.05)}
.add{position:fixed;left:0;right:0;bottom:0;height:64px;background:${MINT};color:#fff;display:flex;align-items:center;justify-content:center;gap:10px;font-weight:900;letter-spacing:.14em;font-size:15px;box-shadow:0 -6px 20px rgba(0,0,0,.08)}
.ic{width:46px;height:46px;border-radius:10px;display:grid;place-items:center;color:#fff;flex:none}
`;

function donut(parts, r = 62, w = 20) {
  const total = parts.reduce((a, p) => a + p[0], 0);
  const C = 2 * Math.PI * r;
  let off = 0;
  const segs = parts.map(([v, c]) => {
    const len = (v / total) * C;
    const s = `<circle r="${r}" cx="80" cy="80" fill="none" stroke="${c}" stroke-width="${w}" stroke-dasharray="${(len - 2).toFixed(1)} ${C.toFixed(1)}" stroke-dashoffset="${(-off).toFixed(1)}" transform="rotate(-90 80 80)"/>`;
    off += len;
    return s;
  });
  return `<svg width="160" height="160" viewBox="0 0 160 160">${segs.join('')}</svg>`;
}

// Screen 1: categories with their totals.
function categories() {
  const total = CATS.reduce((a, c) => a + c[3], 0);
  const css = CSS + `
.sum{display:flex;align-items:center;gap:30px;padding:22px 28px}
.sum .d{position:relative}
.sum .d div{position:absolute;inset:0;display:grid;place-items:center;text-align:center;font-size:12px;color:#6b7280}
.sum .d b{display:block;font-size:17px;color:#1e1b4b}
.sum h2{font-size:13px;letter-spacing:.1em;color:#6b7280;font-weight:700;text-transform:uppercase}
.sum .big{font-size:38px;font-weight:900;letter-spacing:-.02em;margin:2px 0}
.sum .chg{font-size:13px;color:#059669;font-weight:700}
.month{display:flex;gap:6px;margin-top:14px}
.month span{padding:6px 12px;border-radius:99px;font-size:13px;font-weight:700;color:#6b7280;background:#f3f4f6}
.month span.on{background:#e0e7ff;color:${I}}
.leg{display:grid;grid-template-columns:1fr 1fr;gap:8px 22px;margin-left:auto;font-size:13px}
.leg span{display:flex;align-items:center;gap:8px;color:#4b5563}
.leg i{width:10px;height:10px;border-radius:3px}
.leg b{margin-left:auto;color:#1e1b4b;padding-left:12px}
.list{display:grid;grid-template-columns:1fr 1fr;gap:14px;margin-top:18px}
.c{display:flex;align-items:center;gap:16px;padding:16px 18px}
.c .t{flex:1}
.c .t b{font-size:16px;display:block}
.c .t small{font-size:12.5px;color:#9ca3af}
.c .amt{text-align:right}
.c .amt b{display:block;font-size:17px}
.c .amt small{font-size:12px;color:#6b7280}
.pb{height:5px;border-radius:9px;background:#f3f4f6;margin-top:8px;overflow:hidden}
.pb i{display:block;height:100%;border-radius:9px}
.over{color:#dc2626!important;font-weight:700}
`;
  const body = `<header class="bar">${icon('menu', { size: 22 })}<h1>CATEGORIES</h1><span class="u">${icon('user', { size: 18 })}Inês</span>${icon('search', { size: 20 })}</header>
  <div class="wrap">
    <div class="card sum">
      <div class="d">${donut(CATS.map((c) => [c[3], c[2]]))}<div><span><b class="num">${CATS.reduce((a, c) => a + c[4], 0)}</b>transactions</span></div></div>
      <div><h2>Spent in June</h2><div class="big num">${money(total)}</div><div class="chg">${icon('trendDown', { size: 14, stroke: 2.6 })} 8% less than May</div>
        <div class="month">${['Mar', 'Apr', 'May', 'Jun'].map((m) => `<span class="${m === 'Jun' ? 'on' : ''}">${m}</span>`).join('')}</div></div>
      <div class="leg">${CATS.slice(0, 8).map((c) => `<span><i style="background:${c[2]}"></i>${c[1]}<b class="num">${Math.round((c[3] / total) * 100)}%</b></span>`).join('')}</div>
    </div>
    <div class="list">${CATS.map(([ic, nm, col, amt, n, bud], i) => {
      const pct = (amt / bud) * 100;
      return `<div class="card c"><div class="ic" style="background:${col}">${icon(ic, { size: 22 })}</div>
        <div class="t"><b>${nm}</b><small>${n} transactions · since ${['2 Jan 2025', '2 Jan 2025', '5 Jan 2025', '14 Feb 2025', '2 Jan 2025', '9 Mar 2025', '1 Apr 2025', '20 Apr 2025'][i]}</small>
          <div class="pb"><i style="width:${Math.min(pct, 100)}%;background:${pct > 100 ? '#dc2626' : col}"></i></div></div>
        <div class="amt"><b class="num">${money(amt)}</b><small class="num ${pct > 100 ? 'over' : ''}">of ${money(bud, '€', 0)}</small></div></div>`;
    }).join('')}</div>
  </div>
  <div class="add">${icon('plus', { size: 20, stroke: 3 })}ADD A NEW CATEGORY</div>`;
  return page({ css, body });
}

// Screen 2: the transactions of one category.
function transactions() {
  const tx = [
    ['Weekly shop · Mercado da Vila', 'Sat 14 Jun 2025', 86.4],
    ['Bakery', 'Fri 13 Jun 2025', 6.2],
    ['Fruit & vegetables', 'Wed 11 Jun 2025', 18.75],
    ['Fishmonger', 'Tue 10 Jun 2025', 24.3],
    ['Weekly shop · Mercado da Vila', 'Sat 7 Jun 2025', 92.15],
    ['Coffee beans', 'Thu 5 Jun 2025', 12.9],
    ['Bakery', 'Tue 3 Jun 2025', 4.85],
    ['Weekly shop · Mercado da Vila', 'Sun 1 Jun 2025', 79.6],
  ];
  const months = [['Jan', 388], ['Feb', 341], ['Mar', 402], ['Apr', 436], ['May', 451], ['Jun', 412.6]];
  const css = CSS + `
.grid{display:grid;grid-template-columns:360px 1fr;gap:18px}
.hero{padding:22px;background:linear-gradient(135deg,#4338ca,#6d28d9);color:#fff}
.hero .ic{background:rgba(255,255,255,.18)}
.hero .tt{display:flex;align-items:center;gap:14px}
.hero h2{font-size:20px}.hero small{opacity:.8;font-size:13px}
.hero .big{font-size:40px;font-weight:900;margin-top:18px;letter-spacing:-.02em}
.hero .meta{display:flex;justify-content:space-between;font-size:13px;opacity:.9;margin-top:4px}
.hero .pb{height:8px;border-radius:9px;background:rgba(255,255,255,.2);margin-top:14px;overflow:hidden}
.hero .pb i{display:block;height:100%;width:92%;background:#a7f3d0;border-radius:9px}
.chart{padding:18px 22px;margin-top:18px}
.chart h3{font-size:14px;letter-spacing:.08em;color:#6b7280;text-transform:uppercase}
.cols{display:flex;align-items:flex-end;gap:14px;height:150px;margin-top:16px}
.cols div{flex:1;text-align:center;font-size:12px;color:#6b7280}
.cols i{display:block;border-radius:6px;background:#c7d2fe;margin-bottom:6px}
.cols .on i{background:${I}}
.cols .on{color:${I};font-weight:700}
.priv{margin-top:18px;padding:16px 20px;display:flex;gap:14px;align-items:flex-start;font-size:13.5px;color:#4b5563}
.priv .pi{width:36px;height:36px;border-radius:50%;background:#ecfdf5;color:#059669;display:grid;place-items:center;flex:none}
.priv b{display:block;color:#1e1b4b;font-size:14.5px}
.tx{padding:6px 0}
.tx h3{font-size:13px;letter-spacing:.1em;color:#6b7280;padding:14px 22px 8px;display:flex;justify-content:space-between;text-transform:uppercase}
.t{display:flex;align-items:center;gap:14px;padding:13px 22px;border-top:1px solid #f3f4f6}
.t .dot{width:38px;height:38px;border-radius:50%;background:#fff7ed;color:#f97316;display:grid;place-items:center}
.t b{font-size:15px;display:block}
.t small{color:#9ca3af;font-size:12.5px}
.t .a{margin-left:auto;font-weight:900;font-size:16px}
.t .e{color:#c4c4cc;margin-left:14px}
`;
  const max = 500;
  const body = `<header class="bar">${icon('left', { size: 22, stroke: 2.4 })}<h1>TRANSACTIONS</h1><span class="u">${icon('user', { size: 18 })}Inês</span>${icon('search', { size: 20 })}</header>
  <div class="wrap grid">
    <div>
      <div class="card hero"><div class="tt"><div class="ic">${icon('utensils', { size: 22 })}</div><div><h2>Groceries</h2><small>Category since 2 Jan 2025</small></div></div>
        <div class="big num">${money(412.6)}</div>
        <div class="meta"><span>14 transactions in June</span><span>€37.40 left</span></div>
        <div class="pb"><i></i></div></div>
      <div class="card chart"><h3>Last six months</h3>
        <div class="cols">${months.map(([m, v]) => `<div class="${m === 'Jun' ? 'on' : ''}"><i style="height:${(v / max) * 120}px"></i>${m}</div>`).join('')}</div></div>
      <div class="card priv"><span class="pi">${icon('shield', { size: 18 })}</span><div><b>Private category</b>Only you can see, edit or delete these transactions.</div></div>
    </div>
    <div class="card tx"><h3><span>June 2025</span><span>Total ${money(412.6)}</span></h3>
      ${tx.map(([nm, d, a]) => `<div class="t"><div class="dot">${icon(nm.startsWith('Coffee') ? 'bag' : 'cart', { size: 18 })}</div><div><b>${nm}</b><small>${d}</small></div><span class="a num">${money(a)}</span><span class="e">${icon('dots', { size: 18 })}</span></div>`).join('')}
    </div>
  </div>
  <div class="add">${icon('plus', { size: 20, stroke: 3 })}ADD A NEW TRANSACTION</div>`;
  return page({ css, body });
}

export default [categories, transactions];
