// The three starter PDFs (resume, Portuguese CV, motivation letter) for the
// placeholder owner "Your Name". Rendered to A4 with Chromium's page.pdf.
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

// Projects, in the order of content/projects (by id), with a short line each.
const PROJECTS = [
  ['point-of-sale', 'Point of Sale', 'React · Redux · Ruby on Rails · PostgreSQL · Tailwind',
    'Point-of-sale and stock app for a small shop: counter sales, invoices and proforma invoices, low-stock and expiry alerts, CSV reports, role-based access.',
    'Aplicação de ponto de venda e gestão de stock para uma pequena loja: vendas ao balcão, faturas e faturas proforma, alertas de stock baixo e de validade, relatórios em CSV e acessos por perfil.'],
  ['motorcycle-booking', 'Motorcycle Booking', 'React · Redux · Ruby on Rails · PostgreSQL · JWT',
    'Built in a team of four: riders reserve a motorcycle for a date and a city; admins manage the fleet. JWT authentication and an API documented in OpenAPI.',
    'Feito numa equipa de quatro: os utilizadores reservam uma mota para uma data e uma cidade; os administradores gerem a frota. Autenticação com JWT e API documentada em OpenAPI.'],
  ['budget-app', 'Budget App', 'Ruby on Rails · PostgreSQL · Devise · RSpec',
    'Mobile-first budget app that groups expenses by category. Per-user authorization rules covered by RSpec and Capybara tests.',
    'Aplicação de orçamento pensada primeiro para o telemóvel, que agrupa despesas por categoria. Regras de autorização por utilizador testadas com RSpec e Capybara.'],
  ['pandemic-tracker', 'Pandemic Tracker', 'React · Redux · Jest · REST API',
    'Daily pandemic figures by country from a public API, cached in the Redux store; tested with Jest and React Testing Library.',
    'Números diários da pandemia por país, obtidos de uma API pública e guardados na store Redux; testes com Jest e React Testing Library.'],
  ['countries-browser', 'Countries Browser', 'JavaScript · webpack · REST API · CSS',
    'Browse countries by region with a filter that updates as you type, and a dark mode that follows the system setting.',
    'Explorar países por região, com um filtro que se atualiza à medida que se escreve e um modo escuro que segue a definição do sistema.'],
  ['space-travelers-hub', "Space Travelers' Hub", 'React · Redux Toolkit · React Router · Jest',
    'Book rockets and join missions from a public API; one Redux slice per page, every reducer unit-tested, CSS modules.',
    'Reservar foguetões e aderir a missões a partir de uma API pública; uma slice Redux por página, todos os reducers com testes unitários, CSS modules.'],
  ['bookstore', 'Bookstore', 'React · Redux · JavaScript · CSS',
    'Reading list saved through a small API with fetch and Redux thunks; reading progress drawn as an SVG ring.',
    'Lista de leituras guardada numa pequena API com fetch e thunks Redux; o progresso de leitura é desenhado como um anel em SVG.'],
  ['math-calculator', 'Math Calculator', 'React · JavaScript · Jest',
    'Calculator with a maths quote of the day; the logic is a set of unit-tested pure functions and the keypad works with the keyboard.',
    'Calculadora com uma citação do dia sobre matemática; a lógica é um conjunto de funções puras com testes unitários e o teclado físico também funciona.'],
  ['movie-list', 'Movie List', 'JavaScript · webpack · Jest · REST API',
    'Browse TV shows, like them and leave comments; counters update at once. Data from two REST APIs.',
    'Explorar séries, marcar as preferidas com um gosto e deixar comentários, com contadores que se atualizam de imediato. Dados de duas APIs REST.'],
  ['summit-page', 'Summit Page', 'HTML · CSS · JavaScript',
    'Responsive landing page for a conference, built with CSS grid and flexbox and a full-screen menu on small screens.',
    'Página de apresentação responsiva de uma conferência, com CSS grid e flexbox e um menu de ecrã inteiro em ecrãs pequenos.'],
];

const projectList = (pt) => `<div class="projects">${PROJECTS.map(([slug, name, tech, en, ptText]) => `
  <div class="pr"><b>${name}</b><div class="t">${tech}</div><p>${pt ? ptText : en}</p>
  <div class="l">${CONTACT.github}/${slug}</div></div>`).join('')}</div>`;

const SKILLS = {
  en: [['Back end', ['Ruby on Rails', 'NodeJS', 'Python', 'PHP']], ['Front end', ['React', 'Redux', 'Tailwind', 'JavaScript', 'HTML & CSS']],
    ['Data & ops', ['PostgreSQL', 'MySQL', 'Docker', 'REST APIs', 'Git & GitHub']], ['Practices', ['RSpec', 'Jest', 'Pair programming', 'Code review', 'Remote work']]],
  pt: [['Back end', ['Ruby on Rails', 'NodeJS', 'Python', 'PHP']], ['Front end', ['React', 'Redux', 'Tailwind', 'JavaScript', 'HTML e CSS']],
    ['Dados e infraestrutura', ['PostgreSQL', 'MySQL', 'Docker', 'APIs REST', 'Git e GitHub']], ['Práticas', ['RSpec', 'Jest', 'Programação em par', 'Revisão de código', 'Trabalho remoto']]],
};
const skills = (k) => `<dl class="skills">${SKILLS[k].map(([g, xs]) => `<dt>${g}</dt><dd class="chips">${xs.map((x) => `<span>${x}</span>`).join('')}</dd>`).join('')}</dl>`;

function resume() {
  const body = `${header('Full-stack web developer')}
  <h2>Profile</h2>
  <p>Full-stack web developer who enjoys turning a messy real-world process into a small, dependable app. I build Rails and Node APIs backed by PostgreSQL or MySQL, and React and Redux front ends styled with Tailwind. I have shipped ten portfolio projects, from a point-of-sale system used behind a shop counter to a motorcycle-booking app built in a remote team of four. I write tests first when it matters, keep pull requests small and document what I build.</p>
  <h2>Skills</h2>${skills('en')}
  <h2>Experience</h2>
  <div class="job"><div class="hd"><b>Freelance full-stack developer</b><span>2023 – present · remote</span></div>
    <div class="org">Independent projects for small businesses</div>
    <ul><li>Designed and built a point-of-sale and stock system (Rails API, React, PostgreSQL) now used daily on a tablet at the counter.</li>
      <li>Set up Docker-based development and CI so that a new contributor runs the whole app with one command.</li>
      <li>Wrote OpenAPI documentation and CSV exports that the shop's accountant uses every month.</li></ul></div>
  <div class="job"><div class="hd"><b>Full-stack web development programme</b><span>2021 – 2022 · remote</span></div>
    <div class="org">Intensive, project-based training with daily pair programming</div>
    <ul><li>Completed more than 1,300 hours of pair programming with developers in different time zones.</li>
      <li>Built and reviewed projects in Ruby on Rails, React and Redux, following Git Flow and code-review etiquette.</li>
      <li>Mentored junior students on testing with RSpec and Jest and on writing clear pull-request descriptions.</li></ul></div>
  <h2>Selected projects</h2>${projectList(false)}
  <div class="two">
    <div><h2>Education</h2>
      <div class="job"><div class="hd"><b>Full-stack web development</b><span>2021 – 2022</span></div><div class="org">Remote software development programme</div></div>
      <div class="job"><div class="hd"><b>Your degree or previous studies</b><span>Year – year</span></div><div class="org">Your school or university</div></div></div>
    <div><h2>Languages</h2>
      <div class="lang"><b>Portuguese</b><span>native</span></div>
      <div class="lang"><b>English</b><span>fluent (C1)</span></div>
      <div class="lang"><b>French</b><span>intermediate (B1)</span></div></div>
  </div>
  <p class="foot">Live demos and source code: ${CONTACT.site} · ${CONTACT.github}</p>`;
  return html('en', 'Your Name – Resume', body);
}

function cvPt() {
  const body = `${header('Programador web full-stack')}
  <h2>Perfil</h2>
  <p>Programador web full-stack que gosta de transformar processos confusos do dia a dia em aplicações pequenas e fiáveis. Desenvolvo APIs em Rails e Node com PostgreSQL ou MySQL, e interfaces em React e Redux estilizadas com Tailwind. Tenho dez projetos publicados no meu portefólio, desde um sistema de ponto de venda usado ao balcão de uma loja até uma aplicação de reserva de motas desenvolvida numa equipa remota de quatro pessoas. Escrevo testes primeiro quando faz diferença, mantenho os pull requests pequenos e documento aquilo que construo.</p>
  <h2>Competências</h2>${skills('pt')}
  <h2>Experiência profissional</h2>
  <div class="job"><div class="hd"><b>Programador full-stack independente</b><span>2023 – presente · remoto</span></div>
    <div class="org">Projetos por conta própria para pequenas empresas</div>
    <ul><li>Concebi e desenvolvi um sistema de ponto de venda e gestão de stock (API em Rails, React, PostgreSQL), hoje usado diariamente num tablet ao balcão.</li>
      <li>Configurei o ambiente de desenvolvimento e a integração contínua com Docker, para que qualquer novo colaborador arranque a aplicação com um único comando.</li>
      <li>Redigi a documentação OpenAPI e as exportações em CSV que o contabilista da loja utiliza todos os meses.</li></ul></div>
  <div class="job"><div class="hd"><b>Programa de desenvolvimento web full-stack</b><span>2021 – 2022 · remoto</span></div>
    <div class="org">Formação intensiva baseada em projetos, com programação em par diária</div>
    <ul><li>Mais de 1300 horas de programação em par com programadores de vários fusos horários.</li>
      <li>Desenvolvi e revi projetos em Ruby on Rails, React e Redux, seguindo Git Flow e boas práticas de revisão de código.</li>
      <li>Fui mentor de colegas em início de percurso, sobretudo em testes com RSpec e Jest e na escrita de descrições claras de pull requests.</li></ul></div>
  <h2>Projetos em destaque</h2>${projectList(true)}
  <div class="two">
    <div><h2>Formação</h2>
      <div class="job"><div class="hd"><b>Desenvolvimento web full-stack</b><span>2021 – 2022</span></div><div class="org">Programa remoto de desenvolvimento de software</div></div>
      <div class="job"><div class="hd"><b>A sua licenciatura ou estudos anteriores</b><span>Ano – ano</span></div><div class="org">A sua escola ou universidade</div></div></div>
    <div><h2>Línguas</h2>
      <div class="lang"><b>Português</b><span>língua materna</span></div>
      <div class="lang"><b>Inglês</b><span>fluente (C1)</span></div>
      <div class="lang"><b>Francês</b><span>intermédio (B1)</span></div></div>
  </div>
  <p class="foot">Demonstrações e código-fonte: ${CONTACT.site} · ${CONTACT.github}</p>`;
  return html('pt-PT', 'Your Name – Currículo', body);
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
  { out: 'documents/resume-en.pdf', html: resume() },
  { out: 'documents/cv-pt.pdf', html: cvPt() },
  { out: 'documents/motivation-letter.pdf', html: letter() },
];
