// Bookstore: React + Redux list of books with progress rings.
// Identity: warm paper background, wine-red accent, serif book titles.
import { page, icon } from '../lib/ui.mjs';

const W = '#9f1239';

const BOOKS = [
  ['Literary fiction', 'The Cartographer of Low Tides', 'Mara Ellison', 53, 17],
  ['Science fiction', 'Quiet Orbit', 'Jonah Reyes', 8, 2],
  ['Nature', 'A Field Guide to Small Rivers', 'Lucía Prado', 100, 24],
  ['History', 'The Printers of Alfama', 'Rui Castelo', 35, 9],
];

const CSS = `
body{background:#f6f2ec;font-family:Lato,Inter,sans-serif;color:#1c1917}
.hdr{height:88px;background:#fff;display:flex;align-items:center;padding:0 90px;gap:44px;border-bottom:1px solid #e7e1d8}
.logo{font-family:Manrope,Inter,sans-serif;font-size:28px;font-weight:800;color:${W};letter-spacing:-.02em;display:flex;align-items:center;gap:10px}
.hdr nav{display:flex;gap:36px;font-size:13px;letter-spacing:1.9px;font-weight:700;color:#a8a29e}
.hdr nav .on{color:#1c1917}
.me{margin-left:auto;width:44px;height:44px;border-radius:50%;border:1px solid #e7e1d8;display:grid;place-items:center;color:${W}}
.wrap{padding:28px 90px}
.book{background:#fff;border:1px solid #e7e1d8;border-radius:6px;display:flex;align-items:center;padding:24px 28px;margin-bottom:14px}
.book .l{flex:1}
.cat{font-size:13.5px;font-weight:700;color:#78716c;opacity:.8}
.ttl{font-family:'Liberation Serif','DejaVu Serif',serif;font-size:24px;font-weight:700;margin:2px 0 0;letter-spacing:-.01em}
.au{color:${W};font-size:14.5px;font-weight:400;margin-top:2px}
.acts{display:flex;gap:0;margin-top:16px;font-size:14px;color:${W}}
.acts span{padding:0 15px;border-left:1px solid #e7e1d8}
.acts span:first-child{padding-left:0;border:0}
.ring{display:flex;align-items:center;gap:18px;width:270px}
.ring b{font-family:Manrope,Inter,sans-serif;font-size:32px;display:block;line-height:1}
.ring small{color:#a8a29e;font-size:14px}
.ch{border-left:1px solid #e7e1d8;padding-left:52px;width:300px}
.ch small{font-size:13px;color:#a8a29e;letter-spacing:.5px;font-weight:700}
.ch div{font-size:16px;margin:4px 0 18px}
.btn{display:inline-block;background:${W};color:#fff;font-size:13px;letter-spacing:.6px;font-weight:700;padding:9px 22px;border-radius:4px}
.btn.out{background:#fff;color:#57534e;border:1px solid #d6d3d1}
`;

function ring(pct, size = 72, stroke = 6) {
  const r = (size - stroke) / 2;
  const C = 2 * Math.PI * r;
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" style="flex:none">
    <circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="#eee7de" stroke-width="${stroke}"/>
    <circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${pct === 100 ? '#15803d' : W}" stroke-width="${stroke}" stroke-linecap="round"
      stroke-dasharray="${((pct / 100) * C).toFixed(1)} ${C.toFixed(1)}" transform="rotate(-90 ${size / 2} ${size / 2})"/></svg>`;
}

function header() {
  return `<header class="hdr"><div class="logo">${icon('book', { size: 28, stroke: 2.2 })}Bookstore</div>
    <nav><span class="on">BOOKS</span><span>CATEGORIES</span><span>READING STATS</span></nav><span class="me">${icon('user', { size: 22 })}</span></header>`;
}

function card([cat, t, a, pct, ch]) {
  return `<div class="book"><div class="l"><div class="cat">${cat}</div><div class="ttl">${t}</div><div class="au">${a}</div>
    <div class="acts"><span>Comments</span><span>Remove</span><span>Edit</span></div></div>
    <div class="ring">${ring(pct)}<div><b>${pct}%</b><small>${pct === 100 ? 'Finished' : 'Completed'}</small></div></div>
    <div class="ch"><small>CURRENT CHAPTER</small><div>${pct === 100 ? 'Epilogue' : `Chapter ${ch}`}</div><span class="btn">UPDATE PROGRESS</span></div></div>`;
}

// Screen 1: the list and the "add new book" form.
function list() {
  const css = CSS + `
hr{border:0;border-top:1px solid #e7e1d8;margin:22px 0 18px}
h2{font-family:Manrope,Inter,sans-serif;font-size:19px;color:#a8a29e;letter-spacing:.5px;font-weight:800}
.form{display:flex;gap:16px;margin-top:14px}
.in{background:#fff;border:1px solid #e7e1d8;border-radius:4px;padding:12px 16px;font-size:15px;color:#1c1917;display:flex;align-items:center}
.in.ph{color:#a8a29e}
.form .btn{padding:0 40px;font-size:13.5px;display:flex;align-items:center}
`;
  const body = header() + `<div class="wrap">${BOOKS.slice(0, 3).map(card).join('')}
    <hr><h2>ADD NEW BOOK</h2>
    <div class="form"><div class="in" style="flex:2">The Orchard at World's End<span style="width:1.5px;height:18px;background:${W};margin-left:2px"></span></div>
      <div class="in" style="flex:1.2">Helena Marsh</div>
      <div class="in" style="flex:1;justify-content:space-between">Literary fiction ${icon('down', { size: 16, style: 'color:#a8a29e' })}</div>
      <span class="btn">ADD BOOK</span></div>
  </div>`;
  return page({ css, body });
}

// Screen 2: updating the progress of one book.
function update() {
  const b = BOOKS[0];
  const css = CSS + `
.scrim{position:fixed;inset:0;background:rgba(41,26,20,.45);display:grid;place-items:center}
.modal{width:560px;background:#fff;border-radius:10px;box-shadow:0 30px 80px rgba(0,0,0,.3);padding:30px 34px}
.modal .cat{margin-bottom:2px}
.modal .x{float:right;color:#a8a29e}
.prog{display:flex;align-items:center;gap:28px;margin:26px 0 22px;padding:22px;border-radius:8px;background:#faf7f2}
.prog b{font-family:Manrope,Inter,sans-serif;font-size:38px;display:block;line-height:1}
.prog small{color:#78716c}
.lbl{font-size:12.5px;letter-spacing:1px;font-weight:700;color:#78716c;margin-bottom:8px}
.step{display:flex;align-items:center;gap:12px}
.step .sb{width:44px;height:44px;border:1px solid #d6d3d1;border-radius:6px;display:grid;place-items:center;color:#57534e}
.step .v{flex:1;height:44px;border:1.5px solid ${W};border-radius:6px;display:flex;align-items:center;padding:0 16px;font-size:16px;font-weight:700}
.step .v span{margin-left:auto;font-weight:400;color:#a8a29e;font-size:14px}
.slider{margin:22px 0 6px;height:6px;border-radius:9px;background:#eee7de;position:relative}
.slider i{position:absolute;left:0;top:0;bottom:0;width:59%;background:${W};border-radius:9px}
.slider em{position:absolute;left:59%;top:50%;width:20px;height:20px;margin:-10px;border-radius:50%;background:#fff;border:3px solid ${W}}
.ticks{display:flex;justify-content:space-between;font-size:12px;color:#a8a29e}
.note{margin-top:18px;border:1px solid #e7e1d8;border-radius:6px;padding:12px 14px;color:#a8a29e;font-size:14px;height:70px}
.foot{display:flex;justify-content:flex-end;gap:12px;margin-top:22px}
.foot .btn{padding:11px 24px}
`;
  const body = header() + `<div class="wrap">${BOOKS.slice(0, 4).map(card).join('')}</div>
  <div class="scrim"><div class="modal"><span class="x">${icon('x', { size: 20 })}</span>
    <div class="cat">${b[0]}</div><div class="ttl">${b[1]}</div><div class="au">${b[2]}</div>
    <div class="prog">${ring(59, 96, 9)}<div><b>59%</b><small>19 of 32 chapters read<br>up from 53% (chapter 17)</small></div></div>
    <div class="lbl">CURRENT CHAPTER</div>
    <div class="step"><span class="sb">${icon('minus', { size: 18 })}</span><div class="v">Chapter 19<span>of 32</span></div><span class="sb">${icon('plus', { size: 18 })}</span></div>
    <div class="slider"><i></i><em></em></div><div class="ticks"><span>Prologue</span><span>Part II</span><span>Part III</span><span>Epilogue</span></div>
    <div class="note">Add a note about this chapter (optional)…</div>
    <div class="foot"><span class="btn out">CANCEL</span><span class="btn">SAVE PROGRESS</span></div>
  </div></div>`;
  return page({ css, body });
}

export default [list, update];
