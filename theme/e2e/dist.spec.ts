import { expect, test } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openMeteoURL, siteURL } from '../playwright.config'

// The files of a built site, checked as a host and a crawler would read
// them: the starter site (make build writes dist/), the fixture site built
// under /portfolio/ for the other end-to-end tests, and the same site with
// the JSON Resume sample (e2e/.resume).
const repo = fileURLToPath(new URL('../..', import.meta.url))
const sites = [
  { name: 'the starter site', dir: join(repo, 'dist'), base: baseURLOf(join(repo, 'dist')), resume: true },
  { name: 'the fixture site under /portfolio/', dir: join(repo, '.e2e', 'dist'), base: siteURL, resume: false },
  { name: 'the fixture site with a résumé', dir: join(repo, '.e2e', 'open-meteo'), base: openMeteoURL, resume: true },
]

/** The base URL a site was built for, from its home page's canonical link. */
function baseURLOf(dir: string): string {
  const home = readFileSync(join(dir, 'index.html'), 'utf8')
  return home.match(/<link rel="canonical" href="([^"]+)">/)![1]!
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}

/** The file a URL of the site is served from, or undefined for another origin or a path outside the base. */
function fileOf(url: URL, site: { dir: string; base: string }): string | undefined {
  const base = new URL(site.base)
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return undefined
  const rel = decodeURIComponent(url.pathname.slice(base.pathname.length))
  return join(site.dir, rel === '' || rel.endsWith('/') ? rel + 'index.html' : rel)
}

/** Every URL an HTML page refers to: href, src, srcset and the data block's paths. */
function referencedURLs(html: string, page: URL): URL[] {
  const urls: string[] = []
  for (const [, name, value] of html.matchAll(/\s(href|src|srcset|imagesrcset|content)="([^"]*)"/g)) {
    const decoded = value!.replaceAll('&amp;', '&').replaceAll('&#39;', "'")
    if (name === 'srcset' || name === 'imagesrcset') urls.push(...decoded.split(',').map((c) => c.trim().split(/\s+/)[0]!))
    else if (name !== 'content' || /^https?:/.test(decoded)) urls.push(decoded)
  }
  const data = html.match(/<script type="application\/json" id="portgen-site">(.*?)<\/script>/)?.[1]
  if (data) {
    JSON.stringify(JSON.parse(data), (_, value) => {
      if (typeof value === 'string' && value.startsWith('/')) urls.push(...value.split(',').map((c) => c.trim().split(/\s+/)[0]!))
      return value
    })
  }
  return urls.filter((u) => u && !u.startsWith('mailto:')).map((u) => new URL(u, page))
}

/** The HTML pages of a built site. */
const pagesOf = (dir: string) => walk(dir).filter((f) => f.endsWith('.html'))

// One run of the checker for every site: starting Java and loading the
// checker's schemas took 5 s of CPU, ten times what checking a page does.
// Its report names each page that fails by its path.
// The JVM's quick compiler alone (TieredStopAtLevel=1) and one garbage
// collector thread: a run this short never repays the optimising
// compiler's work, and with it the check took 15 s of CPU, 6.6 s without.
// With that compiler alone the checker's schema overflowed the default stack: 2 MB.
const javaFlags = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss2m']

test('every page of each site passes the Nu Html Checker', () => {
  const jar = createRequire(import.meta.url)('vnu-jar') as string
  let report = ''
  try {
    const pages = sites.flatMap((site) => pagesOf(site.dir))
    execFileSync('java', [...javaFlags, '-jar', jar, '--errors-only', '--format', 'text', ...pages], { encoding: 'utf8', stdio: 'pipe' })
  } catch (error) {
    report = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}` || String(error)
  }
  expect(report).toBe('')
})

for (const site of sites) {
  test.describe(site.name, () => {
    const pages = () => pagesOf(site.dir)
    const pageURL = (file: string) => new URL(relative(site.dir, file).replace(/(^|\/)index\.html$/, '$1'), site.base)

    test('every internal href and src resolves to a file', () => {
      const broken: string[] = []
      for (const file of pages()) {
        const page = pageURL(file)
        for (const url of referencedURLs(readFileSync(file, 'utf8'), page)) {
          const target = fileOf(url, site)
          if (target !== undefined && !existsSync(target)) broken.push(`${relative(site.dir, file)}: ${url.href}`)
        }
      }
      expect(broken).toEqual([])
    })

    test('the sitemap lists every page but the 404s and the stand-ins, in every language, and robots.txt points to it', () => {
      const xml = readFileSync(join(site.dir, 'sitemap.xml'), 'utf8')
      expect(xml).toMatch(
        /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
      )
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!).sort()
      // A post's page in a language it is not written in stands in for its own page, which its canonical names.
      const canonical = (file: string) => readFileSync(file, 'utf8').match(/<link rel="canonical" href="([^"]+)"/)?.[1]
      const expected = pages()
        .filter((f) => !f.endsWith('404.html'))
        .filter((f) => canonical(f) === pageURL(f).href)
        .map((f) => pageURL(f).href)
        .sort()
      expect(locs).toEqual(expected)
      expect(readFileSync(join(site.dir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.base}sitemap.xml`)
    })

    test(`${site.resume ? 'the résumé has its page' : 'there is no résumé page'}`, () => {
      expect(existsSync(join(site.dir, 'resume', 'index.html'))).toBe(site.resume)
    })

    test('the manifest makes the site installable under its base path', () => {
      const manifest = JSON.parse(readFileSync(join(site.dir, 'manifest.webmanifest'), 'utf8'))
      const base = new URL(site.base).pathname
      expect(manifest).toMatchObject({ display: 'standalone', start_url: base, scope: base })
      for (const key of ['name', 'short_name', 'theme_color', 'background_color']) expect(manifest[key]).toBeTruthy()
      const sizes: string[] = []
      for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]) {
        const png = readFileSync(fileOf(new URL(icon.src, site.base), site)!)
        // A PNG's width and height are the first fields of its IHDR chunk.
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes)
        sizes.push(`${icon.sizes} ${icon.purpose}`)
      }
      expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
      const home = readFileSync(join(site.dir, 'index.html'), 'utf8')
      expect(home).toContain(`<link rel="manifest" href="${base}manifest.webmanifest">`)
    })

    test('_headers keeps the hashed files for a year and the rest fresh', () => {
      const headers = readFileSync(join(site.dir, '_headers'), 'utf8')
      const base = new URL(site.base).pathname
      expect(headers).toContain(`${base}assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`)
      expect(headers).toContain(`${base}sw.js\n  Cache-Control: no-cache\n`)
      // No inline script runs but the theme's own, which its hash allows: an injected one differs.
      const home = readFileSync(join(site.dir, 'index.html'), 'utf8')
      const inline = [...home.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`)
      expect(inline).toHaveLength(1)
      expect(headers).toContain(`Content-Security-Policy: default-src 'self'; script-src 'self' ${inline[0]}; connect-src 'self'`)
    })
  })
}
