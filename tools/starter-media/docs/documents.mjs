// The starter's own PDF, the motivation letter, for the placeholder owner
// "Your Name", rendered to A4 with Chromium's page.pdf. The English résumé and
// the Portuguese CV of the Documents screen are portgen's, made from
// content/resume.json.
import { icon } from '../lib/ui.mjs';

const ACCENT = '#4338ca';

const CONTACT = {
  email: 'you@example.com',
  github: 'github.com/your-name',
  linkedin: 'linkedin.com/in/your-name',
  site: 'your-name.github.io',
};

const DOC_CSS = `
@page{size:A4;margin:15mm 17mm 14mm}
*{box-sizing:border-box;margin:0;padding:0}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{font-family:Lato,'DejaVu Sans',sans-serif;font-size:9.6pt;line-height:1.5;color:#1f2937}
svg.i{display:inline-block;vertical-align:-0.15em;stroke:currentColor;fill:none;stroke-linecap:round;stroke-linejoin:round}
a{color:inherit;text-decoration:none}
header{display:flex;align-items:flex-end;justify-content:space-between;gap:16px;padding-bottom:12px;border-bottom:2px solid ${ACCENT}}
h1{font-family:Manrope,Lato,sans-serif;font-size:26pt;line-height:1.05;font-weight:800;letter-spacing:-.02em;color:#111827}
.role{font-size:11.5pt;color:${ACCENT};font-weight:600;margin-top:4px}
.contact{font-size:8.6pt;color:#374151;text-align:right;line-height:1.75}
.contact span{display:inline-flex;align-items:center;gap:6px}
.contact svg{color:${ACCENT}}
h2{font-family:Manrope,Lato,sans-serif;font-size:8.4pt;letter-spacing:.14em;text-transform:uppercase;color:${ACCENT};font-weight:700;margin:16px 0 7px;display:flex;align-items:center;gap:10px}
h2::after{content:'';flex:1;height:1px;background:#e5e7eb}
p{margin-bottom:5px}
.skills{display:grid;grid-template-columns:120px 1fr;gap:4px 12px}
.skills dt{font-weight:600;color:#111827}
.chips span{display:inline-block;background:#eef2ff;color:#3730a3;border-radius:4px;padding:1px 7px;margin:0 4px 3px 0;font-size:8.6pt;font-weight:500}
.job{margin-bottom:9px;break-inside:avoid}
.job .hd{display:flex;justify-content:space-between;align-items:baseline}
.job .hd b{font-size:10pt;color:#111827}
.job .hd span{font-size:8.6pt;color:#6b7280;white-space:nowrap}
.job .org{color:#4b5563;font-style:italic;margin-bottom:2px}
ul{padding-left:14px}
li{margin-bottom:2px}
li::marker{color:${ACCENT}}
.projects{display:grid;grid-template-columns:1fr 1fr;gap:8px 18px}
.pr{break-inside:avoid}
.pr b{color:#111827;font-size:9.6pt}
.pr .t{font-size:8pt;color:${ACCENT};font-weight:600;margin:1px 0 2px}
.pr p{font-size:8.8pt;color:#374151;margin:0}
.pr .l{font-size:8pt;color:#6b7280}
.two{display:grid;grid-template-columns:1fr 1fr;gap:0 24px}
.lang{display:flex;justify-content:space-between;border-bottom:1px dotted #d1d5db;padding:2px 0}
.lang span{color:#6b7280}
.foot{margin-top:14px;font-size:7.8pt;color:#9ca3af;text-align:center}
`;

const html = (lang, title, body, css = '') => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<title>${title}</title><style>${DOC_CSS}${css}</style></head><body>${body}</body></html>`;

function header(role) {
  const ic = (n) => icon(n, { size: 11, stroke: 2.2 });
  return `<header><div><h1>Your Name</h1><div class="role">${role}</div></div>
    <div class="contact"><span>${ic('mail')}<a href="mailto:${CONTACT.email}">${CONTACT.email}</a></span><br>
      <span>${ic('link')}<a href="https://${CONTACT.github}">${CONTACT.github}</a></span><br>
      <span>${ic('user')}<a href="https://www.${CONTACT.linkedin}">${CONTACT.linkedin}</a></span><br>
      <span>${ic('globe')}<a href="https://${CONTACT.site}/">${CONTACT.site}</a></span></div></header>`;
}

function letter() {
  const css = `
body{font-size:10.2pt;line-height:1.62}
header{margin-bottom:26px}
.addr{display:flex;justify-content:space-between;margin-bottom:26px;font-size:9.6pt;color:#374151;line-height:1.55}
.addr b{color:#111827}
.subj{font-weight:700;color:#111827;font-size:10.6pt;margin-bottom:14px}
p{margin-bottom:10px;text-align:left}
.sign{margin-top:22px}
.sign b{display:block;font-size:11pt;color:#111827}
.sign span{color:#6b7280;font-size:9pt}
`;
  const body = `${header('Full-stack web developer')}
  <div class="addr"><div><b>Harbourline Software</b><br>Hiring team – Engineering<br>Example Street 12<br>1000-000 Lisbon, Portugal</div>
    <div style="text-align:right">Lisbon, 16 June 2025</div></div>
  <div class="subj">Application for the Full-Stack Developer position</div>
  <p>Dear hiring team,</p>
  <p>I am writing to apply for the Full-Stack Developer position at Harbourline Software. Your team builds tools that small businesses rely on every day, and that is exactly the kind of software I like to make: practical, dependable and pleasant to use behind a counter or on a phone between two meetings.</p>
  <p>Over the past years I have built web applications from the database to the last pixel. My most complete project is a point-of-sale and stock system for a small shop: a Ruby on Rails API with role-based access and PostgreSQL, and a React and Redux front end styled with Tailwind that stays usable on a tablet. It confirms a sale and writes the invoice in one step, warns when products run low or expire soon, and exports reports to CSV for the accountant. Working on it taught me to listen to the people who use the software before writing a line of code.</p>
  <p>I also enjoy working in a team. I built a motorcycle-booking application with three other developers, splitting the work between a Rails API documented in OpenAPI and a React client, with JSON Web Tokens for authentication. We reviewed each other's pull requests daily, agreed on conventions early, and shipped on time across three time zones. During my training I completed more than 1,300 hours of pair programming, which made me comfortable explaining my choices and changing my mind when someone has a better idea.</p>
  <p>My toolbox includes Ruby on Rails, NodeJS, Python and PHP on the server; React, Redux and Tailwind in the browser; MySQL, PostgreSQL and Docker underneath. I write tests with RSpec and Jest because they let me refactor without fear, and I keep documentation next to the code so the next person can pick it up quickly.</p>
  <p>I would be glad to bring this care for detail and this habit of finishing things to Harbourline Software. You can see my projects, with live demos and source code, at ${CONTACT.site}. I would welcome the chance to talk about how I could help your team.</p>
  <p>Thank you for your time and consideration.</p>
  <div class="sign">Kind regards,<br><br><b>Your Name</b><span>${CONTACT.email} · ${CONTACT.linkedin}</span></div>`;
  return html('en', 'Your Name – Motivation letter', body, css);
}

export const documents = [
  { out: 'documents/motivation-letter.pdf', html: letter() },
];
