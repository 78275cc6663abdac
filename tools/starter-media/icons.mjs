// Project icons: a rounded square in the project's colour with a white,
// flat pictogram. Plain SVG (no text, scripts or external references).

const frame = (bg, inner) => `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <rect width="128" height="128" rx="28" fill="${bg}"/>
  ${inner.trim()}
</svg>
`;

const W = '#fff';

export const projectIcons = {
  // cash register with a receipt
  'point-of-sale': ((c) => frame(c, `
  <rect x="36" y="26" width="22" height="30" rx="2" fill="${W}"/>
  <path d="M41 35h12M41 42h12M41 49h8" stroke="${c}" stroke-width="3" stroke-linecap="round"/>
  <rect x="68" y="30" width="28" height="16" rx="4" fill="${W}"/>
  <rect x="78" y="46" width="8" height="10" fill="${W}"/>
  <path d="M32 56h64l6 30H26z" fill="${W}" stroke="${W}" stroke-width="4" stroke-linejoin="round"/>
  <g fill="${c}"><circle cx="46" cy="66" r="3.5"/><circle cx="58" cy="66" r="3.5"/><circle cx="70" cy="66" r="3.5"/><circle cx="44" cy="77" r="3.5"/><circle cx="57" cy="77" r="3.5"/><circle cx="70" cy="77" r="3.5"/><rect x="78" y="62" width="14" height="19" rx="3"/></g>
  <rect x="24" y="90" width="80" height="14" rx="4" fill="${W}"/>
  <rect x="56" y="95" width="16" height="4" rx="2" fill="${c}"/>`))('#059669'),

  // motorcycle, side view
  'motorcycle-booking': ((c) => frame(c, `
  <g fill="none" stroke="${W}" stroke-linecap="round" stroke-linejoin="round">
    <circle cx="34" cy="84" r="15" stroke-width="7"/><circle cx="95" cy="84" r="15" stroke-width="7"/>
    <path d="M34 84l22-8M95 84L83 46M76 43l14-3" stroke-width="7"/>
  </g>
  <path d="M22 58h32c4-10 18-14 32-8l-3 14H64l-6 8H34z" fill="${W}"/>
  <rect x="54" y="66" width="24" height="18" rx="4" fill="${W}"/>
  <path d="M58 72h16M58 78h16" stroke="${c}" stroke-width="2.5" stroke-linecap="round"/>
  <circle cx="34" cy="84" r="4" fill="${W}"/><circle cx="95" cy="84" r="4" fill="${W}"/>`))('#f97316'),

  // wallet with a card
  'budget-app': ((c) => frame(c, `
  <rect x="38" y="28" width="46" height="30" rx="5" fill="${W}" transform="rotate(-12 61 43)"/>
  <path d="M48 36l26-5.5" stroke="${c}" stroke-width="4" stroke-linecap="round"/>
  <rect x="26" y="44" width="76" height="56" rx="11" fill="${W}"/>
  <rect x="72" y="60" width="34" height="24" rx="7" fill="${c}"/>
  <circle cx="84" cy="72" r="4.5" fill="${W}"/>`))('#4338ca'),

  // virus over a rising line
  'pandemic-tracker': ((c) => {
    const spikes = Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      const x1 = 64 + 18 * Math.cos(a), y1 = 52 + 18 * Math.sin(a);
      const x2 = 64 + 27 * Math.cos(a), y2 = 52 + 27 * Math.sin(a);
      return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="${W}" stroke-width="6" stroke-linecap="round"/><circle cx="${(64 + 30 * Math.cos(a)).toFixed(1)}" cy="${(52 + 30 * Math.sin(a)).toFixed(1)}" r="5" fill="${W}"/>`;
    }).join('');
    return frame(c, `${spikes}
  <circle cx="64" cy="52" r="20" fill="${W}"/>
  <circle cx="57" cy="46" r="4" fill="${c}"/><circle cx="71" cy="54" r="3.5" fill="${c}"/><circle cx="59" cy="60" r="2.8" fill="${c}"/>
  <path d="M24 106l20-9 16 5 22-13 22 6" fill="none" stroke="${W}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`);
  })('#f43f5e'),

  // globe
  'countries-browser': ((c) => frame(c, `
  <g fill="none" stroke="${W}" stroke-width="6" stroke-linecap="round">
    <circle cx="64" cy="64" r="36"/><ellipse cx="64" cy="64" rx="15" ry="36"/>
    <path d="M28 64h72M34 45h60M34 83h60"/>
  </g>`))('#0891b2'),

  // rocket
  'space-travelers-hub': ((c) => frame(c, `
  <path d="M64 20c15 11 21 30 17 58H47c-4-28 2-47 17-58z" fill="${W}"/>
  <circle cx="64" cy="50" r="9" fill="${c}"/><circle cx="64" cy="50" r="4.5" fill="${W}"/>
  <path d="M47 62L33 84l14 2zM81 62l14 22-14 2z" fill="${W}"/>
  <path d="M55 84h18l-9 20z" fill="${W}"/>
  <path d="M57 84h14" stroke="${c}" stroke-width="3"/>`))('#0b6bcb'),

  // open book
  'bookstore': ((c) => frame(c, `
  <path d="M62 40c-10-7-22-9-36-8v60c14-1 26 1 36 8z" fill="${W}"/>
  <path d="M66 40c10-7 22-9 36-8v60c-14-1-26 1-36 8z" fill="${W}"/>
  <g stroke="${c}" stroke-width="3.5" stroke-linecap="round"><path d="M34 48c8 0 15 1 21 4M34 60c8 0 15 1 21 4M34 72c8 0 15 1 21 4M94 48c-8 0-15 1-21 4M94 60c-8 0-15 1-21 4"/></g>`))('#9f1239'),

  // calculator
  'math-calculator': ((c) => frame(c, `
  <rect x="36" y="22" width="56" height="84" rx="10" fill="${W}"/>
  <rect x="44" y="30" width="40" height="18" rx="4" fill="${c}"/>
  <g fill="${c}">${[0, 1, 2].map((r) => [0, 1, 2].map((k) => `<rect x="${44 + k * 14.5}" y="${56 + r * 14}" width="10" height="9" rx="2.5"/>`).join('')).join('')}</g>`))('#27272a'),

  // clapperboard
  'movie-list': ((c) => frame(c, `
  <rect x="26" y="54" width="76" height="48" rx="7" fill="${W}"/>
  <path d="M26 42l70-16 3 14-70 16z" fill="${W}"/>
  <g fill="${c}"><path d="M39 39l10-2.3-6 14.2-10 2.3zM60 34l10-2.3-6 14.2-10 2.3zM81 29l10-2.3-6 14.2-10 2.3z"/></g>
  <path d="M26 54h76" stroke="${c}" stroke-width="3"/>
  <path d="M56 68v22l19-11z" fill="${c}"/>`))('#a855f7'),

  // mountain summit with a flag
  'summit-page': ((c) => frame(c, `
  <path d="M22 100l32-52 14 22 12-16 26 46z" fill="${W}"/>
  <path d="M54 48l9 15-5-3-4 5-4-5-5 3z" fill="${c}"/>
  <path d="M54 48V26" stroke="${W}" stroke-width="4" stroke-linecap="round"/>
  <path d="M56 26h16l-4 6 4 6H56z" fill="${W}"/>`))('#ec5242'),
};
