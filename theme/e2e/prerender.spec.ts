import type { Locator, Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { openMeteoURL, siteURL } from '../playwright.config'
import { expect, followReact, hydrationMessages, oneSizeUnlessEnglish, t, test } from './fixtures'

// Each page's HTML holds its screen, prerendered by portgen in the page's
// language (the default language's at the root, every other's under its
// code): a visitor without JavaScript reads it and follows its links, and
// the app takes it over (hydrates it) in every language, with no warning.

type Language = 'en' | 'pt' | 'fr'
const languages: Language[] = ['en', 'pt', 'fr']

/** A file of the main fixture site (e2e/.site), parsed. */
const siteFile = (file: string) => parse(readFileSync(new URL(`.site/${file}`, import.meta.url), 'utf8'))

/** The résumé of the résumé site (e2e/.resume). */
const resume: { basics: { name: string; summary: string } } = JSON.parse(readFileSync(new URL('.resume/resume.json', import.meta.url), 'utf8'))

interface Project {
  slug: string
  title: string
  /** Its first paragraph as it reads, without the markup. */
  text: string
}

/** A text of a content file in English: the same in every language, or one per language. */
const english = <T>(value: T | { en: T }): T => (typeof value === 'object' && value !== null && 'en' in value ? value.en : value)

/** A paragraph's light markup as a reader reads it: **bold**, *em*, `code`, [label](url). */
function plain(markup: string): string {
  return markup.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\*\*|[*_`]/g, '')
}

/** The project listed first (the lowest id), in English. */
const firstProject: Project = readdirSync(new URL('.site/projects/', import.meta.url))
  .map((file) => ({ slug: file.replace(/\.yaml$/, ''), yaml: siteFile(`projects/${file}`) }))
  .sort((a, b) => a.yaml.id - b.yaml.id)
  .map(({ slug, yaml }) => ({ slug, title: english(yaml.title), text: plain(english(yaml.content)[0]) }))[0]!

/** A page of the résumé site: absolute, since the tests' base URL is the main site. */
const onResumeSite = (path: string) => new URL(path, openMeteoURL).href

/**
 * The requests that fail on a page without JavaScript, but for its scripts,
 * which the browser then refuses to fetch, and those a navigation cancels
 * (ERR_ABORTED): the browser asks for the favicon after the page has
 * loaded, and following a link at once cancels it.
 */
function failedRequests(page: Page): string[] {
  const failed: string[] = []
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText
    if (!new URL(request.url()).pathname.endsWith('.js') && error !== 'net::ERR_ABORTED') failed.push(`${request.url()} ${error}`)
  })
  return failed
}

// Without JavaScript, the screens one after another in one tab, a step
// each, each loading its pages as a visitor would.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('each screen reads as prerendered, and its links lead on', async ({ page }) => {
    const failed = failedRequests(page)
    await test.step('the home screen reads its welcome', async () => {
      await page.goto('./')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${t('home.greeting')} ${t('home.at')} ${t('home.owner')}`)
    })

    await test.step('a project card leads to its own page, which shows its popup', async () => {
      await page.goto('./apps/')
      await expect(page.getByRole('heading', { level: 1, name: t('projects.title') })).toBeVisible()
      const cards = page.locator('a[data-slug]')
      await expect(cards).toHaveCount(readdirSync(new URL('.site/projects/', import.meta.url)).length)
      await cards.getByText(firstProject.title, { exact: true }).click()
      await expect(page).toHaveURL(`./apps/${firstProject.slug}/`)
      const popup = page.getByRole('dialog', { name: firstProject.title })
      await expect(popup).toBeVisible()
      await expect(popup.getByRole('heading', { name: firstProject.title })).toBeVisible()
      await expect(popup.getByText(firstProject.text)).toBeVisible()
    })

    await test.step('About reads the owner’s greeting, with links that lead somewhere', async () => {
      await page.goto('./about/')
      await expect(page.getByRole('heading', { level: 1, name: t('about.title') })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: t('about.header') })).toBeVisible()
      const { social } = siteFile('site.yaml')
      for (const [name, href] of [
        [t('about.profile', { network: 'LinkedIn' }), social.linkedin],
        [t('about.profile', { network: 'GitHub' }), social.github],
        [t('about.email'), `mailto:${social.email}`],
      ]) {
        const link = page.getByRole('link', { name })
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute('href', href)
      }
    })

    await test.step('Documents lists its PDFs, and Settings reads its title', async () => {
      await page.goto('./docs/')
      await expect(page.getByRole('heading', { level: 1, name: t('docs.title') })).toBeVisible()
      const documents = page.getByRole('main').getByRole('link')
      await expect(documents).toHaveCount(siteFile('site.yaml').documents.length)
      for (const link of await documents.all()) await expect(link).toHaveAttribute('href', /\.pdf$/)
      await page.goto('./setting/')
      await expect(page.getByRole('heading', { level: 1, name: t('settings.title') })).toBeVisible()
    })

    await test.step('About’s link leads to the résumé, which reads the owner’s name and summary', async () => {
      await page.goto(onResumeSite('about/'))
      await page.getByRole('link', { name: t('about.resume') }).click()
      await expect(page).toHaveURL(onResumeSite('resume/'))
      await expect(page.getByRole('heading', { level: 1, name: resume.basics.name })).toBeVisible()
      await expect(page.getByRole('main').getByText(resume.basics.summary, { exact: true })).toBeVisible()
    })
    expect(failed).toEqual([])
  })
})

/**
 * The pages a visitor may open first, each at its path within a language
 * ("apps/", under "pt/" in Portuguese) of its site, with what it shows in
 * that language.
 */
const pages: { name: string; path: string; site?: string; prerendered: boolean; shows: (page: Page, language: Language) => Locator }[] = [
  { name: 'home', path: '', prerendered: true, shows: (page, l) => page.getByRole('heading', { level: 1, name: t('home.greeting', {}, l) }) },
  { name: 'apps', path: 'apps/', prerendered: true, shows: (page, l) => page.getByRole('heading', { level: 1, name: t('projects.title', {}, l) }) },
  { name: 'project', path: `apps/${firstProject.slug}/`, prerendered: true, shows: (page) => page.getByRole('dialog', { name: firstProject.title }) },
  { name: 'about', path: 'about/', prerendered: true, shows: (page, l) => page.getByRole('heading', { level: 1, name: t('about.title', {}, l) }) },
  { name: 'docs', path: 'docs/', prerendered: true, shows: (page, l) => page.getByRole('heading', { level: 1, name: t('docs.title', {}, l) }) },
  { name: 'setting', path: 'setting/', prerendered: true, shows: (page, l) => page.getByRole('heading', { level: 1, name: t('settings.title', {}, l) }) },
  { name: 'résumé', path: 'resume/', site: openMeteoURL, prerendered: true, shows: (page) => page.getByRole('heading', { level: 1, name: resume.basics.name }) },
  // The 404 page is served at any path: it names no page to take over.
  { name: 'not found', path: 'no/such/page', prerendered: false, shows: (page, l) => page.getByRole('heading', { level: 1, name: t('notFound.title', {}, l) }) },
]

/** Where a page is in a language: the default language's at the root of its site, another's under its code. */
const urlIn = (target: (typeof pages)[number], language: Language) =>
  new URL((language === 'en' ? '' : `${language}/`) + target.path, target.site ?? siteURL).href


// A visitor reaches a page in their language by its URL ("/pt/apps/"), or
// at the default language's ("/apps/"), which sends their browser's
// language to its own before anything paints. Either way the page they get
// is that language's HTML, which the app takes over. Every page is tried by
// its URL; by the browser's language, which leads to the same HTML, a page
// with the list and one without, in each other language. At phone size in
// English only: what a phone renders differently it renders so in every
// language (tagged @one-size otherwise). The main site's pages by URL at
// desktop size are publishing.spec.ts's, which checks their take-over on
// the same page load as their head.
const publishingLoads = (target: (typeof pages)[number], how: 'url' | 'browser') => how === 'url' && !target.site && target.prerendered
for (const language of languages) {
  for (const how of ['url', 'browser'] as const) {
    if (how === 'browser' && language === languages[0]) continue
    const targets = how === 'url' ? pages : pages.filter((p) => p.name === 'home' || p.name === 'project')
    // At desktop size, publishing.spec.ts loads these pages and checks the same.
    if (language !== 'en' && targets.every((target) => publishingLoads(target, how))) continue
    test.describe(`a visitor in ${language}, by ${how === 'browser' ? 'the browser’s language' : 'the page’s URL'}`, () => {
      if (how === 'browser') test.use({ locale: { en: 'en-US', pt: 'pt-BR', fr: 'fr-FR' }[language] })

      // One page after another in one tab, a step each: each is loaded as
      // a visitor who opens it first, its scripts from the tab's cache.
      test('gets each page, taken over with no hydration warning', oneSizeUnlessEnglish(language), async ({ page, problems, isMobile }) => {
        // Up to eight pages loaded and taken over.
        test.slow()
        const messages = hydrationMessages(page)
        const react = await followReact(page)
        // At desktop size, publishing.spec.ts loads the main site's pages by URL and checks their take-over.
        for (const target of targets.filter((target) => isMobile || !publishingLoads(target, how))) {
          await test.step(target.name, async () => {
            await page.goto(how === 'browser' ? urlIn(target, 'en') : urlIn(target, language))
            await expect(page).toHaveURL(urlIn(target, language))
            await expect(target.shows(page, language)).toBeVisible()
            await react.settled()
            await expect(page.locator('html')).toHaveAttribute('lang', language)
            if (target.prerendered) expect(await react.headingFromHTML(), 'the app took over the HTML’s heading').toBe(true)
            expect(messages).toEqual([])
          })
        }
        expect(problems).toEqual([])
      })
    })
  }
}
