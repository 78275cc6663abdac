// Countries Browser: plain JavaScript modules + webpack, with a dark mode.
// Identity: cyan accent; screen 1 in light mode, screen 2 in dark mode.
import { page, icon, n } from '../lib/ui.mjs';
import { flag } from '../lib/drawings.mjs';

const C = '#0891b2';

const CSS = (dark) => `
body{font-family:Manrope,Inter,sans-serif;background:${dark ? '#1a1d24' : '#f4f6fa'};color:${dark ? '#f1f5f9' : '#111827'}}
.top{height:72px;display:flex;align-items:center;padding:0 64px;background:${dark ? '#242832' : '#fff'};box-shadow:0 2px 10px rgba(0,0,0,${dark ? '.25' : '.05'})}
.logo{display:flex;align-items:center;gap:10px;font-weight:800;font-size:19px;letter-spacing:-.02em}
.logo i{width:34px;height:34px;border-radius:50%;background:${C};color:#fff;display:grid;place-items:center;font-style:normal}
.top nav{display:flex;gap:26px;margin-left:48px;font-weight:600;font-size:14px;color:${dark ? '#94a3b8' : '#6b7280'}}
.top nav .on{color:${dark ? '#fff' : '#111827'}}
.mode{margin-left:auto;display:flex;align-items:center;gap:10px;font-weight:700;font-size:14px}
.sw{width:42px;height:24px;border-radius:99px;background:${dark ? C : '#d1d5db'};position:relative}
.sw::after{content:'';position:absolute;top:3px;left:${dark ? 21 : 3}px;width:18px;height:18px;border-radius:50%;background:#fff}
.el{background:${dark ? '#242832' : '#fff'};border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,${dark ? '.25' : '.06'})}
`;

// Screen 1: filtering the list as you type.
function list() {
  const css = CSS(false) + `
.wrap{padding:34px 64px}
.bar{display:flex;gap:16px;align-items:center}
.search{width:460px;display:flex;align-items:center;gap:14px;padding:15px 22px;font-size:15px;font-weight:600;border:2px solid ${C}}
.search .cur{width:2px;height:20px;background:${C};margin-left:-12px}
.search .x{margin-left:auto;color:#9ca3af}
.count{color:#6b7280;font-size:14px;font-weight:600}
.drop{margin-left:auto;width:210px;padding:15px 20px;display:flex;align-items:center;justify-content:space-between;font-weight:600;font-size:14px}
.chips{display:flex;gap:8px;margin-top:18px}
.chips span{padding:6px 14px;border-radius:99px;font-size:13px;font-weight:700;background:#fff;color:#4b5563;border:1px solid #e5e7eb}
.chips span.on{background:#cffafe;color:#155e75;border-color:#a5f3fc}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:36px 44px;margin-top:26px}
.card{overflow:hidden;border:1px solid #e8ebf1}
.card .f{height:150px;border-bottom:1px solid #eef0f4}
.card .b{padding:18px 22px 22px}
.card h3{font-size:17px;font-weight:800;margin-bottom:10px}
.card p{font-size:13.5px;color:#374151;line-height:1.7}
.card p b{font-weight:700;color:#111827}
mark{background:#cffafe;color:inherit;border-radius:3px;padding:0 1px}
`;
  const rows = [
    ['Finland', 'Fin', 5603851, 'Europe', 'Helsinki'],
    ['Iceland', 'Ice', 387758, 'Europe', 'Reykjavík'],
    ['Ireland', 'Ire', 5262382, 'Europe', 'Dublin'],
    ['Netherlands', 'Nether', 17953000, 'Europe', 'Amsterdam'],
    ['Poland', 'Po', 36620970, 'Europe', 'Warsaw'],
    ['Switzerland', 'Switzer', 8902308, 'Europe', 'Bern'],
  ];
  const body = `<header class="top"><div class="logo"><i>${icon('globe', { size: 19 })}</i>Countries Browser</div>
    <nav><span class="on">Countries</span><span>Regions</span><span>Compare</span></nav>
    <div class="mode">${icon('sun', { size: 18 })}<span class="sw"></span>${icon('moon', { size: 17 })}</div></header>
  <div class="wrap">
    <div class="bar"><div class="el search">${icon('search', { size: 19, style: `color:${C}` })}<span>land</span><span class="cur"></span><span class="x">${icon('x', { size: 17 })}</span></div>
      <span class="count">6 of 250 countries</span>
      <div class="el drop">Europe ${icon('down', { size: 16 })}</div></div>
    <div class="chips">${['All', 'Africa', 'Americas', 'Asia', 'Europe', 'Oceania'].map((r) => `<span class="${r === 'Europe' ? 'on' : ''}">${r}</span>`).join('')}</div>
    <div class="grid">${rows.map(([nm, pre, pop, reg, cap]) => `<div class="el card"><div class="f">${flag(nm, 265, 150)}</div>
      <div class="b"><h3>${pre}<mark>land</mark>${nm.slice(pre.length + 4)}</h3>
      <p><b>Population:</b> ${n(pop)}<br><b>Region:</b> ${reg}<br><b>Capital:</b> ${cap}</p></div></div>`).join('')}</div>
  </div>`;
  return page({ css, body });
}

// Screen 2: a country's detail page, in dark mode.
function detail() {
  const css = CSS(true) + `
.wrap{padding:40px 64px}
.back{display:inline-flex;align-items:center;gap:10px;padding:10px 26px;font-weight:600;font-size:14px}
.main{display:grid;grid-template-columns:560px 1fr;gap:90px;margin-top:56px;align-items:center}
.fl{border-radius:10px;overflow:hidden;box-shadow:0 20px 50px rgba(0,0,0,.45)}
h1{font-size:34px;font-weight:800;letter-spacing:-.02em}
.sub{color:#94a3b8;font-weight:600;margin-top:2px}
.cols{display:grid;grid-template-columns:1fr 1fr;gap:28px;margin-top:26px;font-size:15px;line-height:2}
.cols b{font-weight:700}
.cols span{color:#cbd5e1}
.bd{margin-top:30px;display:flex;align-items:center;gap:10px;flex-wrap:wrap;font-size:15px}
.bd b{margin-right:6px}
.bd .el{display:flex;align-items:center;gap:8px;padding:6px 14px;font-size:13.5px;font-weight:600;color:#e2e8f0}
.facts{display:grid;grid-template-columns:repeat(4,1fr);gap:20px;margin-top:54px}
.fact{padding:18px 20px}
.fact small{color:#94a3b8;font-weight:700;font-size:12px;text-transform:uppercase;letter-spacing:.08em;display:flex;align-items:center;gap:8px}
.fact b{display:block;font-size:22px;margin-top:6px;letter-spacing:-.01em}
`;
  const L = (k, v) => `<b>${k}:</b> <span>${v}</span><br>`;
  const body = `<header class="top"><div class="logo"><i>${icon('globe', { size: 19 })}</i>Countries Browser</div>
    <nav><span class="on">Countries</span><span>Regions</span><span>Compare</span></nav>
    <div class="mode">${icon('sun', { size: 18 })}<span class="sw"></span>${icon('moon', { size: 17 })}</div></header>
  <div class="wrap">
    <div class="el back">${icon('left', { size: 17, stroke: 2.4 })}Back</div>
    <div class="main"><div class="fl">${flag('Switzerland', 560, 373)}</div>
      <div><h1>Switzerland</h1><div class="sub">Swiss Confederation · Schweiz · Suisse · Svizzera</div>
        <div class="cols"><div>${L('Population', n(8902308))}${L('Region', 'Europe')}${L('Sub region', 'Western Europe')}${L('Capital', 'Bern')}</div>
          <div>${L('Top level domain', '.ch')}${L('Currencies', 'Swiss franc (CHF)')}${L('Languages', 'German, French, Italian, Romansh')}${L('Calling code', '+41')}</div></div>
        <div class="bd"><b>Border countries:</b>${['Austria', 'France', 'Germany', 'Italy'].map((c) => `<span class="el">${flag(c, 20, 14, 2)}${c}</span>`).join('')}<span class="el">Liechtenstein</span></div>
      </div></div>
    <div class="facts">${[['pin', 'Area', '41,284 km²'], ['users', 'Density', '216 / km²'], ['clock', 'Time zone', 'UTC+01:00'], ['car', 'Drives on the', 'Right']].map(([ic, k, v]) => `<div class="el fact"><small>${icon(ic, { size: 15, style: `color:${C}` })}${k}</small><b>${v}</b></div>`).join('')}</div>
  </div>`;
  return page({ css, body });
}

export default [list, detail];
