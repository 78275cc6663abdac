// Motorcycle Booking: React + Redux front end of a Rails API.
// Identity: charcoal side bar, warm orange accent, lots of white space.
import { page, icon, avatar } from '../lib/ui.mjs';
import { motorcycle } from '../lib/drawings.mjs';

const O = '#f97316';

const MODELS = [
  { name: 'Vento 690 Scrambler', tag: 'Scrambler', cc: 689, hp: 73, price: 89, body: '#f97316', style: 'naked', blob: '#ffedd5', desc: 'A light twin for gravel roads and city streets alike. Easy to ride, happy to wander.' },
  { name: 'Trailhawk 450', tag: 'Adventure', cc: 449, hp: 42, price: 69, body: '#0ea5e9', style: 'adventure', blob: '#e0f2fe', desc: 'Tall, narrow and patient: the bike for mountain passes and unpaved detours.' },
  { name: 'Aurelia Café 900', tag: 'Café racer', cc: 898, hp: 95, price: 119, body: '#16a34a', style: 'naked', blob: '#dcfce7', desc: 'Low bars, a long tank and a soulful triple. Sunday mornings were made for it.' },
  { name: 'Corsa 1000 R', tag: 'Sport', cc: 998, hp: 178, price: 149, body: '#dc2626', style: 'sport', blob: '#fee2e2', desc: 'Track-bred and road-legal. Experienced riders only, full licence required.' },
];

const CSS = `
body{display:flex;background:#fff;color:#18181b;font-family:Manrope,Inter,sans-serif}
.side{width:240px;height:800px;background:#18181b;color:#a1a1aa;display:flex;flex-direction:column;padding:28px 0}
.logo{display:flex;align-items:center;gap:10px;padding:0 22px 34px;white-space:nowrap;color:#fff;font-weight:800;font-size:18px;letter-spacing:-.02em}
.logo i{width:36px;height:36px;border-radius:50%;background:${O};display:grid;place-items:center;font-style:normal}
.nav a{display:flex;align-items:center;gap:14px;padding:13px 28px;font-weight:700;font-size:14px;letter-spacing:.02em;text-transform:uppercase}
.nav a.on{background:${O};color:#fff}
.nav .sec{padding:22px 28px 8px;font-size:11px;letter-spacing:.12em;color:#52525b;font-weight:700;text-transform:uppercase}
.side .sp{flex:1}
.me{margin:0 20px;display:flex;align-items:center;gap:10px;color:#e4e4e7;font-size:13px;font-weight:700;padding:12px;border-radius:12px;background:#27272a}
.me small{display:block;color:#a1a1aa;font-weight:500;font-size:12px}
.social{display:flex;gap:16px;padding:20px 28px 0;color:#71717a}
.main{flex:1;height:800px;position:relative;overflow:hidden}
.btn{display:inline-flex;align-items:center;gap:10px;border-radius:99px;padding:12px 22px;font-weight:800;font-size:14px;background:${O};color:#fff;border:0}
.btn.ghost{background:#fff;color:#18181b;border:1.5px solid #e4e4e7}
.dots{letter-spacing:4px;color:#d4d4d8;font-size:12px}
`;

function sidebar(active) {
  const link = (ic, l) => `<a class="${l === active ? 'on' : ''}">${icon(ic, { size: 18, stroke: 2.2 })}${l}</a>`;
  return `<aside class="side">
    <div class="logo"><i>${icon('pin', { size: 18, stroke: 2.4 })}</i>Weekend Riders</div>
    <nav class="nav">${link('grid', 'Models')}${link('calendar', 'Reserve')}${link('list', 'My reservations')}
      <div class="sec">Admin</div>${link('plus', 'Add model')}${link('trash', 'Delete model')}</nav>
    <div class="sp"></div>
    <div class="me">${avatar('Tomás Vidal', '#7c3aed', { size: 34 })}<div>Tomás Vidal<small>Rider · sign out</small></div></div>
  </aside>`;
}

// Screen 1: the fleet carousel.
function fleet() {
  const css = CSS + `
.head{text-align:center;padding:72px 0 16px}
.head h1{font-size:34px;letter-spacing:-.03em;font-weight:800}
.head p{color:#71717a;font-size:15px;margin-top:6px;font-family:Inter}
.head .dots{margin-top:14px}
.row3{display:flex;gap:28px;padding:30px 90px 0;justify-content:center}
.m{width:280px;text-align:center}
.pic{height:210px;display:grid;place-items:center;position:relative}
.pic .blob{position:absolute;width:200px;height:200px;border-radius:50%}
.pic svg{position:relative}
.m h3{font-size:18px;font-weight:800;margin-top:14px;letter-spacing:-.01em}
.m .tg{display:inline-block;margin-top:6px;font-size:11.5px;font-weight:800;text-transform:uppercase;letter-spacing:.1em;color:${O}}
.m p{color:#71717a;font-size:13.5px;line-height:1.55;margin:10px 8px 0;font-family:Inter}
.specs{display:flex;justify-content:center;gap:8px;margin-top:14px}
.specs span{border:1px solid #e4e4e7;border-radius:99px;padding:4px 11px;font-size:12px;font-weight:700;color:#3f3f46}
.price{margin-top:14px;font-weight:800;font-size:15px}
.price small{color:#a1a1aa;font-weight:600}
.arrow{position:absolute;top:360px;width:54px;height:46px;display:grid;place-items:center}
.arrow.l{left:0;background:#e4e4e7;color:#fff;border-radius:0 99px 99px 0;background:#d4d4d8}
.arrow.r{right:0;background:${O};color:#fff;border-radius:99px 0 0 99px}
.pager{display:flex;gap:8px;justify-content:center;margin-top:34px}
.pager i{width:8px;height:8px;border-radius:99px;background:#e4e4e7}
.pager i.on{width:26px;background:${O}}
`;
  const body = sidebar('Models') + `<main class="main">
    <div class="head"><h1>Latest models</h1><p>Pick a motorcycle for your next weekend ride</p><div class="dots">• • • • • • • • • • • • • • • • • •</div></div>
    <div class="row3">${MODELS.slice(0, 3).map((m) => `
      <div class="m"><div class="pic"><span class="blob" style="background:${m.blob}"></span>${motorcycle({ body: m.body, style: m.style, w: 270 })}</div>
        <span class="tg">${m.tag}</span><h3>${m.name}</h3>
        <div class="dots">• • • • • • • • • • •</div>
        <p>${m.desc}</p>
        <div class="specs"><span>${m.cc} cc</span><span>${m.hp} hp</span></div>
        <div class="price">€${m.price} <small>/ day</small></div></div>`).join('')}</div>
    <div class="pager"><i class="on"></i><i></i><i></i></div>
    <div class="arrow l">${icon('left', { size: 22, stroke: 2.6 })}</div>
    <div class="arrow r">${icon('right', { size: 22, stroke: 2.6 })}</div>
  </main>`;
  return page({ css, body });
}

// Screen 2: one model's details.
function details() {
  const m = MODELS[0];
  const css = CSS + `
.wrap{display:flex;height:800px;align-items:center;padding:0 56px 0 40px;gap:36px}
.stage{flex:1;position:relative;height:560px;display:grid;place-items:center}
.stage .blob{position:absolute;width:470px;height:470px;border-radius:50%;background:${m.blob}}
.stage svg{position:relative}
.colours{position:absolute;bottom:8px;left:50%;transform:translateX(-50%);display:flex;gap:10px;align-items:center;font-size:12.5px;font-weight:700;color:#71717a}
.colours i{width:22px;height:22px;border-radius:50%;border:3px solid #fff;box-shadow:0 0 0 1.5px #d4d4d8}
.colours i.on{box-shadow:0 0 0 2px ${O}}
.info{width:340px}
.info .tg{font-size:12px;font-weight:800;text-transform:uppercase;letter-spacing:.12em;color:${O}}
.info h1{font-size:32px;letter-spacing:-.03em;line-height:1.1;margin:6px 0 6px;text-align:right}
.info .sub{text-align:right;color:#71717a;font-size:13.5px;font-family:Inter}
.tbl{margin-top:22px;font-size:14px}
.tbl div{display:flex;justify-content:space-between;padding:11px 14px;font-family:Inter}
.tbl div:nth-child(odd){background:#f4f4f5}
.tbl b{font-weight:700}
.apr{margin:18px 0 6px;font-weight:800;font-size:14px;text-align:right}
.apr span{color:${O}}
.more{display:flex;justify-content:flex-end;align-items:center;gap:6px;font-weight:800;font-size:13px;margin-top:18px;letter-spacing:.02em}
.more i{display:inline-grid;place-items:center;width:26px;height:26px;border-radius:50%;background:#fef3c7;color:${O};font-style:normal}
.cta{display:flex;justify-content:flex-end;margin-top:26px}
.back{position:absolute;left:0;bottom:60px;width:54px;height:46px;display:grid;place-items:center;background:${O};color:#fff;border-radius:0 99px 99px 0}
`;
  const rows = [['Daily rate', '€89'], ['Deposit', '€300'], ['Engine', '689 cc parallel twin'], ['Power', '73 hp @ 8,500 rpm'], ['Seat height', '835 mm'], ['Weight', '184 kg (wet)'], ['Licence', 'A2 (restricted kit)']];
  const body = sidebar('Models') + `<main class="main"><div class="wrap">
    <div class="stage"><span class="blob"></span>${motorcycle({ body: m.body, style: m.style, w: 560 })}
      <div class="colours">Colour<i class="on" style="background:#f97316"></i><i style="background:#27272a"></i><i style="background:#e5e7eb"></i></div></div>
    <div class="info"><div class="tg" style="text-align:right">${m.tag}</div><h1>${m.name}</h1><div class="sub">Available in Lisbon, Porto and Faro</div>
      <div class="tbl">${rows.map(([k, v]) => `<div><span>${k}</span><b>${v}</b></div>`).join('')}</div>
      <div class="apr">Reserve 3 days or more: <span>10% off</span></div>
      <div class="more">DISCOVER MORE MODELS <i>${icon('right', { size: 14, stroke: 3 })}</i></div>
      <div class="cta"><button class="btn">${icon('calendar', { size: 18, stroke: 2.2 })}Reserve ${icon('right', { size: 16, stroke: 2.6, style: 'margin-left:6px;background:#fff;color:' + O + ';border-radius:50%;padding:2px' })}</button></div>
    </div></div>
    <div class="back">${icon('left', { size: 22, stroke: 2.6 })}</div>
  </main>`;
  return page({ css, body });
}

// Screen 3: the reservation form and the rider's upcoming reservations.
function reserve() {
  const m = MODELS[2];
  const css = CSS + `
.wrap{display:grid;grid-template-columns:1fr 360px;gap:28px;padding:44px 44px}
.res{margin-top:18px!important}
h1{font-size:28px;letter-spacing:-.03em}
.lead{color:#71717a;font-family:Inter;margin:4px 0 24px;font-size:14px}
.form{display:flex;flex-direction:column;gap:16px}
.fl{font-size:12px;font-weight:800;letter-spacing:.08em;text-transform:uppercase;color:#52525b;margin-bottom:7px}
.sel{display:flex;align-items:center;gap:10px;border:1.5px solid #e4e4e7;border-radius:12px;padding:12px 14px;font-weight:700;font-size:14px}
.sel .grow{flex:1}
.two{display:grid;grid-template-columns:1fr 1fr;gap:14px}
.cal{border:1.5px solid #e4e4e7;border-radius:14px;padding:14px 16px;font-family:Inter}
.cal .mh{display:flex;align-items:center;justify-content:space-between;font-weight:700;font-family:Manrope;margin-bottom:8px}
.cal .mh span{display:flex;gap:8px;color:#71717a}
.days{display:grid;grid-template-columns:repeat(7,1fr);text-align:center;font-size:13px;row-gap:3px}
.days b{font-size:11px;color:#a1a1aa;font-weight:600;padding-bottom:4px}
.days i{font-style:normal;padding:6px 0}
.days i.off{color:#d4d4d8}
.days i.in{background:#ffedd5;color:#9a3412;font-weight:600}
.days i.s{background:${O};color:#fff;font-weight:700;border-radius:99px 0 0 99px}
.days i.e{background:${O};color:#fff;font-weight:700;border-radius:0 99px 99px 0}
.sum{border-radius:20px;background:#18181b;color:#fff;padding:22px;align-self:start}
.sum .pic{background:${m.blob};border-radius:14px;display:grid;place-items:center;padding:12px 0 4px}
.sum h3{font-size:18px;margin-top:16px}
.sum .tg{color:#fdba74;font-size:11.5px;font-weight:800;letter-spacing:.1em;text-transform:uppercase}
.sum .ln{display:flex;justify-content:space-between;font-family:Inter;font-size:13.5px;color:#d4d4d8;padding:7px 0;border-bottom:1px solid #27272a}
.sum .ln b{color:#fff}
.sum .tot{display:flex;justify-content:space-between;align-items:baseline;margin-top:12px;font-weight:800}
.sum .tot b{font-size:26px}
.sum .btn{width:100%;justify-content:center;margin-top:16px;padding:14px}
.res{margin-top:6px}
.res h2{font-size:16px;margin:8px 0 10px}
.r{display:flex;align-items:center;gap:14px;padding:12px 14px;border:1.5px solid #f4f4f5;border-radius:14px;margin-bottom:8px;font-family:Inter;font-size:13.5px}
.r .dt{width:46px;text-align:center;border-radius:10px;background:#f4f4f5;padding:5px 0;font-weight:800;font-family:Manrope;line-height:1.1}
.r .dt small{display:block;font-size:10px;color:${O};letter-spacing:.08em}
.r b{display:block;font-family:Manrope}
.r .c{margin-left:auto;color:#dc2626;font-weight:700;font-size:13px;display:flex;align-items:center;gap:5px}
`;
  const start = 6; // June 2025 starts on a Sunday -> 6 blanks in a Monday-first grid
  const cells = [];
  for (let i = 0; i < start; i++) cells.push(`<i class="off">${26 + i}</i>`);
  for (let d = 1; d <= 30; d++) cells.push(`<i class="${d === 20 ? 's' : d === 22 ? 'e' : d === 21 ? 'in' : d < 14 ? 'off' : ''}">${d}</i>`);
  while (cells.length % 7) cells.push(`<i class="off">${cells.length - 35}</i>`);
  const body = sidebar('Reserve') + `<main class="main"><div class="wrap">
    <section><h1>Reserve a motorcycle</h1><p class="lead">Choose a model, a city and the days you want to ride.</p>
      <div class="form">
        <div class="two"><div><div class="fl">Model</div><div class="sel">${icon('grid', { size: 17 })}<span class="grow">${m.name}</span>${icon('down', { size: 16 })}</div></div>
          <div><div class="fl">City</div><div class="sel">${icon('pin', { size: 17 })}<span class="grow">Porto</span>${icon('down', { size: 16 })}</div></div></div>
        <div><div class="fl">Dates · Fri 20 – Sun 22 June</div><div class="cal"><div class="mh">June 2025<span>${icon('left', { size: 16 })}${icon('right', { size: 16 })}</span></div>
          <div class="days">${['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'].map((d) => `<b>${d}</b>`).join('')}${cells.join('')}</div></div></div>
      </div>
      <div class="res"><h2>Upcoming reservations</h2>
        <div class="r"><div class="dt">05<small>JUL</small></div><div><b>Trailhawk 450</b>Faro · 2 days</div><span class="c">${icon('x', { size: 15, stroke: 2.4 })}Cancel</span></div>
        <div class="r"><div class="dt">02<small>AUG</small></div><div><b>Vento 690 Scrambler</b>Lisbon · 3 days</div><span class="c">${icon('x', { size: 15, stroke: 2.4 })}Cancel</span></div>
      </div>
    </section>
    <aside class="sum"><div class="pic">${motorcycle({ body: m.body, style: m.style, w: 270 })}</div>
      <div class="tg" style="margin-top:16px">${m.tag}</div><h3 style="margin-top:2px">${m.name}</h3>
      <div style="margin-top:12px">
        <div class="ln"><span>Pick-up</span><b>Fri 20 Jun · Porto</b></div>
        <div class="ln"><span>Return</span><b>Sun 22 Jun · 19:00</b></div>
        <div class="ln"><span>3 days × €119</span><b>€357.00</b></div>
        <div class="ln"><span>3-day discount</span><b style="color:#fdba74">−€35.70</b></div>
      </div>
      <div class="tot"><span>Total</span><b>€321.30</b></div>
      <button class="btn">${icon('check', { size: 18, stroke: 2.6 })}Confirm reservation</button></aside>
  </div></main>`;
  return page({ css, body });
}

export default [fleet, details, reserve];
