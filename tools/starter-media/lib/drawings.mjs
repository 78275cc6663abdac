// Flat SVG illustrations used inside the mockups (all drawn for portgen).

/** Side view of a motorcycle, 400×260. `body` is the paint colour. */
export function motorcycle({ body = '#f97316', trim = '#111827', metal = '#9ca3af', style = 'naked', w = 400 } = {}) {
  const h = (w * 260) / 400;
  const wheel = (cx) => `
    <circle cx="${cx}" cy="192" r="54" fill="${trim}"/>
    <circle cx="${cx}" cy="192" r="41" fill="#f8fafc" opacity=".08"/>
    <circle cx="${cx}" cy="192" r="39" fill="none" stroke="${metal}" stroke-width="4"/>
    ${[0, 30, 60, 90, 120, 150].map((a) => `<line x1="${cx + 38 * Math.cos((a * Math.PI) / 180)}" y1="${192 + 38 * Math.sin((a * Math.PI) / 180)}" x2="${cx - 38 * Math.cos((a * Math.PI) / 180)}" y2="${192 - 38 * Math.sin((a * Math.PI) / 180)}" stroke="${metal}" stroke-width="1.6" opacity=".8"/>`).join('')}
    <circle cx="${cx}" cy="192" r="11" fill="${metal}"/><circle cx="${cx}" cy="192" r="5" fill="${trim}"/>`;
  const tall = style === 'adventure';
  const sport = style === 'sport';
  return `<svg width="${w}" height="${h}" viewBox="0 0 400 260" xmlns="http://www.w3.org/2000/svg">
    <ellipse cx="200" cy="249" rx="175" ry="8" fill="#000" opacity=".12"/>
    ${wheel(88)}${wheel(314)}
    <!-- swingarm and chain -->
    <path d="M88 192L190 176" stroke="${metal}" stroke-width="9" stroke-linecap="round"/>
    <path d="M88 186L188 168" stroke="${trim}" stroke-width="2" opacity=".6"/>
    <!-- exhaust -->
    <path d="M200 200C170 206 140 196 118 170L104 150" stroke="#cbd5e1" stroke-width="9" fill="none" stroke-linecap="round"/>
    <rect x="86" y="132" width="46" height="18" rx="8" fill="#94a3b8" transform="rotate(-28 109 141)"/>
    <!-- fork -->
    <path d="M268 ${tall ? 62 : 76}L314 192" stroke="${metal}" stroke-width="10" stroke-linecap="round"/>
    <path d="M272 ${tall ? 70 : 84}L296 146" stroke="#e5e7eb" stroke-width="3" stroke-linecap="round"/>
    <!-- front fender -->
    <path d="M${tall ? '270 118C300 112 330 118 346 134' : '268 150C292 128 330 128 354 152'}" stroke="${body}" stroke-width="8" fill="none" stroke-linecap="round"/>
    <!-- engine -->
    <rect x="168" y="140" width="78" height="58" rx="12" fill="#4b5563"/>
    <path d="M178 150h58M178 160h58M178 170h58" stroke="#6b7280" stroke-width="3"/>
    <circle cx="196" cy="184" r="12" fill="#9ca3af"/><circle cx="196" cy="184" r="5" fill="#4b5563"/>
    <!-- frame -->
    <path d="M134 128L250 108L270 ${tall ? 70 : 82}M250 108L238 176M160 130L186 176" stroke="${trim}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
    <!-- tank -->
    <path d="M176 ${sport ? 112 : 108}C184 ${sport ? 86 : 84} 222 ${sport ? 74 : 76} 258 ${sport ? 86 : 88}L262 106C240 114 206 122 176 122Z" fill="${body}"/>
    <path d="M192 96C206 88 228 86 244 90" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".45"/>
    <!-- seat and tail -->
    <path d="M${sport ? '104 104C120 100 150 106 178 112L176 124C150 122 124 120 100 118Z' : '96 112C120 106 150 108 180 112L178 124C150 124 118 124 92 124Z'}" fill="${trim}"/>
    <path d="M${sport ? '60 92L108 100L104 118L72 112Z' : '64 112L100 112L98 128L70 126Z'}" fill="${body}"/>
    <rect x="56" y="${sport ? 92 : 110}" width="10" height="7" rx="2" fill="#ef4444"/>
    ${sport ? `<path d="M252 86L290 70L300 108L262 114Z" fill="${body}"/><path d="M268 76L292 66L296 80Z" fill="#bae6fd" opacity=".9"/>` : ''}
    ${tall ? `<path d="M262 64L286 40L296 46L276 72Z" fill="#bae6fd" opacity=".85"/>` : ''}
    <!-- handlebar and headlight -->
    <path d="M${tall ? '250 56L284 50' : '252 72L286 64'}" stroke="${trim}" stroke-width="6" stroke-linecap="round"/>
    ${sport ? '' : `<circle cx="${tall ? 288 : 290}" cy="${tall ? 86 : 98}" r="15" fill="${trim}"/><circle cx="${tall ? 291 : 293}" cy="${tall ? 86 : 98}" r="10" fill="#fde68a"/>`}
  </svg>`;
}

/** A rocket on the launch pad inside a w×h sky picture. */
export function rocketScene({ w = 300, h = 200, sky = ['#0b1d51', '#4c6fff'], body = '#f8fafc', accent = '#ef4444', stage = 2, seed = 1, boosters = false } = {}) {
  let s = seed;
  const r = () => ((s = (s * 9301 + 49297) % 233280) / 233280);
  const stars = Array.from({ length: 26 }, () => `<circle cx="${(r() * 300).toFixed(0)}" cy="${(r() * 120).toFixed(0)}" r="${(r() * 1.2 + .4).toFixed(1)}" fill="#fff" opacity="${(r() * .6 + .3).toFixed(2)}"/>`).join('');
  const len = 60 + stage * 22;
  const top = 168 - len;
  return `<svg width="${w}" height="${h}" viewBox="0 0 300 200" preserveAspectRatio="xMidYMid slice" xmlns="http://www.w3.org/2000/svg">
    <defs><linearGradient id="sk${seed}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
    <rect width="300" height="200" fill="url(#sk${seed})"/>${stars}
    <circle cx="${60 + seed * 47 % 180}" cy="46" r="14" fill="#fff" opacity=".12"/>
    <path d="M0 176C60 166 110 172 150 170s120-10 150-4V200H0z" fill="#0f172a" opacity=".55"/>
    <rect x="96" y="${top - 4}" width="6" height="${172 - top}" fill="#334155"/>
    ${Array.from({ length: Math.floor((172 - top) / 14) }, (_, i) => `<path d="M96 ${top + i * 14}l6 14M102 ${top + i * 14}l-6 14" stroke="#475569" stroke-width="1"/>`).join('')}
    <path d="M150 ${top - 26}C162 ${top - 12} 164 ${top + 4} 164 ${top + 12}V166H136V${top + 12}C136 ${top + 4} 138 ${top - 12} 150 ${top - 26}Z" fill="${body}"/>
    <path d="M150 ${top - 26}C156 ${top - 19} 160 ${top - 10} 162 ${top}H138C140 ${top - 10} 144 ${top - 19} 150 ${top - 26}Z" fill="${accent}"/>
    ${stage > 1 ? `<rect x="136" y="${top + len * 0.45}" width="28" height="4" fill="#94a3b8"/>` : ''}
    <circle cx="150" cy="${top + 18}" r="5" fill="#38bdf8" stroke="#cbd5e1" stroke-width="2"/>
    ${boosters ? [118, 164].map((x) => `<path d="M${x + 9} ${top + 26}C${x + 15} ${top + 32} ${x + 18} ${top + 40} ${x + 18} ${top + 48}V166H${x}V${top + 48}C${x} ${top + 40} ${x + 3} ${top + 32} ${x + 9} ${top + 26}Z" fill="#e2e8f0"/><path d="M${x + 9} ${top + 26}C${x + 13} ${top + 30} ${x + 16} ${top + 35} ${x + 17} ${top + 40}H${x + 1}C${x + 2} ${top + 35} ${x + 5} ${top + 30} ${x + 9} ${top + 26}Z" fill="${accent}"/>`).join('') : `<path d="M136 146L124 170H136ZM164 146L176 170H164Z" fill="${accent}"/>`}
    <rect x="140" y="166" width="20" height="6" fill="#64748b"/>
    <path d="M0 172H300V200H0z" fill="#1e293b"/>
    <rect x="118" y="170" width="64" height="5" rx="2" fill="#475569"/>
  </svg>`;
}

/** Simple national flags that can be drawn with stripes (designs are public domain). */
const FLAGS = {
  France: ['v', '#0055a4', '#ffffff', '#ef4135'],
  Italy: ['v', '#009246', '#ffffff', '#ce2b37'],
  Ireland: ['v', '#169b62', '#ffffff', '#ff883e'],
  Belgium: ['v', '#000000', '#fdda24', '#ef3340'],
  Nigeria: ['v', '#008751', '#ffffff', '#008751'],
  Peru: ['v', '#d91023', '#ffffff', '#d91023'],
  Mali: ['v', '#14b53a', '#fcd116', '#ce1126'],
  Chad: ['v', '#002664', '#fecb00', '#c60c30'],
  Romania: ['v', '#002b7f', '#fcd116', '#ce1126'],
  Germany: ['h', '#000000', '#dd0000', '#ffce00'],
  Austria: ['h', '#ed2939', '#ffffff', '#ed2939'],
  Netherlands: ['h', '#ae1c28', '#ffffff', '#21468b'],
  Estonia: ['h', '#0072ce', '#000000', '#ffffff'],
  Hungary: ['h', '#ce2939', '#ffffff', '#477050'],
  Bulgaria: ['h', '#ffffff', '#00966e', '#d62612'],
  Lithuania: ['h', '#fdb913', '#006a44', '#c1272d'],
  Gabon: ['h', '#009e60', '#fcd116', '#3a75c4'],
  Russia: ['h', '#ffffff', '#0039a6', '#d52b1e'],
  Colombia: ['h3', '#fcd116', '#003893', '#ce1126'],
  Japan: ['disc', '#ffffff', '#bc002d'],
  Bangladesh: ['disc', '#006a4e', '#f42a41'],
  Ukraine: ['h2', '#0057b7', '#ffd700'],
  Poland: ['h2', '#ffffff', '#dc143c'],
  Indonesia: ['h2', '#ce1126', '#ffffff'],
  Sweden: ['nordic', '#006aa7', '#fecc00'],
  Finland: ['nordic', '#ffffff', '#002f6c'],
  Denmark: ['nordic', '#c8102e', '#ffffff'],
  Iceland: ['nordic2', '#02529c', '#ffffff', '#dc1e35'],
  Norway: ['nordic2', '#ba0c2f', '#ffffff', '#00205b'],
  Switzerland: ['swiss', '#da291c', '#ffffff'],
};

export function flag(name, w = 60, h = 40, radius = 0) {
  const f = FLAGS[name];
  if (!f) throw new Error(`no flag for ${name}`);
  const [kind, a, b, c] = f;
  let inner;
  if (kind === 'v') inner = `<rect width="1" height="2" fill="${a}"/><rect x="1" width="1" height="2" fill="${b}"/><rect x="2" width="1" height="2" fill="${c}"/>`;
  else if (kind === 'h') inner = `<rect width="3" height=".667" fill="${a}"/><rect y=".667" width="3" height=".667" fill="${b}"/><rect y="1.333" width="3" height=".667" fill="${c}"/>`;
  else if (kind === 'h3') inner = `<rect width="3" height="1" fill="${a}"/><rect y="1" width="3" height=".5" fill="${b}"/><rect y="1.5" width="3" height=".5" fill="${c}"/>`;
  else if (kind === 'h2') inner = `<rect width="3" height="1" fill="${a}"/><rect y="1" width="3" height="1" fill="${b}"/>`;
  else if (kind === 'disc') inner = `<rect width="3" height="2" fill="${a}"/><circle cx="${name === 'Bangladesh' ? 1.35 : 1.5}" cy="1" r=".6" fill="${b}"/>`;
  else if (kind === 'nordic') inner = `<rect width="3" height="2" fill="${a}"/><rect x=".85" width=".34" height="2" fill="${b}"/><rect y=".83" width="3" height=".34" fill="${b}"/>`;
  else if (kind === 'nordic2') inner = `<rect width="3" height="2" fill="${a}"/><rect x=".8" width=".44" height="2" fill="${b}"/><rect y=".78" width="3" height=".44" fill="${b}"/><rect x=".91" width=".22" height="2" fill="${c}"/><rect y=".89" width="3" height=".22" fill="${c}"/>`;
  else if (kind === 'swiss') inner = `<rect width="3" height="2" fill="${a}"/><rect x="1.38" y=".6" width=".24" height=".8" fill="${b}"/><rect x="1.1" y=".88" width=".8" height=".24" fill="${b}"/>`;
  // Symbols (cross, disc) keep their shape; stripes may stretch to fill the box.
  const par = kind === 'swiss' || kind === 'disc' ? 'xMidYMid slice' : 'none';
  return `<svg width="${w}" height="${h}" viewBox="0 0 3 2" preserveAspectRatio="${par}" style="display:block;border-radius:${radius}px;flex:none" xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;
}

/** Abstract poster art for a made-up TV show. */
export function poster({ title, w = 210, h = 295, theme = 0, tagline = '' }) {
  const themes = [
    // [bg1, bg2, shape colour, text colour, kind]
    ['#0f2027', '#2c5364', '#f8b500', '#fff', 'sun'],
    ['#42275a', '#734b6d', '#ff9a9e', '#fff', 'moon'],
    ['#0b0b0f', '#3a0ca3', '#f72585', '#fff', 'city'],
    ['#1d4350', '#a43931', '#ffd166', '#fff', 'waves'],
    ['#134e5e', '#71b280', '#fef9c3', '#fff', 'hills'],
    ['#232526', '#414345', '#e63946', '#fff', 'stripe'],
    ['#2b5876', '#4e4376', '#a5f3fc', '#fff', 'rings'],
    ['#3e1e68', '#e96443', '#ffe29f', '#fff', 'sun'],
    ['#0f0c29', '#24243e', '#38bdf8', '#fff', 'city'],
    ['#603813', '#b29f94', '#fde68a', '#fff', 'hills'],
  ];
  const [a, b, s, t, kind] = themes[theme % themes.length];
  let art = '';
  if (kind === 'sun') art = `<circle cx="100" cy="130" r="52" fill="${s}"/><path d="M0 170l50-40 40 26 50-46 60 60v110H0z" fill="#000" opacity=".45"/><path d="M0 200l70-36 60 30 70-20v106H0z" fill="#000" opacity=".55"/>`;
  if (kind === 'moon') art = `<circle cx="130" cy="90" r="40" fill="${s}"/><circle cx="148" cy="78" r="36" fill="${a}"/><path d="M0 210c40-20 80-10 100 0s70 10 100-10v80H0z" fill="#000" opacity=".4"/><path d="M40 210v-60l8-10 8 10v60" fill="#000" opacity=".5"/>`;
  if (kind === 'city') art = `${[[10, 120, 26], [40, 90, 30], [74, 140, 22], [100, 70, 34], [138, 110, 26], [168, 96, 32]].map(([x, y, ww]) => `<rect x="${x}" y="${y}" width="${ww}" height="${280 - y}" fill="#000" opacity=".55"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${x + 5}" y="${y + 10 + i * 16}" width="4" height="6" fill="${s}" opacity="${(i * 37 + x) % 3 ? .9 : .25}"/><rect x="${x + ww - 10}" y="${y + 14 + i * 16}" width="4" height="6" fill="${s}" opacity="${(i * 11 + x) % 2 ? .8 : .3}"/>`).join('')}`).join('')}<circle cx="150" cy="50" r="18" fill="${s}" opacity=".85"/>`;
  if (kind === 'waves') art = `${[0, 1, 2, 3, 4].map((i) => `<path d="M0 ${120 + i * 26}c30-14 50-14 70 0s50 14 70 0 40-14 60 0v200H0z" fill="${s}" opacity="${0.18 + i * 0.12}"/>`).join('')}`;
  if (kind === 'hills') art = `<circle cx="60" cy="80" r="30" fill="${s}" opacity=".9"/><path d="M0 160c50-40 90-40 130-10s60 10 70 0v130H0z" fill="#000" opacity=".25"/><path d="M0 200c40-30 100-30 200 0v80H0z" fill="#000" opacity=".4"/><path d="M140 200v-40l-10 0 14-24 14 24h-10v40" fill="#000" opacity=".5"/>`;
  if (kind === 'stripe') art = `<path d="M-20 220L220 40V80L-20 260z" fill="${s}"/><circle cx="150" cy="200" r="26" fill="none" stroke="#fff" stroke-width="3" opacity=".5"/>`;
  if (kind === 'rings') art = `${[70, 54, 38, 22].map((r, i) => `<circle cx="100" cy="130" r="${r}" fill="none" stroke="${s}" stroke-width="3" opacity="${0.3 + i * 0.2}"/>`).join('')}<circle cx="100" cy="130" r="8" fill="${s}"/>`;
  return `<svg width="${w}" height="${h}" viewBox="0 0 200 280" preserveAspectRatio="xMidYMid slice" style="display:block" xmlns="http://www.w3.org/2000/svg">
    <defs><linearGradient id="pg${theme}" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="200" height="280" fill="url(#pg${theme})"/>${art}
    <rect y="200" width="200" height="80" fill="url(#pgf)" opacity="0"/>
    <text x="100" y="246" text-anchor="middle" fill="${t}" font-family="Manrope,Inter,sans-serif" font-weight="800" font-size="${title.length > 14 ? 16 : 20}" letter-spacing="1.5">${title.toUpperCase()}</text>
    ${tagline ? `<text x="100" y="264" text-anchor="middle" fill="${t}" opacity=".7" font-family="Inter,sans-serif" font-size="8" letter-spacing="2">${tagline.toUpperCase()}</text>` : ''}
  </svg>`;
}
