#!/usr/bin/env node
// Regenerates portgen's starter media and documents from the HTML/CSS/SVG
// templates in this folder, rendered by the system's Chromium.
//
//   node tools/starter-media/generate.mjs            # everything
//   node tools/starter-media/generate.mjs bookstore  # only outputs whose path contains "bookstore"
//
// Outputs go to content/media/ and content/documents/ (see README.md).

import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';

import { projectIcons } from './icons.mjs';
import { wallpapers, profilePortrait, siteIcon } from './art.mjs';
import { documents } from './docs/documents.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const CONTENT = path.join(ROOT, 'content');
const require = createRequire(import.meta.url);

// playwright-core comes with the theme's dev dependencies (npm ci in theme/).
function loadPlaywright() {
  for (const id of [path.join(ROOT, 'theme/node_modules/playwright-core'), 'playwright-core']) {
    try { return require(id); } catch { /* try the next one */ }
  }
  console.error('playwright-core not found: run `npm ci` in theme/ first.');
  process.exit(1);
}
const { chromium } = loadPlaywright();

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--font-render-hinting=none'];

const filter = process.argv[2] || '';

// ---------------------------------------------------------------------------
// Which files the content asks for: read `icon:` and `images:` from each
// content/projects/*.yaml (a tiny line-based reader is enough for these keys).
function readProjects() {
  const dir = path.join(CONTENT, 'projects');
  return fs.readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort().map((f) => {
    const slug = f.replace(/\.yaml$/, '');
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    const icon = (text.match(/^icon:\s*(\S+)/m) || [])[1];
    const images = [];
    let inImages = false;
    for (const line of text.split('\n')) {
      if (/^images:\s*$/.test(line)) { inImages = true; continue; }
      if (inImages) {
        const m = line.match(/^\s+-\s+(\S+)/);
        if (m) images.push(m[1]);
        else if (/^\S/.test(line)) inImages = false;
      }
    }
    return { slug, icon, images };
  });
}

// ---------------------------------------------------------------------------
async function main() {
  const jobs = [];
  const projects = readProjects();

  for (const p of projects) {
    const mod = await import(`./screens/${p.slug}.mjs`).catch((e) => {
      throw new Error(`no screens/${p.slug}.mjs for content/projects/${p.slug}.yaml: ${e.message}`);
    });
    const screens = mod.default;
    p.images.forEach((img, i) => {
      if (!screens[i]) throw new Error(`${p.slug}: no mockup for image #${i + 1} (${img})`);
      jobs.push({ out: img, type: 'jpeg', quality: 80, width: 1280, height: 800, html: screens[i]() });
    });
    if (screens.length > p.images.length) {
      console.warn(`note: ${p.slug} has ${screens.length} mockups but lists ${p.images.length} images`);
    }
    if (p.icon) {
      const svg = projectIcons[p.slug];
      if (!svg) throw new Error(`no icon for ${p.slug}`);
      jobs.push({ out: p.icon, type: 'svg', svg });
    }
  }

  for (const w of wallpapers) jobs.push({ ...w, type: 'jpeg', quality: 78, width: 2560, height: 1440 });
  jobs.push({ out: 'media/profile.jpg', type: 'jpeg', quality: 84, width: 800, height: 800, html: profilePortrait() });
  jobs.push({ out: 'media/icon.png', type: 'png', width: 512, height: 512, html: siteIcon() });
  for (const d of documents) jobs.push({ ...d, type: 'pdf' });

  const todo = jobs.filter((j) => j.out.includes(filter));
  if (!todo.length) { console.error(`nothing matches "${filter}"`); process.exit(1); }

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext({ deviceScaleFactor: 1, offline: true });
    // Every template is self-contained; refuse any network request.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      return url.startsWith('data:') ? route.continue() : route.abort();
    });
    for (const job of todo) {
      const dest = path.join(CONTENT, job.out);
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      if (job.type === 'svg') {
        fs.writeFileSync(dest, job.svg);
      } else {
        const pageObj = await context.newPage();
        if (job.type !== 'pdf') await pageObj.setViewportSize({ width: job.width, height: job.height });
        await pageObj.setContent(job.html, { waitUntil: 'load' });
        await pageObj.evaluate(() => document.fonts.ready);
        if (job.type === 'pdf') {
          await pageObj.emulateMedia({ media: 'print' });
          await pageObj.pdf({ path: dest, format: 'A4', printBackground: true, preferCSSPageSize: true });
        } else {
          await pageObj.screenshot({
            path: dest, type: job.type, fullPage: false,
            ...(job.type === 'jpeg' ? { quality: job.quality } : { omitBackground: true }),
            clip: { x: 0, y: 0, width: job.width, height: job.height },
          });
        }
        await pageObj.close();
      }
      const kb = (fs.statSync(dest).size / 1024).toFixed(0);
      console.log(`${job.out.padEnd(48)} ${kb.padStart(5)} KB`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
