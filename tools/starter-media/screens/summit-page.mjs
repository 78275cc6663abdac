// Summit Page: the landing page of an (invented) open-culture summit.
// Identity: coral red and charcoal on a light geometric background.
import { page, icon } from '../lib/ui.mjs';

const CO = '#ec5242';
const CH = '#272a31';

function landing() {
  const css = `
body{background:#f7f7f7;color:${CH};font-family:Lato,Inter,sans-serif}
.tb{height:34px;background:${CH};color:#d1d5db;display:flex;align-items:center;justify-content:flex-end;gap:22px;padding:0 110px;font-size:12.5px}
.tb .ic{display:flex;gap:14px;margin-right:auto}
.nav{height:74px;background:#fff;display:flex;align-items:center;padding:0 110px;gap:30px;box-shadow:0 2px 8px rgba(0,0,0,.05);position:relative;z-index:2}
.logo{display:flex;align-items:center;gap:10px;font-family:Manrope,Inter;font-weight:800;font-size:20px;letter-spacing:-.02em;margin-right:auto}
.logo svg{flex:none}
.nav a{font-size:14.5px;font-weight:600;color:#4b5563}
.nav a.on{color:${CO}}
.nav .cta{border:2px solid ${CO};color:${CO};padding:7px 14px;font-weight:700;font-size:13.5px}
.hero{height:424px;position:relative;overflow:hidden;padding:36px 110px 0}
.hero svg.bg{position:absolute;inset:0}
.hero > div{position:relative}
.hello{color:${CO};font-size:22px;font-weight:700;font-style:italic}
h1{font-family:Manrope,Inter;font-size:56px;line-height:1.02;font-weight:800;letter-spacing:-.03em;margin-top:8px;
  background:linear-gradient(100deg,${CO} 0%,#d6385c 45%,${CH} 100%);-webkit-background-clip:text;background-clip:text;color:transparent;max-width:780px}
.intro{margin-top:18px;max-width:640px;background:rgba(255,255,255,.92);border:2px solid #fff;box-shadow:0 0 0 1px #e5e7eb;padding:16px 20px;font-size:15px;line-height:1.65;color:#374151}
.when{margin-top:16px;font-family:Manrope,Inter;font-weight:800;font-size:30px;letter-spacing:-.01em}
.where{font-size:15px;color:#4b5563;margin-top:2px}
.prog{background:${CH};height:268px;padding:26px 110px;position:relative;color:#fff}
.prog::before{content:'';position:absolute;inset:0;background:repeating-linear-gradient(135deg,rgba(255,255,255,.025) 0 2px,transparent 2px 14px)}
.prog h2{text-align:center;font-family:Manrope,Inter;font-size:24px;position:relative}
.prog h2::after{content:'';display:block;width:46px;height:2px;background:${CO};margin:12px auto 0}
.cards{display:grid;grid-template-columns:repeat(5,1fr);gap:12px;margin-top:20px;position:relative}
.card{background:rgba(255,255,255,.08);padding:14px 14px 16px;text-align:center;border:1px solid rgba(255,255,255,.08)}
.card .ci{width:46px;height:46px;margin:0 auto 10px;color:#fff;display:grid;place-items:center;border-radius:50%;background:rgba(236,82,66,.18)}
.card b{display:block;color:${CO};font-size:16px;margin-bottom:6px;font-family:Manrope,Inter}
.card p{font-size:13px;color:#d1d5db;line-height:1.5}
`;
  // geometric background: concentric arcs, dots and stripes
  let bg = `<rect width="1280" height="480" fill="#f4f4f4"/>`;
  for (let i = 0; i < 9; i++) bg += `<circle cx="1090" cy="250" r="${60 + i * 38}" fill="none" stroke="${i % 3 === 0 ? CO : '#d9d9d9'}" stroke-width="${i % 3 === 0 ? 2 : 1}" opacity="${i % 3 === 0 ? 0.35 : 0.9}"/>`;
  for (let y = 0; y < 9; y++) for (let x = 0; x < 7; x++) bg += `<circle cx="${880 + x * 22}" cy="${60 + y * 22}" r="2.4" fill="#cfcfcf"/>`;
  bg += `<path d="M700 480L1280 0V120L840 480Z" fill="#fff" opacity=".55"/><path d="M0 420L380 480H0Z" fill="${CO}" opacity=".08"/>`;
  bg += `<rect x="1010" y="170" width="160" height="160" fill="none" stroke="${CH}" stroke-width="1.5" opacity=".25" transform="rotate(45 1090 250)"/>`;
  const logo = `<svg width="38" height="38" viewBox="0 0 38 38"><circle cx="19" cy="19" r="17" fill="none" stroke="${CH}" stroke-width="3"/><path d="M19 7a12 12 0 010 24z" fill="${CO}"/><circle cx="19" cy="19" r="5" fill="#fff"/></svg>`;
  const cards = [
    ['comment', 'Lecture', 'Talks from makers who share their work openly and the people who build on it.'],
    ['users', 'Forum', 'Open discussions on licences, libraries, archives and public money for public code.'],
    ['grid', 'Workshop', 'Hands-on sessions: publish a data set, pick a licence, document a project.'],
    ['globe', 'Exhibition', 'A gallery of remixes: music, photos and games made from shared works.'],
    ['link', 'Networking', 'Meet the community after hours, on the river terrace, with local food.'],
  ];
  const body = `<div class="tb"><span class="ic">${icon('globe', { size: 14 })}${icon('mail', { size: 14 })}${icon('share', { size: 14 })}</span><span>English</span><span>My page</span><span>Sign out</span></div>
  <header class="nav"><div class="logo">${logo}Open Commons Summit</div>
    <a class="on">About</a><a>Program</a><a>Speakers</a><a>Partners</a><a>News</a><a class="cta">Get your ticket</a></header>
  <section class="hero"><svg class="bg" width="1280" height="480" viewBox="0 0 1280 480">${bg}</svg>
    <div><div class="hello">“Hello, makers and sharers!”</div>
      <h1>OPEN COMMONS GLOBAL SUMMIT 2025</h1>
      <p class="intro">Three days of talks, workshops and late conversations about sharing knowledge, art and code. Meet the people who keep the commons open and learn how to add your own work to it.</p>
      <div class="when">2025. 10. 02 (Thu) ~ 04 (Sat)</div>
      <div class="where">@ Riverside Hall, Lisbon</div></div></section>
  <section class="prog"><h2>Main Program</h2>
    <div class="cards">${cards.map(([ic, t, d]) => `<div class="card"><div class="ci">${icon(ic, { size: 21 })}</div><b>${t}</b><p>${d}</p></div>`).join('')}</div></section>`;
  return page({ css, body });
}

export default [landing];
