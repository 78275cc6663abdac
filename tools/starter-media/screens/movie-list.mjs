// Movie List: TV shows with likes and comments (plain JS + webpack).
// Identity: cinema-dark background, violet accent, pink hearts. Shows are invented.
import { page, icon } from '../lib/ui.mjs';
import { poster } from '../lib/drawings.mjs';

const V = '#a855f7';
const P = '#ec4899';

const SHOWS = [
  ['Golden Hour', 7, 'Drama', 214, 12, 'a new season'],
  ['Neon Meridian', 2, 'Sci-fi', 187, 9, 'the city never sleeps'],
  ['Paper Moons', 1, 'Mystery', 162, 7, 'every light hides a lie'],
  ['Salt & Stone', 3, 'Thriller', 149, 5, 'the sea keeps secrets'],
  ['Bramble Hill', 4, 'Comedy', 131, 4, 'small town, big mouths'],
  ['Redline', 5, 'Action', 118, 3, 'no brakes'],
  ['Orbiters', 6, 'Sci-fi', 96, 6, 'seven years from home'],
  ['Night Shift', 8, 'Crime', 88, 2, 'after midnight'],
  ['The Quiet Harbour', 0, 'Drama', 74, 3, 'coming home'],
  ['Low Tide', 9, 'Documentary', 52, 1, 'the last fishermen'],
];

const CSS = `
body{background:#0f0f14;color:#f4f4f5;font-family:Inter,sans-serif}
.nav{height:70px;display:flex;align-items:center;padding:0 48px;gap:40px;border-bottom:1px solid #1f1f29;background:#0f0f14}
.logo{display:flex;align-items:center;gap:10px;font-family:Manrope,Inter;font-weight:800;font-size:21px;letter-spacing:-.02em}
.logo i{width:34px;height:34px;border-radius:9px;background:linear-gradient(135deg,${V},${P});display:grid;place-items:center;font-style:normal}
.nav nav{display:flex;gap:28px;font-weight:600;font-size:14.5px;color:#a1a1aa}
.nav nav .on{color:#fff}
.nav nav em{font-style:normal;background:#27203a;color:#d8b4fe;border-radius:99px;padding:1px 8px;font-size:12px;margin-left:5px}
.nav .s{margin-left:auto;display:flex;align-items:center;gap:10px;background:#1a1a22;border:1px solid #27272f;border-radius:10px;padding:9px 14px;width:280px;color:#71717a;font-size:14px}
`;

function grid() {
  const css = CSS + `
.wrap{padding:26px 48px}
.hd{display:flex;align-items:center;gap:10px;margin-bottom:20px}
.hd h1{font-family:Manrope,Inter;font-size:26px;letter-spacing:-.02em;margin-right:18px}
.chip{padding:7px 14px;border-radius:99px;background:#1a1a22;border:1px solid #27272f;font-size:13px;font-weight:600;color:#d4d4d8}
.chip.on{background:${V};border-color:${V};color:#fff}
.sort{margin-left:auto;color:#a1a1aa;font-size:13.5px;display:flex;align-items:center;gap:6px}
.grid{display:grid;grid-template-columns:repeat(5,1fr);gap:26px 24px}
.card{background:#17171f;border-radius:14px;overflow:hidden;border:1px solid #22222c}
.card .p{height:290px;position:relative}
.card .rt{position:absolute;top:10px;left:10px;background:rgba(15,15,20,.75);border-radius:8px;padding:3px 8px;font-size:12px;font-weight:700;display:flex;align-items:center;gap:4px;color:#fde68a}
.card .b{padding:12px 14px 14px}
.card .t{display:flex;align-items:center;justify-content:space-between;font-weight:700;font-size:15px}
.card .t span{display:flex;align-items:center;gap:5px;font-size:13px;color:#f9a8d4;font-weight:600}
.card .g{font-size:12.5px;color:#71717a;margin-top:2px}
.card .btn{margin-top:12px;display:flex;justify-content:center;align-items:center;gap:8px;border:1px solid #3f3f46;border-radius:9px;padding:8px;font-size:13px;font-weight:600;color:#e4e4e7}
.card.liked .t span{color:${P}}
`;
  const body = `<header class="nav"><div class="logo"><i>${icon('play', { size: 16, stroke: 2.6 })}</i>ShowShelf</div>
    <nav><span class="on">Shows<em>24</em></span><span>Favourites</span><span>About</span></nav>
    <div class="s">${icon('search', { size: 17 })}Search shows…</div></header>
  <div class="wrap"><div class="hd"><h1>Popular this week</h1>${['All', 'Drama', 'Sci-fi', 'Comedy', 'Crime', 'Documentary'].map((c, i) => `<span class="chip ${i === 0 ? 'on' : ''}">${c}</span>`).join('')}
    <span class="sort">Most liked ${icon('down', { size: 15 })}</span></div>
    <div class="grid">${SHOWS.map(([t, th, g, likes, com, tag], i) => `<div class="card ${i === 1 || i === 4 ? 'liked' : ''}"><div class="p">${poster({ title: t, theme: th, w: 218, h: 290, tagline: tag })}
      <span class="rt">${icon('star', { size: 12, stroke: 2.4, style: 'fill:#fde68a' })}${(8.9 - i * 0.23).toFixed(1)}</span></div>
      <div class="b"><div class="t">${t}<span>${icon('heart', { size: 16, stroke: 2.2, style: i === 1 || i === 4 ? `fill:${P}` : '' })}${likes}</span></div><div class="g">${g} · ${com} comments</div>
      <div class="btn">${icon('comment', { size: 15 })}Comments</div></div></div>`).join('')}</div></div>`;
  return page({ css, body });
}

function comments() {
  const [t, th] = SHOWS[0];
  const css = CSS + `
.bg{padding:26px 48px;display:grid;grid-template-columns:repeat(5,1fr);gap:24px;filter:blur(2px)}
.bg div{height:380px;border-radius:14px;overflow:hidden;background:#17171f}
.scrim{position:fixed;inset:0;background:rgba(5,5,8,.72);display:grid;place-items:center}
.modal{width:1040px;height:588px;background:#17171f;border:1px solid #2a2a35;border-radius:20px;display:flex;overflow:hidden;box-shadow:0 40px 100px rgba(0,0,0,.6);position:relative}
.modal .x{position:absolute;top:18px;right:18px;width:36px;height:36px;border-radius:50%;background:#27272f;display:grid;place-items:center;color:#d4d4d8}
.left{width:420px;flex:none;position:relative}
.left::after{content:'';position:absolute;inset:0;background:linear-gradient(90deg,transparent 88%,#17171f)}
.right{flex:1;padding:26px 34px 28px;display:flex;flex-direction:column}
h2{font-family:Manrope,Inter;font-size:30px;letter-spacing:-.02em}
.tags{display:flex;gap:8px;margin:10px 0 14px}
.tags span{font-size:12px;font-weight:600;padding:4px 10px;border-radius:99px;background:#27203a;color:#d8b4fe}
.meta{display:grid;grid-template-columns:repeat(4,auto);justify-content:start;gap:4px 26px;font-size:13px;color:#a1a1aa}
.meta b{display:block;color:#fff;font-size:14.5px}
.sum{font-size:14px;line-height:1.6;color:#d4d4d8;margin-top:14px}
.likes{display:flex;gap:10px;margin-top:14px}
.likes span{display:flex;align-items:center;gap:7px;border-radius:99px;padding:7px 14px;font-weight:700;font-size:13px;background:#2a1524;color:#f9a8d4}
h3{font-size:16px;margin:20px 0 8px;display:flex;align-items:center;gap:8px}
h3 em{font-style:normal;background:${V};color:#fff;border-radius:99px;padding:0 8px;font-size:12px}
.c{display:flex;gap:12px;padding:8px 0;font-size:13.5px;color:#d4d4d8;border-bottom:1px solid #22222c}
.c time{color:#71717a;font-size:12.5px;width:76px;flex:none;padding-top:1px}
.c b{color:#fff}
.form{display:flex;gap:10px;align-items:center}
.in{background:#0f0f14;border:1px solid #2f2f3a;border-radius:10px;padding:10px 14px;font-size:13.5px;color:#71717a}
.in.f{border-color:${V};color:#fff}
.send{background:${V};color:#fff;border-radius:10px;padding:10px 18px;font-weight:700;font-size:13.5px;display:flex;align-items:center;gap:8px}
`;
  const body = `<header class="nav"><div class="logo"><i>${icon('play', { size: 16, stroke: 2.6 })}</i>ShowShelf</div>
    <nav><span class="on">Shows<em>24</em></span><span>Favourites</span><span>About</span></nav>
    <div class="s">${icon('search', { size: 17 })}Search shows…</div></header>
  <div class="bg">${SHOWS.slice(0, 5).map(([tt, tth]) => `<div>${poster({ title: tt, theme: tth, w: 218, h: 290 })}</div>`).join('')}</div>
  <div class="scrim"><div class="modal"><span class="x">${icon('x', { size: 18 })}</span>
    <div class="left">${poster({ title: t, theme: th, w: 420, h: 588, tagline: 'a new season' })}</div>
    <div class="right"><h2>${t}</h2>
      <div class="tags"><span>Drama</span><span>Romance</span><span>Family</span></div>
      <div class="meta"><div>Premiered<b>4 Mar 2022</b></div><div>Runtime<b>48 min</b></div><div>Language<b>English</b></div><div>Rating<b>8.9 / 10</b></div></div>
      <p class="sum">Three sisters return to the seaside hotel their mother ran for forty summers, each with a different plan for its future. Over one season of storms, weddings and unpaid bills, they learn what the old place is really worth.</p>
      <div class="likes"><span>${icon('heart', { size: 16, stroke: 2.2, style: `fill:${P};color:${P}` })}214 likes</span><span style="background:#1f1f29;color:#d4d4d8">${icon('comment', { size: 15 })}12 comments</span></div>
      <h3>Comments <em>12</em></h3>
      <div class="c"><time>14/06/2025</time><div><b>Rita:</b> The finale of season two is the best hour of TV this year.</div></div>
      <div class="c"><time>13/06/2025</time><div><b>Daniel:</b> Came for the scenery, stayed for the sisters.</div></div>
      <div class="c"><time>11/06/2025</time><div><b>Yuki:</b> Slow start, but episode three hooked me completely.</div></div>
      <h3 style="margin-top:auto">Add a comment</h3>
      <div class="form"><div class="in" style="width:150px;color:#fff">Sofia</div><div class="in f" style="flex:1">Watching it again with my mum<span style="display:inline-block;width:1.5px;height:15px;background:#fff;vertical-align:middle;margin-left:1px"></span></div><div class="send">${icon('comment', { size: 15 })}Comment</div></div>
    </div></div></div>`;
  return page({ css, body });
}

export default [grid, comments];
