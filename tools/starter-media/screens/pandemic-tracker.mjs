// Pandemic Tracker: React + Redux, data from a public REST API.
// Identity: dark navy dashboard with a rose accent. All figures are invented.
import { page, icon, n, rng, smoothPath, toPoints } from '../lib/ui.mjs';
import { flag } from '../lib/drawings.mjs';

const R = '#f43f5e';
const TEAL = '#2dd4bf';
const AMB = '#fbbf24';

const CSS = `
body{background:#0b1120;color:#e2e8f0}
.nav{height:62px;display:flex;align-items:center;gap:18px;padding:0 32px;border-bottom:1px solid #1e293b;background:#0f172a}
.logo{display:flex;align-items:center;gap:10px;font-weight:800;font-size:17px;color:#fff;letter-spacing:-.01em}
.logo i{width:32px;height:32px;border-radius:9px;background:${R};display:grid;place-items:center;font-style:normal}
.nav a{color:#94a3b8;font-weight:500;font-size:14px}
.nav a.on{color:#fff}
.nav .sp{flex:1}
.upd{font-size:12.5px;color:#94a3b8;display:flex;align-items:center;gap:7px}
.upd i{width:7px;height:7px;border-radius:50%;background:${TEAL};box-shadow:0 0 0 4px rgba(45,212,191,.15)}
.panel{background:#111a2e;border:1px solid #1e293b;border-radius:16px}
.lbl{font-size:12px;text-transform:uppercase;letter-spacing:.08em;color:#94a3b8;font-weight:600}
`;

function series(seed, len, base, wave, trend = 0) {
  const r = rng(seed);
  return Array.from({ length: len }, (_, i) => base + Math.sin(i / 9) * wave + Math.sin(i / 3.3) * wave * 0.25 + r() * wave * 0.3 + i * trend);
}

function spark(vals, color, w = 120, h = 36) {
  const pts = toPoints(vals, w, h);
  const d = smoothPath(pts);
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><path d="${d}" fill="none" stroke="${color}" stroke-width="2"/></svg>`;
}

function area(vals, color, w, h, id) {
  const pts = toPoints(vals, w, h, { min: 0 });
  const d = smoothPath(pts);
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity=".35"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient></defs>
    <path d="${d} L${w},${h} L0,${h}Z" fill="url(#${id})"/><path d="${d}" fill="none" stroke="${color}" stroke-width="2.5" vector-effect="non-scaling-stroke"/>`;
}

// Screen 1: the world overview and the list of countries.
function overview() {
  const css = CSS + `
.wrap{padding:24px 32px;display:grid;grid-template-columns:1fr 320px;grid-template-rows:1fr auto auto;gap:20px}
.hero{padding:22px 24px;grid-column:1;display:flex;flex-direction:column}
.hero svg.ar{flex:1;min-height:120px;width:100%}
.hero h1{font-size:26px;letter-spacing:-.02em;color:#fff}
.hero .sub{color:#94a3b8;font-size:13.5px}
.stats{display:flex;gap:34px;margin:18px 0 6px}
.stats b{display:block;font-size:26px;color:#fff;letter-spacing:-.02em}
.stats span{font-size:12.5px;color:#94a3b8;display:flex;align-items:center;gap:6px}
.stats span i{width:8px;height:8px;border-radius:2px}
.side{grid-row:1/3;grid-column:2;padding:20px;display:flex;flex-direction:column}
.side h3{font-size:15px;color:#fff;margin-bottom:10px}
.rk{display:flex;align-items:center;gap:12px;padding:10px 0;border-bottom:1px solid #1e293b;font-size:13.5px}
.rk .pos{width:20px;color:#64748b;font-weight:600}
.rk b{color:#fff;font-weight:600}
.rk .v{margin-left:auto;text-align:right}
.rk .v small{display:block;color:${R};font-size:11.5px}
.tools{grid-column:1;display:flex;gap:12px;align-items:center}
.search{flex:1;display:flex;align-items:center;gap:10px;background:#111a2e;border:1px solid #334155;border-radius:12px;padding:11px 16px;color:#e2e8f0}
.search .cur{width:1.5px;height:18px;background:${R};margin-left:-8px}
.pill{padding:9px 14px;border-radius:12px;border:1px solid #1e293b;background:#111a2e;color:#94a3b8;font-weight:500;font-size:13px;display:flex;align-items:center;gap:8px}
.pill.on{background:${R};color:#fff;border-color:${R}}
.tiles{grid-column:1/3;display:grid;grid-template-columns:repeat(4,1fr);gap:14px}
.tile{padding:16px 18px;position:relative}
.tile .hd{display:flex;align-items:center;gap:10px}
.tile .hd b{color:#fff;font-size:15px}
.tile .go{margin-left:auto;color:#475569}
.tile .num2{font-size:22px;color:#fff;font-weight:700;letter-spacing:-.02em;margin-top:12px}
.tile .dl{font-size:12px;color:${R};font-weight:600}
.tile svg.sp{position:absolute;right:16px;bottom:14px}
`;
  const world = series(3, 60, 420, 120, 2.2).map((v) => v * 1000);
  const countries = [
    ['France', 4218450, '+12,304', 11], ['Italy', 3702119, '+9,870', 12], ['Germany', 3451222, '+8,112', 13], ['Poland', 2317043, '+6,455', 14],
    ['Colombia', 2389007, '+7,221', 15], ['Netherlands', 1448802, '+4,901', 16], ['Sweden', 1109520, '+3,110', 17], ['Japan', 948304, '+2,876', 18],
  ];
  const top = [['France', '4.22 M', '+0.29%'], ['Italy', '3.70 M', '+0.27%'], ['Germany', '3.45 M', '+0.24%'], ['Colombia', '2.39 M', '+0.30%'], ['Poland', '2.32 M', '+0.28%'], ['Netherlands', '1.45 M', '+0.34%'], ['Indonesia', '1.41 M', '+0.41%']];
  const body = `<nav class="nav"><div class="logo"><i>${icon('pulse', { size: 18, stroke: 2.4 })}</i>Pandemic Tracker</div>
    <a class="on">Overview</a><a>Countries</a><a>About the data</a><div class="sp"></div>
    <span class="upd"><i></i>Updated today, 08:00 UTC</span>${icon('refresh', { size: 18, style: 'color:#94a3b8' })}</nav>
  <div class="wrap">
    <section class="panel hero">
      <div class="row" style="align-items:flex-start"><div><h1>World</h1><div class="sub">Daily figures · 14 March 2021</div></div><div class="grow"></div>
        <div class="row" style="gap:8px">${['7 d', '30 d', '60 d', 'All'].map((r) => `<span class="pill ${r === '60 d' ? 'on' : ''}" style="padding:5px 11px">${r}</span>`).join('')}</div></div>
      <div class="stats">
        <div><b class="num">${n(119803344)}</b><span><i style="background:${R}"></i>Confirmed</span></div>
        <div><b class="num">${n(67960112)}</b><span><i style="background:${TEAL}"></i>Recovered</span></div>
        <div><b class="num">${n(2651204)}</b><span><i style="background:${AMB}"></i>Deaths</span></div>
        <div><b class="num" style="color:${R}">+${n(498231)}</b><span>New today</span></div>
      </div>
      <svg class="ar" viewBox="0 0 800 150" preserveAspectRatio="none" style="display:block;margin-top:10px">
        ${[30, 70, 110].map((y) => `<line x1="0" x2="800" y1="${y}" y2="${y}" stroke="#1e293b" vector-effect="non-scaling-stroke"/>`).join('')}
        ${area(world, R, 800, 150, 'w')}</svg>
    </section>
    <aside class="panel side"><h3>Most confirmed cases</h3>
      ${top.map(([c, v, d], i) => `<div class="rk"><span class="pos">${i + 1}</span>${flag(c, 26, 18, 3)}<b>${c}</b><span class="v num"><b>${v}</b><small>${d}</small></span></div>`).join('')}
      <div class="grow"></div>
      <div style="font-size:12px;color:#64748b;margin-top:12px">Figures are cached in the Redux store: going back to this list is instant.</div></aside>
    <div class="tools"><div class="search">${icon('search', { size: 18, style: 'color:#94a3b8' })}<span style="color:#64748b">Search a country…</span><span class="grow"></span><span style="font-size:12px;color:#64748b">194 countries</span></div>
      <span class="pill on">${icon('globe', { size: 15 })}All regions</span><span class="pill">Europe</span><span class="pill">Americas</span><span class="pill">Asia</span></div>
    <div class="tiles">${countries.map(([c, v, d, seed]) => `<div class="panel tile"><div class="hd">${flag(c, 28, 19, 3)}<b>${c}</b><span class="go">${icon('right', { size: 16 })}</span></div>
      <div class="num2 num">${n(v)}</div><div class="dl num">${d} today</div>${spark(series(seed, 30, 50, 20, 0.6), R, 96, 30).replace('<svg', '<svg class="sp"')}</div>`).join('')}</div>
  </div>`;
  return page({ css, body });
}

// Screen 2: one country in detail.
function country() {
  const css = CSS + `
.wrap{padding:22px 32px;display:grid;grid-template-columns:repeat(4,1fr);gap:16px}
.title{grid-column:1/5;display:flex;align-items:center;gap:16px}
.title h1{font-size:30px;color:#fff;letter-spacing:-.02em}
.title .sub{color:#94a3b8;font-size:13.5px}
.back{width:40px;height:40px;border-radius:12px;border:1px solid #334155;display:grid;place-items:center;color:#cbd5e1}
.k{padding:18px 20px}
.k b{display:block;font-size:26px;color:#fff;letter-spacing:-.02em;margin:6px 0 2px}
.k small{font-size:12.5px;font-weight:600}
.k .bar{height:4px;border-radius:9px;margin-top:12px}
.chart{grid-column:1/4;padding:20px 22px}
.chart .hd{display:flex;align-items:center;gap:18px}
.chart h3{color:#fff;font-size:16px;margin-right:auto}
.leg{display:flex;gap:16px;font-size:12.5px;color:#94a3b8}
.leg span{display:flex;align-items:center;gap:6px}
.leg i{width:10px;height:3px;border-radius:2px}
.yax{font-size:11px;fill:#64748b}
.facts{padding:20px}
.facts h3{color:#fff;font-size:15px;margin-bottom:8px}
.f{display:flex;justify-content:space-between;padding:9px 0;border-bottom:1px solid #1e293b;font-size:13.5px;color:#94a3b8}
.f b{color:#e2e8f0;font-weight:600}
.reg{grid-column:1/5;padding:8px 0 0;overflow:hidden}
th{font-size:11.5px;text-transform:uppercase;letter-spacing:.07em;color:#64748b;text-align:left;padding:8px 22px;font-weight:600}
td{padding:9px 22px;border-top:1px solid #1e293b;font-size:13.5px;color:#cbd5e1}
td:first-child{color:#fff;font-weight:600}
.mini{display:inline-block;width:90px;height:6px;border-radius:9px;background:#1e293b;vertical-align:middle;margin-right:8px;overflow:hidden}
.mini i{display:block;height:100%;background:${R};border-radius:9px}
`;
  const conf = series(21, 90, 120, 60, 0.8);
  const rec = conf.map((v, i) => v * 0.72 - 8 + Math.sin(i / 5) * 4);
  const dea = conf.map((v) => v * 0.07 + 4);
  const W = 860, H = 210;
  const line = (vals, c) => `<path d="${smoothPath(toPoints(vals, W, H, { min: 0, max: 260 }))}" fill="none" stroke="${c}" stroke-width="2.5"/>`;
  const regions = [
    ['Lombardy', 812400, 690120, 27884], ['Campania', 372118, 281010, 5402], ['Lazio', 301553, 244390, 6770], ['Veneto', 355980, 318044, 10012], ['Piedmont', 268233, 233120, 9840],
  ];
  const body = `<nav class="nav"><div class="logo"><i>${icon('pulse', { size: 18, stroke: 2.4 })}</i>Pandemic Tracker</div>
    <a>Overview</a><a class="on">Countries</a><a>About the data</a><div class="sp"></div>
    <span class="upd"><i></i>Updated today, 08:00 UTC</span>${icon('refresh', { size: 18, style: 'color:#94a3b8' })}</nav>
  <div class="wrap">
    <div class="title"><span class="back">${icon('left', { size: 18 })}</span>${flag('Italy', 54, 36, 6)}<div><h1>Italy</h1><div class="sub">Europe · population 59.6 M · 14 March 2021</div></div></div>
    ${[['Confirmed', '3,702,119', '+9,870 today', R], ['Recovered', '3,032,207', '+7,455 today', TEAL], ['Deaths', '102,499', '+190 today', AMB], ['Active', '567,413', '+2,225 today', '#818cf8']]
      .map(([l, v, d, c]) => `<div class="panel k"><span class="lbl">${l}</span><b class="num">${v}</b><small style="color:${c}">${d}</small><div class="bar" style="background:linear-gradient(90deg,${c},transparent)"></div></div>`).join('')}
    <div class="panel chart"><div class="hd"><h3>Last 90 days</h3><div class="leg"><span><i style="background:${R}"></i>New cases</span><span><i style="background:${TEAL}"></i>Recoveries</span><span><i style="background:${AMB}"></i>Deaths ×10</span></div></div>
      <svg width="${W}" height="${H + 24}" viewBox="0 0 ${W} ${H + 24}" style="margin-top:12px;overflow:visible">
        ${[0, 1, 2, 3].map((i) => `<line x1="0" x2="${W}" y1="${8 + i * 66}" y2="${8 + i * 66}" stroke="#1e293b"/>`).join('')}
        ${line(conf, R)}${line(rec, TEAL)}${line(dea.map((v) => v * 2), AMB)}
        ${['14 Dec', '1 Jan', '18 Jan', '4 Feb', '21 Feb', '14 Mar'].map((t, i) => `<text class="yax" x="${i * (W / 5)}" y="${H + 20}" text-anchor="${i === 0 ? 'start' : i === 5 ? 'end' : 'middle'}">${t}</text>`).join('')}
      </svg></div>
    <div class="panel facts"><h3>Country facts</h3>
      ${[['Tests performed', '45.3 M'], ['Tests per 1,000', '760'], ['Cases per 100k', '6,211'], ['Case fatality', '2.8%'], ['Peak day', '13 Nov 2020'], ['In hospital', '26,098'], ['In intensive care', '2,914']].map(([k, v]) => `<div class="f"><span>${k}</span><b class="num">${v}</b></div>`).join('')}</div>
    <div class="panel reg"><table><thead><tr><th>Region</th><th>Confirmed</th><th>Recovered</th><th>Deaths</th><th>Share of national cases</th></tr></thead><tbody>
      ${regions.slice(0, 3).map(([r, c, rc, d]) => `<tr><td>${r}</td><td class="num">${n(c)}</td><td class="num">${n(rc)}</td><td class="num">${n(d)}</td><td><span class="mini"><i style="width:${(c / 3702119) * 100 * 4}%"></i></span>${((c / 3702119) * 100).toFixed(1)}%</td></tr>`).join('')}
    </tbody></table></div>
  </div>`;
  return page({ css, body });
}

export default [overview, country];
