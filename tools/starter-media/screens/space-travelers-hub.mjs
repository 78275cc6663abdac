// Space Travelers' Hub: React Router pages for rockets, missions and a profile.
// Identity: crisp white pages, a planet logo, ocean-blue buttons, teal badges.
import { page, icon, avatar } from '../lib/ui.mjs';
import { rocketScene } from '../lib/drawings.mjs';

const B = '#0b6bcb';
const T = '#14a3b8';

const ROCKETS = [
  { name: 'Kestrel 1', seed: 1, stage: 1, sky: ['#0b1d51', '#3b82f6'], accent: '#ef4444', reserved: false,
    desc: 'A small two-stage launcher for light satellites. Kestrel 1 proved the engine family and still flies rideshare missions to low orbit twice a month.' },
  { name: 'Kestrel 9', seed: 2, stage: 3, sky: ['#1e1b4b', '#f97316'], accent: '#0ea5e9', reserved: true,
    desc: 'The reusable workhorse of the fleet: nine engines on the first stage, a booster that lands itself and a fairing wide enough for a crew capsule.' },
  { name: 'Aurora Heavy', seed: 3, stage: 3, boosters: true, sky: ['#020617', '#7c3aed'], accent: '#f59e0b', reserved: false,
    desc: 'Three cores strapped together for the heaviest payloads and lunar flybys. Side boosters return to the pad a few minutes after lift-off.' },
];

const CSS = `
body{background:#fff;color:#111827;font-family:Inter,sans-serif}
.hdr{height:92px;display:flex;align-items:center;padding:0 56px;border-bottom:1px solid #e5e7eb}
.logo{display:flex;align-items:center;gap:14px;font-size:26px;font-weight:600;letter-spacing:-.02em}
.hdr nav{margin-left:auto;display:flex;gap:26px;font-size:15px;align-items:center;color:${B}}
.hdr nav a.on{text-decoration:underline;text-underline-offset:5px}
.hdr nav .sep{width:1px;height:18px;background:#111827}
.btn{display:inline-block;padding:10px 16px;border-radius:5px;font-size:14px;border:1px solid transparent}
.blue{background:${B};color:#fff}
.ghost{background:#fff;color:#6b7280;border-color:#9ca3af}
.danger{background:#fff;color:#dc2626;border-color:#dc2626}
.badge{display:inline-block;font-size:12px;padding:3px 9px;border-radius:5px;font-weight:500;color:#fff;vertical-align:middle}
.teal{background:${T}}.grey{background:#6c757d}
`;

const planet = `<svg width="52" height="52" viewBox="0 0 52 52">
  <circle cx="26" cy="26" r="15" fill="#1d6fe0"/><path d="M26 11a15 15 0 0 1 0 30a11 15 0 0 0 0-30z" fill="#0b4fb0"/><path d="M16 20c4 2 9 1 12-2M14 29c6 1 12 5 22 0" stroke="#bae6fd" stroke-width="2" fill="none" opacity=".7"/>
  <ellipse cx="26" cy="27" rx="25" ry="7" fill="none" stroke="#f59e0b" stroke-width="2.5" transform="rotate(-18 26 27)"/>
  <path d="M48.6 19.6a25 7 -18 0 1 -38 16" stroke="#f59e0b" stroke-width="0" fill="none"/></svg>`;

function header(active) {
  const a = (l) => `<a class="${l === active ? 'on' : ''}">${l}</a>`;
  return `<header class="hdr"><div class="logo">${planet}Space Travelers' Hub</div><nav>${a('Rockets')}${a('Missions')}<span class="sep"></span>${a('My Profile')}</nav></header>`;
}

// Screen 1: rockets.
function rockets() {
  const css = CSS + `
.list{padding:26px 56px;display:flex;flex-direction:column;gap:26px}
.rk{display:flex;gap:26px}
.rk .img{width:330px;height:200px;flex:none;overflow:hidden}
.rk h2{font-size:24px;font-weight:500;margin:2px 0 10px}
.rk p{font-size:15.5px;line-height:1.6;color:#1f2937;max-width:760px}
.rk .btn{margin-top:14px}
`;
  const body = header('Rockets') + `<div class="list">${ROCKETS.map((r) => `
    <div class="rk"><div class="img">${rocketScene({ w: 330, h: 200, sky: r.sky, accent: r.accent, stage: r.stage, seed: r.seed, boosters: r.boosters })}</div>
      <div><h2>${r.name}</h2><p>${r.reserved ? '<span class="badge teal">Reserved</span> ' : ''}${r.desc}</p>
      <span class="btn ${r.reserved ? 'ghost' : 'blue'}">${r.reserved ? 'Cancel Reservation' : 'Reserve Rocket'}</span></div></div>`).join('')}</div>`;
  return page({ css, body });
}

const MISSIONS = [
  ['Meridian Relay', 'A constellation of six relay satellites that keeps crews on the far side of the Moon in touch with ground stations on Earth, day and night.', true],
  ['Lyra Comsat', 'A geostationary communications satellite bringing broadband to remote islands. Launch window opens at dawn; crowd viewing from the coast.', false],
  ['Halcyon-2', 'Second flight of the crewed orbital lab. Four travellers spend nine days in orbit running plant-growth and fluid experiments.', true],
  ['Tern Orbital', 'A cargo run to the orbital depot with water, food and spare parts, followed by a controlled return of the capsule to the Atlantic.', false],
  ['Boreas Sat', 'An Earth-observation satellite that watches sea ice and glaciers, sharing its pictures openly with universities and schools.', false],
  ['Cassia Cargo', 'Rideshare flight with thirty-two small satellites from student teams on four continents, each released on its own orbit.', false],
  ['Nimbus Weather', 'Two weather satellites in a shared orbit, scanning storms over the oceans every ten minutes to sharpen short-range forecasts.', false],
  ['Vega Ice Probe', 'A small probe that flies past a comet, maps its surface and sends back dust samples in a capsule three years later.', false],
];

// Screen 2: missions table.
function missions() {
  const css = CSS + `
.wrap{padding:24px 56px}
table{border:1px solid #dee2e6;font-size:14px}
th{text-align:left;padding:12px 14px;border:1px solid #dee2e6;font-size:15px;font-weight:700}
td{padding:12px 14px;border:1px solid #dee2e6;vertical-align:middle;line-height:1.55}
tr:nth-child(odd) td{background:#f2f2f2}
td:first-child{font-weight:700;width:150px;vertical-align:top}
td:nth-child(3),td:nth-child(4){width:150px;text-align:center;white-space:nowrap}
.btn{padding:7px 12px;font-size:13.5px}
`;
  const body = header('Missions') + `<div class="wrap"><table><thead><tr><th>Mission</th><th>Description</th><th>Status</th><th></th></tr></thead><tbody>
    ${MISSIONS.map(([m, d, joined]) => `<tr><td>${m}</td><td>${d}</td><td><span class="badge ${joined ? 'teal' : 'grey'}">${joined ? 'Active Member' : 'NOT A MEMBER'}</span></td>
      <td><span class="btn ${joined ? 'danger' : 'ghost'}">${joined ? 'Leave Mission' : 'Join Mission'}</span></td></tr>`).join('')}
  </tbody></table></div>`;
  return page({ css, body });
}

// Screen 3: the traveller's profile with their reservations.
function profile() {
  const css = CSS + `
.wrap{padding:30px 56px;display:grid;grid-template-columns:1fr 1fr;gap:36px}
.me{grid-column:1/3;display:flex;align-items:center;gap:18px;padding:20px 24px;border:1px solid #e5e7eb;border-radius:10px;background:linear-gradient(100deg,#f0f9ff,#fff 60%)}
.me h1{font-size:22px;font-weight:600}
.me p{color:#6b7280;font-size:14px}
.me .st{margin-left:auto;display:flex;gap:36px;text-align:center}
.me .st b{display:block;font-size:26px;color:${B}}
.me .st span{font-size:12.5px;color:#6b7280}
h2{font-size:24px;font-weight:500;margin-bottom:14px}
ul{list-style:none;border:1px solid #dee2e6;border-radius:6px}
li{padding:14px 18px;border-top:1px solid #dee2e6;font-size:15px;display:flex;align-items:center;gap:12px}
li:first-child{border-top:0}
li small{margin-left:auto;color:#6b7280;font-size:13px}
.th{width:56px;height:38px;border-radius:4px;overflow:hidden;flex:none}
.log{grid-column:1/3}
.log h2{margin-bottom:12px}
.fl{display:grid;grid-template-columns:repeat(3,1fr);gap:20px}
.fc{border:1px solid #dee2e6;border-radius:6px;overflow:hidden;display:flex}
.fc .pic{width:150px;height:96px;flex:none}
.fc div.t{padding:12px 14px;font-size:13.5px;color:#6b7280}
.fc b{display:block;color:#111827;font-size:15px;font-weight:600;margin-bottom:2px}
.next{margin-top:18px;border:1px solid #dee2e6;border-radius:6px;padding:16px 18px;display:flex;align-items:center;gap:14px}
.next .ic{width:42px;height:42px;border-radius:50%;background:#e0f2fe;color:${B};display:grid;place-items:center}
.next b{display:block;font-size:15px}
.next span{color:#6b7280;font-size:13.5px}
.cd{margin-left:auto;display:flex;gap:8px}
.cd div{background:#0f172a;color:#fff;border-radius:6px;padding:6px 9px;text-align:center;font-weight:600;font-size:16px;min-width:44px}
.cd small{display:block;font-size:9.5px;color:#94a3b8;font-weight:500;letter-spacing:.06em}
`;
  const joined = MISSIONS.filter((m) => m[2]);
  const body = header('My Profile') + `<div class="wrap">
    <div class="me">${avatar('Ana Lopes', B, { size: 56 })}<div><h1>Ana Lopes</h1><p>Traveller since March 2024 · Lisbon spaceport</p></div>
      <div class="st"><div><b>2</b><span>missions</span></div><div><b>1</b><span>rocket</span></div><div><b>3</b><span>flights taken</span></div></div></div>
    <section><h2>My Missions</h2><ul>${joined.map(([m]) => `<li>${icon('flag', { size: 17, style: `color:${T}` })}${m}<small>Active member</small></li>`).join('')}
      <li>${icon('flag', { size: 17, style: 'color:#9ca3af' })}<span style="color:#6b7280">Boreas Sat</span><small>Waiting list</small></li></ul>
      <div class="next"><span class="ic">${icon('calendar', { size: 19 })}</span><div><b>Halcyon-2 briefing</b><span>Crew training starts in</span></div>
        <div class="cd">${[['12', 'DAYS'], ['07', 'HRS'], ['45', 'MIN']].map(([v, l]) => `<div>${v}<small>${l}</small></div>`).join('')}</div></div></section>
    <section><h2>My Rockets</h2><ul>${ROCKETS.filter((r) => r.reserved).map((r) => `<li><span class="th">${rocketScene({ w: 56, h: 38, sky: r.sky, accent: r.accent, stage: r.stage, seed: r.seed + 10 })}</span>${r.name}<small>Seat 3A · 18 July 2025</small></li>`).join('')}</ul>
      <div class="next"><span class="ic">${icon('rocket', { size: 19 })}</span><div><b>Kestrel 9 · lift-off</b><span>Reservation confirmed, boarding pass ready</span></div>
        <span class="btn ghost" style="margin-left:auto">Cancel Reservation</span></div></section>
    <section class="log"><h2>Flight log</h2><div class="fl">
      ${[[ROCKETS[0], 'Tern Orbital', '12 January 2025 · 6 h in orbit', 21], [ROCKETS[1], 'Lyra Comsat', '3 Oct 2024 · dawn launch', 22], [ROCKETS[0], 'Cassia Cargo', '28 May 2024 · suborbital hop', 23]]
        .map(([r, m, d, seed]) => `<div class="fc"><span class="pic">${rocketScene({ w: 150, h: 96, sky: r.sky, accent: r.accent, stage: r.stage, seed })}</span><div class="t"><b>${m}</b>${r.name}<br>${d}</div></div>`).join('')}
    </div></section>
  </div>`;
  return page({ css, body });
}

export default [rockets, missions, profile];
