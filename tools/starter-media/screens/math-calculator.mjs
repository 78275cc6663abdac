// Math Calculator: React components, props and state; keyboard-friendly.
// Identity: graphite surfaces, sunflower-yellow operators, monospaced display.
import { page, icon } from '../lib/ui.mjs';

const Y = '#facc15';

const CSS = `
body{background:#f4f4f0;color:#18181b;font-family:Manrope,Inter,sans-serif}
.nav{height:76px;display:flex;align-items:center;padding:0 72px;gap:40px}
.logo{display:flex;align-items:center;gap:12px;font-weight:800;font-size:21px;letter-spacing:-.02em}
.logo i{width:38px;height:38px;border-radius:11px;background:#18181b;color:${Y};display:grid;place-items:center;font-style:normal;font-family:'JetBrains Mono',monospace;font-weight:800;font-size:19px}
.nav nav{margin-left:auto;display:flex;gap:8px;font-weight:700;font-size:14.5px}
.nav nav span{padding:9px 16px;border-radius:99px;color:#52525b}
.nav nav span.on{background:#18181b;color:#fff}
kbd{font-family:'JetBrains Mono',monospace;font-size:12.5px;font-weight:600;background:#fff;border:1px solid #d4d4d8;border-bottom-width:3px;border-radius:7px;padding:3px 8px;color:#27272a;display:inline-block;min-width:28px;text-align:center}
`;

// Screen 1: the calculator.
function calculator() {
  const css = CSS + `
.wrap{display:grid;grid-template-columns:1fr 420px;gap:80px;padding:40px 72px 0 72px}
h1{font-size:44px;letter-spacing:-.035em;line-height:1.08;margin-top:34px}
h1 span{background:linear-gradient(transparent 62%,${Y} 62%)}
.lead{color:#52525b;font-size:16px;line-height:1.6;margin:16px 0 26px;max-width:520px;font-family:Inter}
.keys{display:grid;grid-template-columns:auto 1fr;gap:10px 14px;align-items:center;font-size:14px;font-family:Inter;color:#3f3f46;max-width:470px}
.keys .k{display:flex;gap:6px}
.tape{margin-top:28px;background:#fff;border:1px solid #e4e4e7;border-radius:16px;padding:14px 18px;max-width:470px}
.tape h3{font-size:13px;color:#71717a;letter-spacing:.08em;text-transform:uppercase;margin-bottom:6px}
.tape div{display:flex;justify-content:space-between;font-family:'JetBrains Mono',monospace;font-size:14px;padding:6px 0;border-top:1px dashed #e4e4e7;color:#52525b}
.tape div:nth-of-type(1){border-top:0}
.tape b{color:#18181b}
.calc{background:#18181b;border-radius:28px;padding:22px;box-shadow:0 30px 60px rgba(24,24,27,.25),0 0 0 1px #27272a inset;margin-top:6px}
.disp{height:142px;border-radius:18px;background:#0a0a0b;padding:18px 20px;text-align:right;display:flex;flex-direction:column;justify-content:flex-end;font-family:'JetBrains Mono',monospace}
.disp small{color:#71717a;font-size:18px}
.disp b{color:#fff;font-size:50px;font-weight:600;letter-spacing:-.02em;line-height:1.15}
.pad{display:grid;grid-template-columns:repeat(4,1fr);gap:12px;margin-top:18px}
.pad span{height:68px;border-radius:18px;background:#27272a;color:#fafafa;display:grid;place-items:center;font-size:24px;font-weight:600;font-family:'JetBrains Mono',monospace}
.pad .fn{background:#3f3f46;color:#e4e4e7;font-size:20px}
.pad .op{background:${Y};color:#18181b}
.pad .op.hit{background:#fff;color:#18181b;box-shadow:0 0 0 3px ${Y}}
.pad .zero{grid-column:span 2;justify-content:start;padding-left:28px}
`;
  const keys = [['AC', 'fn'], ['+/-', 'fn'], ['%', 'fn'], ['÷', 'op'], ['7'], ['8'], ['9'], ['×', 'op hit'], ['4'], ['5'], ['6'], ['−', 'op'], ['1'], ['2'], ['3'], ['+', 'op'], ['0', 'zero'], ['.'], ['=', 'op']];
  const body = `<header class="nav"><div class="logo"><i>±</i>Math Calculator</div>
    <nav><span>Home</span><span class="on">Calculator</span><span>Quote</span></nav></header>
  <div class="wrap"><section>
    <h1>Let's do <span>some math!</span></h1>
    <p class="lead">Click the keys, tap them on your phone or just type. Every operation is a small pure function, covered by unit tests.</p>
    <div class="keys">
      <span class="k"><kbd>0</kbd>–<kbd>9</kbd><kbd>.</kbd></span><span>Type digits and the decimal point</span>
      <span class="k"><kbd>+</kbd><kbd>-</kbd><kbd>*</kbd><kbd>/</kbd></span><span>Add, subtract, multiply, divide</span>
      <span class="k"><kbd>Enter</kbd><kbd>=</kbd></span><span>Show the result</span>
      <span class="k"><kbd>Esc</kbd></span><span>Clear everything (AC)</span>
    </div>
    <div class="tape"><h3>History</h3>
      <div><span>1,284 + 96</span><b>1,380</b></div><div><span>2.5 × 18</span><b>45</b></div><div><span>75 % of 320</span><b>240</b></div></div>
  </section>
  <section class="calc"><div class="disp"><small>1,284 ×</small><b>12</b></div>
    <div class="pad">${keys.map(([k, c = '']) => `<span class="${c}">${k}</span>`).join('')}</div></section></div>`;
  return page({ css, body });
}

// Screen 2: the quote of the day.
function quote() {
  const css = CSS + `
.stage{margin:22px 72px 0;height:500px;border-radius:32px;background:#18181b;color:#fff;position:relative;overflow:hidden;display:flex;align-items:center;padding:0 96px}
.pattern{position:absolute;inset:0}
.q{position:relative;max-width:820px}
.tag{display:inline-flex;align-items:center;gap:8px;background:${Y};color:#18181b;font-weight:800;font-size:12.5px;letter-spacing:.08em;text-transform:uppercase;border-radius:99px;padding:6px 14px}
.mark{font-size:120px;line-height:.6;color:${Y};font-family:'Liberation Serif',serif;height:50px;margin-top:26px}
blockquote{font-size:40px;font-weight:700;letter-spacing:-.025em;line-height:1.2}
.who{margin-top:26px;display:flex;align-items:center;gap:14px;color:#a1a1aa;font-size:15px;font-family:Inter}
.who b{color:#fff;font-family:Manrope}
.who i{width:36px;height:2px;background:${Y}}
.acts{position:absolute;right:44px;bottom:40px;display:flex;gap:10px}
.acts span{display:flex;align-items:center;gap:8px;border:1px solid #3f3f46;border-radius:99px;padding:10px 16px;font-weight:700;font-size:13.5px;color:#e4e4e7}
.acts span.y{background:${Y};border-color:${Y};color:#18181b}
.more{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;margin:26px 72px 0}
.c{background:#fff;border:1px solid #e4e4e7;border-radius:20px;padding:18px 22px;font-size:14.5px;line-height:1.5;font-weight:600}
.c small{display:block;color:#a1a1aa;font-family:Inter;font-weight:500;margin-top:8px;font-size:13px}
`;
  const sym = ['∑', 'π', '√', '∞', '÷', '×', '∫', 'Δ', '%', '=', 'λ', '±'];
  let pat = '';
  for (let y = 0; y < 7; y++) for (let x = 0; x < 12; x++) {
    pat += `<text x="${30 + x * 100 + (y % 2) * 50}" y="${60 + y * 84}" font-size="${28 + ((x * 7 + y * 3) % 4) * 6}" fill="#fff" fill-opacity=".09" font-family="JetBrains Mono, monospace" transform="rotate(${((x + y) % 5) * 8 - 16} ${30 + x * 100} ${60 + y * 84})">${sym[(x * 5 + y * 7) % sym.length]}</text>`;
  }
  const body = `<header class="nav"><div class="logo"><i>±</i>Math Calculator</div>
    <nav><span>Home</span><span>Calculator</span><span class="on">Quote</span></nav></header>
  <section class="stage"><svg class="pattern" width="1136" height="500" viewBox="0 0 1136 500">${pat}</svg>
    <div class="q"><span class="tag">${icon('quote', { size: 14, stroke: 2.4 })}Quote of the day · 14 June</span>
      <div class="mark">“</div>
      <blockquote>Numbers never hurry. Give a hard problem a quiet afternoon and it will usually tell you how it wants to be solved.</blockquote>
      <div class="who"><i></i><b>Edda Lindqvist</b> · teacher and puzzle-setter</div></div>
    <div class="acts"><span>${icon('share', { size: 16 })}Share</span><span class="y">${icon('refresh', { size: 16, stroke: 2.4 })}Another quote</span></div>
  </section>
  <div class="more">
    <div class="c">“A proof is a story that convinces the sceptic in you.”<small>Yesterday · Tomas Ferreira</small></div>
    <div class="c">“Estimate first. The calculator is there to check, not to think.”<small>12 June · Amina Okafor</small></div>
    <div class="c">“Zero was the bravest idea anyone ever wrote down.”<small>11 June · Edda Lindqvist</small></div>
  </div>`;
  return page({ css, body });
}

export default [calculator, quote];
