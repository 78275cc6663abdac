import type { Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { openMeteoURL, siteURL } from '../playwright.config'
import { expect, expectNoAxeViolations, menuToggle, oneSizeUnlessEnglish, t, test } from './fixtures'

// The résumé: the site of e2e/.resume (go run ./internal/e2esite -resume),
// whose owner, label, summary, skills and profiles come from the JSON Resume
// project's sample (testdata/resume) and its pt and fr translations, and
// whose site.yaml names no owner. The main site has no résumé.

type Language = 'en' | 'pt' | 'fr'
const languages: Language[] = ['en', 'pt', 'fr']

interface SampleResume {
  basics: { name: string; label: string; summary: string; email: string; phone: string; url: string }
  work: { position: string; description: string; name: string; url: string }[]
  skills: { keywords: string[] }[]
  languages: { language: string; fluency: string }[]
  references: { name: string }[]
}

const read = (file: string) => JSON.parse(readFileSync(new URL(`.resume/${file}`, import.meta.url), 'utf8'))
const sample: SampleResume = read('resume.json')

/** The documents of the résumé site's Documents screen: its English résumé and Portuguese CV are the résumé's PDFs. */
const documents: { label: Record<Language, string>; resume?: Language }[] = parse(
  readFileSync(new URL('.resume/site.yaml', import.meta.url), 'utf8'),
).documents

/** The sample in a language: what its translation changes, over the English. */
function resume(language: Language): SampleResume {
  if (language === 'en') return sample
  const translation: Partial<SampleResume> = read(`resume.${language}.json`)
  return {
    ...sample,
    basics: { ...sample.basics, ...translation.basics },
    work: sample.work.map((job, i) => ({ ...job, ...translation.work?.[i] })),
    languages: translation.languages ?? sample.languages,
  }
}

const name = sample.basics.name

/** The job's dates as a visitor reads them in each language: the short month and the year. */
const jobDates: Record<Language, string> = {
  en: 'Dec 2013 – Dec 2014',
  pt: 'dez. 2013 – dez. 2014',
  fr: 'déc. 2013 – déc. 2014',
}

/** An interface string of the résumé site, whose owner is the résumé's. */
const ts = (key: string, vars: Record<string, string> = {}, language = 'en') => t(key, { name, ...vars }, language)

/**
 * A page of the résumé site in a language, English by default (the
 * default's at the root, another's under its code): absolute, since the
 * tests' base URL is the main site.
 */
const at = (path: string, language: Language = 'en') => new URL((language === 'en' ? '' : `${language}/`) + path, openMeteoURL).href

/** The headings of the sections the sample fills, in the page's order; it has no certificates and shows no references. */
const sections = ['work', 'education', 'skills', 'projects', 'volunteer', 'awards', 'publications', 'languages', 'interests']

/**
 * Marks the document, so that after a click a test can tell a navigation
 * inside the app (the mark is still there) from a page load (it is gone).
 */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }))
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

/** Opens the résumé, in English, the browser's language, unless asked for another. */
async function openResume(page: Page, language: Language = 'en') {
  await page.goto(at('resume/', language))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  return page.getByRole('main')
}

/** The sample's one job, by its position in a language. */
const job = (main: Locator, language: Language) =>
  main.getByRole('listitem').filter({ has: main.page().getByRole('heading', { level: 3, name: resume(language).work[0]!.position, exact: true }) })

async function expectResume(page: Page, language: Language) {
  const main = page.getByRole('main')
  const { basics, work, languages: spoken } = resume(language)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page).toHaveTitle(ts('pages.resume.title', {}, language))
  await expect(main.getByText(basics.label, { exact: true })).toBeVisible()
  await expect(main.getByText(basics.summary, { exact: true })).toBeVisible()
  await expect(job(main, language)).toContainText(jobDates[language])
  await expect(job(main, language)).toContainText(work[0]!.description)
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(sections.map((section) => ts(`resume.${section}`, {}, language)))
  await expect(main).toContainText(`${spoken[0]!.language} — ${spoken[0]!.fluency}`)
}

// The résumé, Documents and About in each language, one after another in
// one tab, a step each: a page is loaded once, and all that is checked on
// it is checked on that load. At phone size in English only (tagged
// @one-size otherwise), where axe checks the phone's screens.
for (const language of languages) {
  test(`the résumé in ${language}: its label, job, dates and sections in that language, no references, and its PDF; Documents opens the English one in a new tab; axe finds nothing on the three screens`, oneSizeUnlessEnglish(language), async ({ page, problems }) => {
    // Three pages, axe on each: three times a test's usual time.
    test.slow()
    const main = await openResume(page, language)
    await test.step('the résumé', async () => {
      await expectResume(page, language)
      // References show only when the owner asks for them (meta.portgen.showReferences).
      await expect(main.getByRole('heading', { name: ts('resume.references', {}, language) })).toHaveCount(0)
      await expect(page.getByText(sample.references[0]!.name)).toHaveCount(0)
      await expect(page.getByRole('button', { name: ts('resume.print', {}, language) })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    await test.step('the résumé links its PDF', async () => {
      const link = main.getByRole('link', { name: ts('resume.pdf', {}, language) })
      await expect(link).toHaveAttribute('href', pdfPath(language))
      await expect(link).not.toHaveAttribute('target', /./)
      const href = (await link.getAttribute('href'))!
      await expectResumePDF(page, href, language)
    })

    await test.step('Documents opens the English résumé in a new tab', async () => {
      // Documents names the résumé in English and Portuguese, whatever the page's language.
      await page.goto(at('docs/', language))
      const english = documents.find((doc) => doc.resume === 'en')!
      const button = page.getByRole('main').getByRole('link', { name: new RegExp(`^${english.label[language]} \\(PDF`) })
      await expect(button).toHaveAttribute('href', pdfPath('en'))
      await expect(button).toHaveAttribute('target', '_blank')
      const [tab] = await Promise.all([page.context().waitForEvent('page'), button.click()])
      await expect.poll(() => tab.url()).toMatch(pdfPath('en'))
      await tab.close()
      await expectResumePDF(page, (await button.getAttribute('href'))!, 'en')
      await expect(page.getByRole('link', { name: new RegExp(`^${documents[0]!.label[language]} \\(PDF`) })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    await test.step('About', async () => {
      await page.goto(at('about/', language))
      await expect(page.getByRole('heading', { level: 2, name: ts('about.header', {}, language) })).toBeVisible()
      await expectNoAxeViolations(page)
    })
    expect(problems).toEqual([])
  })
}

test('the résumé links its contacts, profiles and organisations, each site in a new tab', async ({ page, problems }) => {
  const main = await openResume(page)
  const contact = main.getByRole('list', { name: t('resume.contact') })
  const { email, phone, url } = sample.basics
  await expect(contact.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  await expect(contact.getByRole('link', { name: phone })).toHaveAttribute('href', 'tel:9125554321')
  const website = contact.getByRole('link', { name: 'richardhendricks.example.com', exact: true })
  await expect(website).toHaveAttribute('href', url)
  await expect(website).toHaveAttribute('target', '_blank')
  await expect(contact).toContainText('San Francisco, California, US')
  // A profile reads as its username, the network named for a screen reader.
  for (const [network, username, href] of [
    ['Twitter', 'neutralthoughts', 'https://www.twitter.com'],
    ['SoundCloud', 'dandymusicnl', 'https://soundcloud.example.com/dandymusicnl'],
  ]) {
    const item = contact.getByRole('listitem').filter({ hasText: username })
    await expect(item).toContainText(`${network}: ${username}`)
    await expect(item.getByRole('link', { name: username, exact: true })).toHaveAttribute('href', href!)
    await expect(item.getByRole('link')).toHaveAttribute('target', '_blank')
  }
  const company = job(main, 'en').getByRole('link', { name: sample.work[0]!.name })
  await expect(company).toHaveAttribute('href', sample.work[0]!.url)
  await expect(company).toHaveAttribute('rel', 'noopener noreferrer')
  expect(problems).toEqual([])
})

test('the language chosen in Settings shows the résumé in it, reached from About', async ({ page, problems }) => {
  await page.goto(at('setting/'))
  await expect(page.getByRole('heading', { level: 1, name: t('settings.title') })).toBeVisible()
  // Phones keep the language selector in a side panel behind a menu button.
  const select = page.getByRole('combobox', { name: t('settings.language') })
  const panel = !(await select.isVisible())
  if (panel) await page.getByRole('button', { name: t('settings.languageMenu') }).click()
  await select.selectOption('pt')
  await expect(page).toHaveURL(at('setting/', 'pt'))
  await expect(page.getByRole('heading', { level: 1, name: t('settings.title', {}, 'pt') })).toBeVisible()
  if (panel) await page.getByRole('dialog').getByRole('button', { name: t('common.close', {}, 'pt') }).click()
  await page.getByRole('button', { name: t('menu.toggle', {}, 'pt'), exact: true }).click()
  await page.getByRole('link', { name: t('menu.about', {}, 'pt'), exact: true }).click()
  await page.getByRole('link', { name: ts('about.resume', {}, 'pt') }).click()
  await expect(page).toHaveURL(at('resume/', 'pt'))
  await expectResume(page, 'pt')
  expect(problems).toEqual([])
})

test.describe('printed', () => {
  // Whatever the scheme on screen: the system's, or the one the visitor chose.
  for (const scheme of ['light', 'dark'] as const) {
    test(`the résumé prints alone, black on white, each link followed by its address, from the ${scheme} scheme`, async ({ page, problems }) => {
      await page.emulateMedia({ colorScheme: scheme })
      if (scheme === 'dark') await page.addInitScript(() => window.localStorage.setItem('portfolio-appearance', 'dark'))
      // A tool left open over the résumé, with its own buttons, prints neither.
      await page.goto(at('resume/?tool=notes'))
      const main = page.getByRole('main')
      const notes = page.getByRole('dialog', { name: t('tools.editor') })
      // It opens after the take-over, once its host's and its own chunks load.
      await expect(notes).toBeVisible({ timeout: 15_000 })
      const minimize = notes.getByRole('button', { name: t('tools.minimize') })
      await expect(minimize).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      // The wallpaper's layer: a chosen scheme's image is painted on it, not in its <img>.
      const layer = page.locator('#root > [aria-hidden="true"]')
      await expect(layer).toBeVisible()
      const toggle = menuToggle(page)
      await expect(toggle).toBeVisible()
      const print = page.getByRole('button', { name: t('resume.print') })
      await expect(print).toBeVisible()

      await page.emulateMedia({ media: 'print' })
      await expect(toggle).toBeHidden()
      await expect(layer).toBeHidden()
      await expect(print).toBeHidden()
      await expect(notes).toBeHidden()
      // No button prints, the tool's included. (The clock is the home screen's: none shows here.)
      await expect(page.locator('button').filter({ visible: true })).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(main.getByText(sample.basics.summary)).toBeVisible()
      await expect(job(main, 'en')).toBeVisible()
      await expect(job(main, 'en')).toHaveCSS('break-inside', 'avoid')

      const colours = await page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!)
        return {
          page: style('html').backgroundColor,
          body: style('body').backgroundColor,
          main: style('main').backgroundColor,
          texts: ['body', 'main', 'h1', 'main h2', 'main h3', 'main p', 'main li', 'main a'].map((s) => [s, style(s).color]),
        }
      })
      expect(colours.page).toBe('rgb(255, 255, 255)')
      expect([colours.body, colours.main].every((c) => c === 'rgba(0, 0, 0, 0)' || c === 'rgb(255, 255, 255)'), JSON.stringify(colours)).toBe(true)
      for (const [selector, colour] of colours.texts) {
        const [r, g, b] = colour!.match(/\d+/g)!.map(Number)
        expect(Math.max(r!, g!, b!), `${selector} is ${colour}`).toBeLessThanOrEqual(0x33)
      }

      // A link prints its address after its text, unless its text is the address.
      const after = (link: Locator) => link.evaluate((a) => getComputedStyle(a, '::after').content)
      const company = job(main, 'en').getByRole('link', { name: sample.work[0]!.name })
      expect(await after(company)).toBe(`" (${sample.work[0]!.url})"`)
      expect(await after(main.getByRole('link', { name: 'neutralthoughts' }))).toBe('" (https://www.twitter.com)"')
      expect(await after(main.getByRole('link', { name: 'richardhendricks.example.com', exact: true }))).toBe('none')
      expect(await after(main.getByRole('link', { name: sample.basics.email }))).toBe('none')

      await page.emulateMedia({ media: 'screen' })
      await expect(toggle).toBeVisible()
      expect(problems).toEqual([])
    })
  }

  test('Print / Save as PDF opens the browser\'s print dialog', async ({ page, problems }) => {
    await page.addInitScript(() => {
      window.print = () => Object.assign(window, { __printed: ((window as unknown as { __printed?: number }).__printed ?? 0) + 1 })
    })
    await openResume(page, 'fr')
    await page.getByRole('button', { name: t('resume.print', {}, 'fr') }).click()
    // A press before the app has taken the page over is replayed once it has (see app/early-input.ts).
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printed?: number }).__printed)).toBe(1)
    expect(problems).toEqual([])
  })

  test.describe('as a PDF', () => {
    // Chromium makes PDFs headless, at desktop size; a phone prints through its own dialog.
    test.skip(({ isMobile }) => isMobile, 'page.pdf() needs desktop Chromium')

    for (const format of ['A4', 'Letter'] as const) {
      test(`the sample résumé fits on two ${format} pages`, async ({ page, problems }, testInfo) => {
        await openResume(page)
        await expect(page.getByRole('heading', { level: 2, name: t('resume.interests') })).toBeVisible()
        await page.evaluate(() => document.fonts.ready)
        const pdf = await page.pdf({ format })
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
        // Each page is an object of /Type /Page; the tree's root is /Type /Pages.
        const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0
        const description = `${format}: ${pages} page${pages === 1 ? '' : 's'}, ${pdf.length} bytes`
        testInfo.annotations.push({ type: 'résumé PDF', description })
        console.log(`résumé PDF ${description}`)
        expect(pages).toBeGreaterThanOrEqual(1)
        expect(pages).toBeLessThanOrEqual(2)
        expect(problems).toEqual([])
      })
    }
  })
})

for (const language of ['en', 'pt'] as const) {
  test(`About, in ${language}, takes the owner's label, summary, skills and profiles from the résumé`, async ({ page, problems, isMobile }) => {
    await page.goto(at('about/', language))
    await expect(page.getByRole('heading', { level: 2, name: ts('about.header', {}, language) })).toBeVisible()
    const main = page.getByRole('main')
    const { basics } = resume(language)
    await expect(main.getByText(basics.label, { exact: true })).toBeVisible()
    await expect(main.getByText(basics.summary, { exact: true })).toBeVisible()
    // The résumé's summary replaces the locale's paragraph, and it has no photo.
    await expect(main.getByText(ts('about.paragraph', {}, language))).toHaveCount(0)
    await expect(page.getByRole('img', { name: ts('about.photo', {}, language) })).toHaveCount(0)
    await expect(main.locator('img')).toHaveCount(0)

    for (const [network, href] of [
      ['Twitter', 'https://www.twitter.com'],
      ['SoundCloud', 'https://soundcloud.example.com/dandymusicnl'],
    ]) {
      const link = page.getByRole('link', { name: ts('about.profile', { network: network! }, language), exact: true })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', href!)
      await expect(link).toHaveAttribute('target', '_blank')
    }
    await expect(page.getByRole('link', { name: ts('about.email', {}, language) })).toHaveAttribute('href', `mailto:${basics.email}`)

    const skills = page.getByRole('region', { name: ts('about.skills', {}, language) })
    if (isMobile) await expect(skills).toBeHidden()
    else await expect(skills.getByRole('listitem')).toHaveText(sample.skills.flatMap((skill) => skill.keywords))

    await markDocument(page)
    await page.getByRole('link', { name: ts('about.resume', {}, language) }).click()
    await expect(page).toHaveURL(at('resume/', language))
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText(basics.label, { exact: true })).toBeVisible()
    expect(await sameDocument(page), 'the résumé opened in the app').toBe(true)
    expect(problems).toEqual([])
  })
}

test('Documents offers the résumé\'s PDFs in English and Portuguese, and the letter, each in a new tab', async ({ page, problems }) => {
  await page.goto(at('docs/'))
  await expect(page.getByRole('heading', { level: 1, name: t('docs.title') })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText(t('docs.intro'))).toBeVisible()
  const links = main.getByRole('link')
  await expect(links).toHaveCount(3)
  expect(documents.map((doc) => doc.resume)).toEqual(['en', 'pt', undefined])
  for (const [i, doc] of documents.entries()) {
    const link = links.nth(i)
    await expect(link).toHaveAccessibleName(`${doc.label.en} (PDF, ${t('common.newTab')})`)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('href', doc.resume ? pdfPath(doc.resume) : /\.[0-9a-f]{10}\.pdf$/)
  }
  expect(problems).toEqual([])
})

/** The résumé's PDF in a language, as the site names it. */
const pdfPath = (language: Language) => new RegExp(`/assets/resume-[0-9a-f]{10}/Richard-Hendriks-resume-${language}\\.pdf$`)

/** Fetches a PDF as the browser does, and checks it is the résumé's in its language. */
async function expectResumePDF(page: Page, href: string, language: Language) {
  const response = await page.request.get(new URL(href, page.url()).href)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/pdf/)
  const body = await response.body()
  expect(body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7')
  expect(body.includes(`/Lang (${language})`)).toBe(true)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the prerendered résumé links its PDF', { tag: '@one-size' }, async ({ page }) => {
    await page.goto(at('resume/', 'pt'))
    const link = page.getByRole('link', { name: ts('resume.pdf', {}, 'pt') })
    await expect(link).toHaveAttribute('href', pdfPath('pt'))
    await expectResumePDF(page, (await link.getAttribute('href'))!, 'pt')
  })
})

test('from the résumé, the menu has its six items, none of them current, and leads everywhere', async ({ page, problems }) => {
  await openResume(page)
  await menuToggle(page).click()
  // The menu's first list holds its items; this page in each language follows.
  const items = page.getByRole('navigation', { name: t('menu.label') }).getByRole('list').first().getByRole('link')
  // The site has posts: the blog's link follows the projects'.
  await expect(items).toHaveCount(6)
  for (const [i, name] of ['menu.home', 'menu.apps', 'blog.title', 'menu.about', 'menu.docs', 'menu.setting'].entries()) {
    await expect(items.nth(i)).toHaveAccessibleName(t(name))
    await expect(items.nth(i)).not.toHaveAttribute('aria-current', /./)
  }
  await markDocument(page)
  await page.getByRole('link', { name: t('menu.about'), exact: true }).click()
  await expect(page).toHaveURL(at('about/'))
  await expect(page.getByRole('heading', { level: 1, name: t('about.title') })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(at('resume/'))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  expect(await sameDocument(page), 'the menu and Back stayed in the app').toBe(true)
  expect(problems).toEqual([])
})

test('on a site without a résumé, /resume/ is not found, and Documents and About offer no résumé', { tag: '@one-size' }, async ({ page, problems }) => {
  await test.step('/resume/ is not found', async () => {
    const response = await page.goto(new URL('resume/', siteURL).href)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: t('notFound.title') })).toBeVisible()
  })

  await test.step('Documents and About offer no résumé', async () => {
    await page.goto(new URL('docs/', siteURL).href)
    const main = page.getByRole('main')
    await expect(main.getByText(t('docs.intro'))).toBeVisible()
    await expect(main.getByRole('link')).toHaveCount(3)
    await expect(main.getByRole('link', { name: t('docs.resume'), exact: true })).toHaveCount(0)
    await page.goto(new URL('about/', siteURL).href)
    await expect(page.getByRole('heading', { level: 2, name: t('about.header') })).toBeVisible()
    await expect(page.getByRole('link', { name: t('about.resume') })).toHaveCount(0)
  })
  expect(problems).toEqual([])
})
