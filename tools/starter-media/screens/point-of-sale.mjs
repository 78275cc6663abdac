// Point of Sale: a React + Tailwind-style counter app for a small grocery.
// Identity: emerald green on slate.
import { page, icon, money, rng, avatar } from '../lib/ui.mjs';

const G = '#059669';

const CSS = `
body{background:#f1f5f9;color:#0f172a;display:flex}
.side{width:220px;background:#0f172a;color:#cbd5e1;height:800px;padding:22px 14px;display:flex;flex-direction:column;gap:4px}
.brand{display:flex;align-items:center;gap:10px;color:#fff;font-weight:700;font-size:16px;padding:0 8px 22px}
.brand .mk{width:34px;height:34px;border-radius:10px;background:${G};display:grid;place-items:center}
.nav{display:flex;align-items:center;gap:12px;padding:10px 12px;border-radius:10px;font-weight:500;color:#94a3b8}
.nav.on{background:#1e293b;color:#fff}
.nav.on svg{color:#34d399}
.nav .cnt{margin-left:auto;background:#f59e0b;color:#1e293b;font-size:11px;font-weight:700;border-radius:99px;padding:1px 7px}
.side .sp{flex:1}
.shift{background:#1e293b;border-radius:12px;padding:12px;font-size:12px;color:#94a3b8}
.shift b{color:#fff;font-size:13px;display:block;margin-bottom:2px}
.shift .dot{display:inline-block;width:7px;height:7px;border-radius:50%;background:#34d399;margin-right:6px}
.main{flex:1;display:flex;flex-direction:column;height:800px;min-width:0}
.top{height:68px;background:#fff;border-bottom:1px solid #e2e8f0;display:flex;align-items:center;padding:0 24px;gap:16px}
.top h1{font-size:20px;font-weight:700;letter-spacing:-.01em}
.search{flex:0 1 420px;white-space:nowrap;display:flex;align-items:center;gap:10px;background:#f1f5f9;border:1px solid #e2e8f0;border-radius:10px;padding:9px 14px;color:#64748b}
.search kbd{margin-left:auto;font:500 11px Inter;border:1px solid #cbd5e1;border-radius:5px;padding:1px 6px;background:#fff}
.ib{width:38px;height:38px;border-radius:10px;border:1px solid #e2e8f0;display:grid;place-items:center;color:#475569;background:#fff;position:relative}
.ib .dot{position:absolute;top:7px;right:8px;width:8px;height:8px;border-radius:50%;background:#ef4444;border:2px solid #fff}
.who{display:flex;align-items:center;gap:10px;font-size:13px}
.who small{display:block;color:#64748b;font-size:11.5px}
.btn{display:inline-flex;align-items:center;gap:8px;border-radius:10px;padding:9px 14px;font-weight:600;font-size:13px;border:1px solid #e2e8f0;background:#fff;color:#0f172a}
.btn.pri{background:${G};border-color:${G};color:#fff}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:14px}
.badge{display:inline-flex;align-items:center;gap:5px;font-size:11.5px;font-weight:600;border-radius:99px;padding:3px 9px}
.b-green{background:#d1fae5;color:#047857}.b-amber{background:#fef3c7;color:#b45309}.b-red{background:#fee2e2;color:#b91c1c}.b-slate{background:#f1f5f9;color:#475569}
`;

function sidebar(active) {
  const items = [
    ['store', 'Sell'], ['receipt', 'Invoices'], ['box', 'Stock', 7], ['users', 'Customers'],
    ['bars', 'Reports'], ['sliders', 'Settings'],
  ];
  return `<aside class="side">
    <div class="brand"><span class="mk">${icon('cart', { size: 19, stroke: 2.2 })}</span>Lumen POS</div>
    ${items.map(([ic, label, cnt]) => `<div class="nav ${label === active ? 'on' : ''}">${icon(ic, { size: 19 })}${label}${cnt ? `<span class="cnt">${cnt}</span>` : ''}</div>`).join('')}
    <div class="sp"></div>
    <div class="shift"><b><span class="dot"></span>Till 1 · open</b>Shift started 08:30<br>42 sales today</div>
  </aside>`;
}

function topbar(title, extra = '') {
  return `<header class="top"><h1>${title}</h1>
    <div class="search">${icon('search', { size: 17 })}<span>Search products or scan a barcode…</span><kbd>/</kbd></div>
    <div class="grow"></div>${extra}
    <div class="ib">${icon('bell', { size: 18 })}<span class="dot"></span></div>
    <div class="who">${avatar('Marta Reis', '#0ea5e9', { size: 36 })}<div><b>Marta Reis</b><small>Cashier</small></div></div>
  </header>`;
}

// Little flat product pictures, drawn in a 64×64 box.
const ART = {
  apple: '<circle cx="26" cy="36" r="15" fill="#ef4444"/><circle cx="38" cy="36" r="15" fill="#dc2626"/><path d="M32 22c0-6 3-9 6-10" stroke="#7c2d12" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M34 18c6-5 12-3 13 0-5 4-10 3-13 0z" fill="#16a34a"/>',
  orange: '<circle cx="32" cy="36" r="18" fill="#f97316"/><circle cx="26" cy="30" r="3" fill="#fdba74" opacity=".7"/><path d="M32 18c2-4 6-6 10-5-1 4-5 6-10 5z" fill="#22c55e"/>',
  banana: '<path d="M12 22c4 20 22 30 40 24 2-1 2-3 0-4-16 4-28-4-33-20-1-3-7-4-7 0z" fill="#facc15"/><path d="M12 22c-2-3 0-6 3-5" stroke="#854d0e" stroke-width="3" fill="none" stroke-linecap="round"/>',
  bread: '<path d="M10 38c0-12 10-18 22-18s22 6 22 18v8H10z" fill="#d97706"/><path d="M22 28l4 8M32 26l3 9M42 28l3 8" stroke="#fde68a" stroke-width="3" stroke-linecap="round"/>',
  milk: '<path d="M22 20h20v34H22z" fill="#fff" stroke="#cbd5e1" stroke-width="2"/><path d="M22 20l4-8h12l4 8z" fill="#e2e8f0"/><rect x="22" y="32" width="20" height="12" fill="#3b82f6"/>',
  cheese: '<path d="M10 42l30-22 14 10v16H10z" fill="#fbbf24"/><path d="M10 42h44" stroke="#f59e0b" stroke-width="2"/><circle cx="24" cy="37" r="3" fill="#f59e0b"/><circle cx="40" cy="34" r="2.5" fill="#f59e0b"/><circle cx="44" cy="42" r="2" fill="#f59e0b"/>',
  water: '<rect x="24" y="18" width="16" height="36" rx="6" fill="#7dd3fc"/><rect x="27" y="10" width="10" height="8" rx="2" fill="#0284c7"/><path d="M24 30h16" stroke="#0ea5e9" stroke-width="3"/>',
  coffee: '<path d="M18 18h28l-3 36H21z" fill="#78350f"/><rect x="18" y="14" width="28" height="6" rx="2" fill="#92400e"/><circle cx="32" cy="36" r="6" fill="#fcd34d"/>',
  eggs: '<ellipse cx="24" cy="36" rx="9" ry="12" fill="#fef3c7" stroke="#fcd34d" stroke-width="2"/><ellipse cx="40" cy="34" rx="9" ry="12" fill="#fff7ed" stroke="#fdba74" stroke-width="2"/>',
  tomato: '<circle cx="32" cy="37" r="17" fill="#ef4444"/><path d="M24 22l8 4 8-4-4 6h-8z" fill="#16a34a"/>',
  oil: '<path d="M26 16h12v6l4 6v26H22V28l4-6z" fill="#a3e635"/><rect x="27" y="10" width="10" height="7" rx="1" fill="#365314"/><rect x="22" y="34" width="20" height="10" fill="#fef9c3"/>',
  carrot: '<path d="M20 50l26-26c3 3 3 7 0 10L26 52c-3 2-7 1-6-2z" fill="#fb923c"/><path d="M46 24c0-6 4-10 8-10-1 5-3 8-8 10zM46 24c3-4 9-4 12-1-4 3-8 3-12 1z" fill="#22c55e"/>',
  yogurt: '<path d="M18 22h28l-4 32H22z" fill="#fdf2f8" stroke="#f9a8d4" stroke-width="2"/><rect x="16" y="18" width="32" height="6" rx="2" fill="#ec4899"/><circle cx="32" cy="38" r="6" fill="#f472b6"/>',
  pasta: '<rect x="20" y="12" width="24" height="42" rx="4" fill="#fde047"/><rect x="20" y="26" width="24" height="14" fill="#1d4ed8"/><path d="M26 16v8M32 16v8M38 16v8" stroke="#ca8a04" stroke-width="2"/>',
  soap: '<rect x="20" y="24" width="24" height="30" rx="6" fill="#a78bfa"/><rect x="28" y="14" width="8" height="10" fill="#6d28d9"/><path d="M36 16h8" stroke="#6d28d9" stroke-width="3" stroke-linecap="round"/><circle cx="32" cy="38" r="5" fill="#ede9fe"/>',
  rice: '<path d="M16 22h32l-2 32H18z" fill="#f5f5f4" stroke="#d6d3d1" stroke-width="2"/><path d="M16 22c6-6 26-6 32 0" fill="#e7e5e4"/><rect x="22" y="34" width="20" height="10" rx="2" fill="#059669"/>',
};
const pic = (k, bg, size = 64) => `<svg width="${size}" height="${size}" viewBox="0 0 64 64" style="background:${bg};border-radius:12px;flex:none">${ART[k]}</svg>`;

const PRODUCTS = [
  ['apple', '#fee2e2', 'Royal Gala apples', 2.40, 'kg', 'Fruit & veg'],
  ['orange', '#ffedd5', 'Algarve oranges', 1.95, 'kg', 'Fruit & veg'],
  ['banana', '#fef9c3', 'Bananas', 1.29, 'kg', 'Fruit & veg'],
  ['tomato', '#fee2e2', 'Vine tomatoes', 2.79, 'kg', 'Fruit & veg'],
  ['bread', '#fef3c7', 'Country loaf 800 g', 2.10, 'unit', 'Bakery'],
  ['milk', '#dbeafe', 'Whole milk 1 l', 0.89, 'l', 'Dairy'],
  ['cheese', '#fef3c7', 'Aged cheese', 14.90, 'kg', 'Dairy'],
  ['eggs', '#fff7ed', 'Free-range eggs ×12', 3.45, 'unit', 'Dairy'],
  ['water', '#e0f2fe', 'Spring water 1.5 l', 0.45, 'l', 'Drinks'],
  ['coffee', '#fde68a', 'Ground coffee 250 g', 4.60, 'unit', 'Pantry'],
  ['oil', '#ecfccb', 'Olive oil 750 ml', 7.25, 'unit', 'Pantry'],
  ['rice', '#f5f5f4', 'Carolino rice 1 kg', 1.49, 'unit', 'Pantry'],
  ['carrot', '#ffedd5', 'Carrots', 0.99, 'kg', 'Fruit & veg'],
  ['yogurt', '#fce7f3', 'Strawberry yogurt', 0.65, 'unit', 'Dairy'],
  ['pasta', '#fef9c3', 'Spaghetti 500 g', 1.15, 'unit', 'Pantry'],
  ['soap', '#ede9fe', 'Lavender hand soap', 2.35, 'unit', 'Household'],
];

// Screen 1: the counter, with a sale in progress.
function counter() {
  const css = CSS + `
.wrap{flex:1;display:flex;min-height:0}
.cat{padding:18px 24px 0;display:flex;gap:8px}
.chip{padding:7px 14px;border-radius:99px;background:#fff;border:1px solid #e2e8f0;font-weight:500;font-size:13px;color:#334155}
.chip.on{background:#0f172a;color:#fff;border-color:#0f172a}
.grid{padding:16px 24px;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:14px;align-content:start;flex:1;overflow:hidden}
.prod{padding:12px;display:flex;flex-direction:column;gap:10px;position:relative}
.prod .pi{display:flex;justify-content:center;background:#f8fafc;border-radius:12px}
.prod .nm{font-weight:600;font-size:13.5px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.prod .pr{display:flex;justify-content:space-between;align-items:center;font-size:13px;color:#64748b}
.prod .pr b{color:#0f172a;font-size:14px}
.prod.sel{outline:2px solid ${G};border-color:transparent}
.prod .q{position:absolute;top:10px;right:10px;background:${G};color:#fff;border-radius:99px;font-size:11px;font-weight:700;padding:2px 8px}
.prod .low{position:absolute;top:10px;left:10px}
.cart{width:372px;background:#fff;border-left:1px solid #e2e8f0;display:flex;flex-direction:column}
.ch{padding:18px 20px;border-bottom:1px solid #f1f5f9}
.ch h2{font-size:16px;display:flex;align-items:center;gap:8px}
.ch h2 span{font-weight:500;color:#64748b;font-size:13px;margin-left:auto}
.cust{margin-top:12px;display:flex;align-items:center;gap:10px;border:1px dashed #cbd5e1;border-radius:10px;padding:8px 12px;font-size:13px;color:#475569}
.lines{flex:1;padding:6px 20px;overflow:hidden}
.ln{display:flex;align-items:center;gap:12px;padding:11px 0;border-bottom:1px solid #f1f5f9}
.ln .t{flex:1;min-width:0}.ln .t b{display:block;font-size:13.5px;font-weight:600}
.ln .t small{color:#64748b;font-size:12px}
.step{display:flex;align-items:center;border:1px solid #e2e8f0;border-radius:8px;overflow:hidden}
.step i{width:26px;height:26px;display:grid;place-items:center;color:#475569;font-style:normal}
.step span{min-width:38px;text-align:center;font-size:12.5px;font-weight:600}
.ln .tot{width:62px;text-align:right;font-weight:600}
.sum{padding:14px 20px;background:#f8fafc;border-top:1px solid #e2e8f0;font-size:13.5px}
.sum .r{display:flex;justify-content:space-between;padding:3px 0;color:#475569}
.sum .r.disc{color:${G}}
.sum .big{display:flex;justify-content:space-between;align-items:baseline;padding-top:10px;margin-top:8px;border-top:1px dashed #cbd5e1}
.sum .big b{font-size:26px;letter-spacing:-.02em}
.pay{display:flex;gap:8px;margin-top:12px}
.pay div{flex:1;border:1px solid #e2e8f0;background:#fff;border-radius:10px;padding:8px;text-align:center;font-weight:600;font-size:12.5px;color:#475569}
.pay div.on{border-color:${G};color:${G};background:#ecfdf5}
.acts{display:flex;gap:10px;margin-top:12px}
.acts .btn{justify-content:center;padding:12px}
.acts .pri{flex:1;font-size:14px}
`;
  const inCart = { 0: '1.250 kg', 4: '2', 5: '3', 6: '0.320 kg', 10: '1' };
  const cards = PRODUCTS.map(([k, bg, nm, pr, unit], i) => `
    <div class="card prod ${inCart[i] ? 'sel' : ''}">
      ${inCart[i] ? `<span class="q">${inCart[i].split(' ')[0]}</span>` : ''}
      ${i === 7 ? '<span class="badge b-amber low">Low stock</span>' : ''}
      ${i === 5 ? '' : ''}
      <div class="pi">${pic(k, 'transparent', 76)}</div>
      <div class="nm">${nm}</div>
      <div class="pr"><b>${money(pr)}</b><span>/ ${unit}</span></div>
    </div>`).join('');
  const lines = [
    ['Royal Gala apples', '1.250 kg × €2.40', '1.250', 3.00],
    ['Country loaf 800 g', '2 × €2.10', '2', 4.20],
    ['Whole milk 1 l', '3 × €0.89', '3', 2.67],
    ['Aged cheese', '0.320 kg × €14.90', '0.320', 4.77],
    ['Olive oil 750 ml', '1 × €7.25 · −10% promo', '1', 6.53],
  ];
  const sub = lines.reduce((a, l) => a + l[3], 0);
  const disc = 0.76;
  const body = sidebar('Sell') + `<main class="main">${topbar('New sale', `<button class="btn">${icon('scan', { size: 17 })}Scan</button>`)}
  <div class="wrap">
    <section style="flex:1;display:flex;flex-direction:column;min-width:0">
      <div class="cat">${['All items', 'Fruit & veg', 'Bakery', 'Dairy', 'Drinks', 'Pantry', 'Household'].map((c, i) => `<span class="chip ${i === 0 ? 'on' : ''}">${c}</span>`).join('')}</div>
      <div class="grid">${cards}</div>
    </section>
    <aside class="cart">
      <div class="ch"><h2>${icon('receipt', { size: 18 })}Sale #10482<span>5 items</span></h2>
        <div class="cust">${icon('user', { size: 16 })}Walk-in customer<span style="margin-left:auto;color:${G};font-weight:600">Change</span></div></div>
      <div class="lines">${lines.map(([nm, sub2, q, t]) => `
        <div class="ln"><div class="t"><b>${nm}</b><small>${sub2}</small></div>
        <div class="step"><i>${icon('minus', { size: 13 })}</i><span>${q}</span><i>${icon('plus', { size: 13 })}</i></div>
        <div class="tot num">${money(t)}</div></div>`).join('')}</div>
      <div class="sum">
        <div class="r"><span>Subtotal</span><span class="num">${money(sub)}</span></div>
        <div class="r disc"><span>Loyalty discount (5%)</span><span class="num">−${money(disc)}</span></div>
        <div class="r"><span>VAT included (6% · 23%)</span><span class="num">${money(1.62)}</span></div>
        <div class="big"><span style="font-weight:600">Total</span><b class="num">${money(sub - disc)}</b></div>
        <div class="pay"><div class="on">Cash</div><div>Card</div><div>Transfer</div></div>
        <div class="acts"><button class="btn">${icon('file', { size: 16 })}Proforma</button><button class="btn pri">${icon('check', { size: 17, stroke: 2.5 })}Confirm sale · ${money(sub - disc)}</button></div>
      </div>
    </aside>
  </div></main>`;
  return page({ css, body });
}

// Screen 2: stock list with low-stock and expiry warnings.
function stock() {
  const css = CSS + `
.content{padding:22px 24px;display:flex;flex-direction:column;gap:18px;flex:1;min-height:0}
.hd{display:flex;align-items:center;gap:10px}
.hd h2{font-size:22px;letter-spacing:-.01em;margin-right:auto}
.hd p{color:#64748b;font-size:13px}
.kpis{display:grid;grid-template-columns:repeat(4,1fr);gap:14px}
.kpi{padding:16px 18px;display:flex;gap:14px;align-items:center}
.kpi .ic{width:44px;height:44px;border-radius:12px;display:grid;place-items:center}
.kpi small{color:#64748b;font-size:12.5px;font-weight:500}
.kpi b{display:block;font-size:22px;letter-spacing:-.02em}
.kpi em{font-style:normal;font-size:12px;font-weight:600;margin-left:6px}
.tbl{flex:1;overflow:hidden}
.tabs{display:flex;gap:22px;padding:0 20px;border-bottom:1px solid #e2e8f0;align-items:center}
.tabs span{padding:14px 0;font-weight:600;color:#64748b;font-size:13.5px;border-bottom:2px solid transparent}
.tabs span.on{color:#0f172a;border-color:${G}}
.tabs span i{font-style:normal;background:#f1f5f9;border-radius:99px;padding:1px 7px;font-size:11.5px;margin-left:5px;color:#475569}
th{font-size:11.5px;text-transform:uppercase;letter-spacing:.05em;color:#64748b;text-align:left;font-weight:600;padding:11px 14px;background:#f8fafc;border-bottom:1px solid #e2e8f0}
td{padding:9px 14px;border-bottom:1px solid #f1f5f9;font-size:13.5px}
td .pn{display:flex;align-items:center;gap:12px}
td .pn b{font-weight:600;display:block}
td .pn small{color:#94a3b8;font-size:12px}
.lvl{display:flex;align-items:center;gap:10px}
.lvl .bar{width:80px;height:6px;border-radius:9px;background:#e2e8f0;overflow:hidden}
.lvl .bar i{display:block;height:100%;border-radius:9px}
tr.warn td{background:#fffbeb}
tr.crit td{background:#fef2f2}
`;
  const rows = [
    ['eggs', '#fff7ed', 'Free-range eggs ×12', 'EGG-012', 'Dairy', 'unit', 6, 60, 3.45, '6%', '24 Jun 2025', 'low'],
    ['milk', '#dbeafe', 'Whole milk 1 l', 'MLK-100', 'Dairy', 'l', 38, 120, 0.89, '6%', '19 Jun 2025', 'exp'],
    ['bread', '#fef3c7', 'Country loaf 800 g', 'BRD-800', 'Bakery', 'unit', 4, 30, 2.10, '6%', '18 Jun 2025', 'both'],
    ['apple', '#fee2e2', 'Royal Gala apples', 'FRU-GAL', 'Fruit & veg', 'kg', 42.5, 80, 2.40, '6%', '—', 'ok'],
    ['cheese', '#fef3c7', 'Aged cheese', 'CHS-AGD', 'Dairy', 'kg', 7.8, 20, 14.90, '6%', '02 Sep 2025', 'ok'],
    ['coffee', '#fde68a', 'Ground coffee 250 g', 'COF-250', 'Pantry', 'unit', 3, 40, 4.60, '23%', '11 Mar 2026', 'low'],
    ['oil', '#ecfccb', 'Olive oil 750 ml', 'OIL-750', 'Pantry', 'unit', 26, 48, 7.25, '6%', '30 Jan 2026', 'ok'],
    ['water', '#e0f2fe', 'Spring water 1.5 l', 'WAT-150', 'Drinks', 'l', 132, 200, 0.45, '6%', '14 Apr 2026', 'ok'],
    ['tomato', '#fee2e2', 'Vine tomatoes', 'VEG-TOM', 'Fruit & veg', 'kg', 9.2, 40, 2.79, '6%', '20 Jun 2025', 'exp'],
    ['rice', '#f5f5f4', 'Carolino rice 1 kg', 'RCE-001', 'Pantry', 'unit', 64, 80, 1.49, '6%', '08 Oct 2026', 'ok'],
  ];
  const status = {
    ok: '<span class="badge b-green">In stock</span>',
    low: `<span class="badge b-amber">${icon('alert', { size: 12, stroke: 2.4 })}Low stock</span>`,
    exp: `<span class="badge b-red">${icon('clock', { size: 12, stroke: 2.4 })}Expires soon</span>`,
    both: `<span class="badge b-red">${icon('clock', { size: 12, stroke: 2.4 })}Expires in 2 days</span>`,
  };
  const kpis = [
    ['box', '#e0f2fe', '#0284c7', 'Products', '248', '', ''],
    ['alert', '#fef3c7', '#d97706', 'Low stock', '7', '+2 since Monday', '#b45309'],
    ['clock', '#fee2e2', '#dc2626', 'Expire within 7 days', '4', 'check the dairy shelf', '#b91c1c'],
    ['wallet', '#d1fae5', G, 'Stock value', '€18,942', '+4.1%', G],
  ];
  const body = sidebar('Stock') + `<main class="main">${topbar('Stock')}
  <div class="content">
    <div class="hd"><h2>Products & stock</h2>
      <button class="btn">${icon('filter', { size: 16 })}Filters</button>
      <button class="btn">${icon('download', { size: 16 })}Export</button>
      <button class="btn pri">${icon('plus', { size: 16, stroke: 2.5 })}New product</button></div>
    <div class="kpis">${kpis.map(([ic, bg, fg, l, v, d, dc]) => `<div class="card kpi"><div class="ic" style="background:${bg};color:${fg}">${icon(ic, { size: 21 })}</div><div><small>${l}</small><b class="num">${v}${d ? `<em style="color:${dc}">${d}</em>` : ''}</b></div></div>`).join('')}</div>
    <div class="card tbl">
      <div class="tabs"><span class="on">All products<i>248</i></span><span>Low stock<i>7</i></span><span>Expiring soon<i>4</i></span><span>Archived<i>12</i></span>
        <div class="grow"></div><span style="font-weight:500">Sort: expiry date ${icon('down', { size: 14 })}</span></div>
      <table><thead><tr><th>Product</th><th>Category</th><th>Unit</th><th>In stock</th><th>Price</th><th>VAT</th><th>Expiry</th><th>Status</th></tr></thead><tbody>
      ${rows.map(([k, bg, nm, sku, cat, unit, q, max, pr, vat, exp, st]) => {
        const pct = Math.min(100, (q / max) * 100);
        const col = st === 'low' || st === 'both' ? '#f59e0b' : pct < 30 ? '#f59e0b' : G;
        return `<tr class="${st === 'both' ? 'crit' : st === 'low' ? 'warn' : ''}"><td><div class="pn">${pic(k, bg, 36)}<div><b>${nm}</b><small>${sku}</small></div></div></td>
        <td>${cat}</td><td><span class="badge b-slate">${unit}</span></td>
        <td><div class="lvl num"><div class="bar"><i style="width:${pct}%;background:${col}"></i></div>${unit === 'kg' ? q.toFixed(1) : q}</div></td>
        <td class="num">${money(pr)}</td><td class="num">${vat}</td><td class="num" style="${st === 'exp' || st === 'both' ? 'color:#b91c1c;font-weight:600' : ''}">${exp}</td><td>${status[st]}</td></tr>`;
      }).join('')}
      </tbody></table>
    </div>
  </div></main>`;
  return page({ css, body });
}

// Screen 3: sales report, with the CSV export dialog open.
function reports() {
  const r = rng(7);
  const days = Array.from({ length: 14 }, (_, i) => ({ d: i + 1, v: 520 + r() * 680 + (i % 7 === 5 ? 420 : 0) }));
  const max = 1800;
  const css = CSS + `
.content{padding:22px 24px;display:grid;grid-template-columns:1fr 330px;grid-template-rows:auto auto 1fr;gap:16px;flex:1;min-height:0}
.hd{grid-column:1/3;display:flex;align-items:center;gap:10px}
.hd h2{font-size:22px;margin-right:auto}
.range{display:flex;align-items:center;gap:8px;border:1px solid #e2e8f0;border-radius:10px;padding:8px 12px;background:#fff;font-weight:500;font-size:13px}
.kpis{grid-column:1/3;display:grid;grid-template-columns:repeat(4,1fr);gap:14px}
.kpi{padding:16px 18px}
.kpi small{color:#64748b;font-weight:500;font-size:12.5px}
.kpi b{display:block;font-size:24px;letter-spacing:-.02em;margin:2px 0}
.kpi em{font-style:normal;color:${G};font-weight:600;font-size:12px}
.chart{padding:18px 20px;grid-row:3}
.chart h3,.topp h3{font-size:15px}
.chart{display:flex;flex-direction:column}
.bars{display:flex;align-items:flex-end;gap:12px;flex:1;margin-top:16px;border-bottom:1px solid #e2e8f0;position:relative}
.bars .b{flex:1;border-radius:6px 6px 0 0;background:linear-gradient(#34d399,${G})}
.bars .b.we{background:linear-gradient(#6ee7b7,#10b981)}
.axis{display:flex;gap:12px;margin-top:6px;font-size:11px;color:#94a3b8;white-space:nowrap}
.axis span{flex:1;text-align:center}
.gl{position:absolute;left:0;right:0;border-top:1px dashed #e2e8f0;font-size:10.5px;color:#94a3b8}
.topp{padding:18px 20px;grid-row:3}
.tp{display:flex;align-items:center;gap:10px;padding:9px 0;border-bottom:1px solid #f1f5f9;font-size:13px}
.tp b{font-weight:600}.tp .v{margin-left:auto;font-weight:600}
.pay2{margin-top:18px}
.pay2 h4{font-size:13px;margin-bottom:10px}
.stack{display:flex;height:10px;border-radius:9px;overflow:hidden;gap:2px}
.leg{display:flex;justify-content:space-between;margin-top:10px;font-size:12px;color:#475569}
.leg i{display:inline-block;width:8px;height:8px;border-radius:2px;margin-right:5px}
.tp .sm{color:#64748b;font-size:12px;display:block}
.scrim{position:fixed;inset:0;background:rgba(15,23,42,.48);display:grid;place-items:center}
.modal{width:520px;background:#fff;border-radius:18px;box-shadow:0 30px 80px rgba(0,0,0,.35);overflow:hidden}
.mh{padding:20px 24px 12px;display:flex;align-items:flex-start;gap:14px}
.mh .ic{width:42px;height:42px;border-radius:12px;background:#d1fae5;color:${G};display:grid;place-items:center}
.mh h3{font-size:17px}.mh p{color:#64748b;font-size:13px}
.mb{padding:8px 24px 18px;display:flex;flex-direction:column;gap:14px}
.lbl{font-size:12.5px;font-weight:600;color:#334155;margin-bottom:6px}
.opts{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.opt{border:1px solid #e2e8f0;border-radius:10px;padding:10px 12px;font-size:13px;font-weight:600}
.opt small{display:block;color:#64748b;font-weight:400;font-size:11.5px}
.opt.on{border:2px solid ${G};background:#ecfdf5;padding:9px 11px}
.in{border:1px solid #cbd5e1;border-radius:10px;padding:9px 12px;display:flex;align-items:center;gap:8px;font-size:13px}
.two{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.ck{display:flex;gap:8px 16px;flex-wrap:wrap;font-size:13px}
.ck span{display:flex;align-items:center;gap:7px}
.box{width:17px;height:17px;border-radius:5px;border:1.5px solid #cbd5e1;display:grid;place-items:center;color:#fff}
.box.on{background:${G};border-color:${G}}
.mf{padding:14px 24px;background:#f8fafc;border-top:1px solid #e2e8f0;display:flex;gap:10px;justify-content:flex-end;align-items:center}
.mf small{margin-right:auto;color:#64748b}
`;
  const total = days.reduce((a, d) => a + d.v, 0);
  const body = sidebar('Reports') + `<main class="main">${topbar('Reports')}
  <div class="content">
    <div class="hd"><h2>Sales report</h2><div class="range">${icon('calendar', { size: 16 })}1 – 14 June 2025 ${icon('down', { size: 14 })}</div><button class="btn pri">${icon('download', { size: 16 })}Export</button></div>
    <div class="kpis">
      <div class="card kpi"><small>Revenue</small><b class="num">${money(total, '€', 0)}</b><em>▲ 12.4% vs. May</em></div>
      <div class="card kpi"><small>Sales</small><b class="num">1,186</b><em>▲ 6.1%</em></div>
      <div class="card kpi"><small>Average basket</small><b class="num">€10.71</b><em>▲ 5.9%</em></div>
      <div class="card kpi"><small>Proforma invoices</small><b class="num">23</b><em style="color:#64748b">18 paid</em></div>
    </div>
    <div class="card chart"><h3>Daily revenue</h3>
      <div class="bars">${[1500, 1000, 500].map((v) => `<div class="gl" style="bottom:${(v / max) * 100}%">€${v.toLocaleString('en-US')}</div>`).join('')}
      ${days.map((d) => `<div class="b ${d.d % 7 === 6 ? 'we' : ''}" style="height:${(d.v / max) * 100}%"></div>`).join('')}</div>
      <div class="axis">${days.map((d) => `<span>${d.d === 1 ? '1 Jun' : d.d}</span>`).join('')}</div></div>
    <div class="card topp"><h3>Top products</h3>
      ${[['bread', '#fef3c7', 'Country loaf 800 g', 412, 865.2], ['milk', '#dbeafe', 'Whole milk 1 l', 388, 345.32], ['apple', '#fee2e2', 'Royal Gala apples', 214.6, 515.04], ['coffee', '#fde68a', 'Ground coffee 250 g', 97, 446.2], ['oil', '#ecfccb', 'Olive oil 750 ml', 58, 420.5]]
        .map(([k, bg, nm, q, v]) => `<div class="tp">${pic(k, bg, 34)}<div><b>${nm}</b><span class="sm">${q} sold</span></div><span class="v num">${money(v)}</span></div>`).join('')}
      <div class="pay2"><h4>Payment methods</h4><div class="stack"><i style="width:54%;background:${G}"></i><i style="width:38%;background:#6ee7b7"></i><i style="width:8%;background:#cbd5e1"></i></div>
      <div class="leg"><span><i style="background:${G}"></i>Card 54%</span><span><i style="background:#6ee7b7"></i>Cash 38%</span><span><i style="background:#cbd5e1"></i>Transfer 8%</span></div></div></div>
  </div></main>
  <div class="scrim"><div class="modal">
    <div class="mh"><div class="ic">${icon('download', { size: 20 })}</div><div><h3>Export report</h3><p>Download the data behind this report as a spreadsheet.</p></div><div class="grow"></div>${icon('x', { size: 18, style: 'color:#94a3b8' })}</div>
    <div class="mb">
      <div><div class="lbl">Data</div><div class="opts">
        <div class="opt on">Sales<small>1,186 rows</small></div><div class="opt">Stock moves<small>3,402 rows</small></div><div class="opt">Invoices<small>1,209 rows</small></div></div></div>
      <div class="two"><div><div class="lbl">From</div><div class="in">${icon('calendar', { size: 15 })}01/06/2025</div></div>
        <div><div class="lbl">To</div><div class="in">${icon('calendar', { size: 15 })}14/06/2025</div></div></div>
      <div class="two"><div><div class="lbl">Format</div><div class="in">CSV (comma separated)<span class="grow"></span>${icon('down', { size: 14 })}</div></div>
        <div><div class="lbl">Delimiter</div><div class="in">Semicolon ( ; )<span class="grow"></span>${icon('down', { size: 14 })}</div></div></div>
      <div><div class="lbl">Columns</div><div class="ck">${[['Date & time', 1], ['Invoice no.', 1], ['Products', 1], ['VAT', 1], ['Discounts', 1]].map(([l, on]) => `<span><i class="box ${on ? 'on' : ''}">${on ? icon('check', { size: 12, stroke: 3 }) : ''}</i>${l}</span>`).join('')}</div></div>
    </div>
    <div class="mf"><small>sales_2025-06-01_2025-06-14.csv</small><button class="btn">Cancel</button><button class="btn pri">${icon('download', { size: 15 })}Export CSV</button></div>
  </div></div>`;
  return page({ css, body });
}

export default [counter, stock, reports];
