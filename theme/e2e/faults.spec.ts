import { expect, owner, ready, t, test } from './fixtures'

// What a visitor's browser may do to the site: refuse its storage, fill it
// up, or hand back what an older site left there. The site keeps working
// with its defaults, and says nothing went wrong.

const storageKeys = ['portfolio-language', 'portfolio-wallpaper', 'portfolio-note-draft']

const faults: Record<string, () => void> = {
  // As with cookies blocked: touching window.localStorage throws.
  blocked: () => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  },
  // Reads work, every write is refused.
  full: () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  },
}

for (const [name, fault] of Object.entries(faults)) {
  test(`with storage ${name}, the site works and keeps choices for the visit`, async ({ page, problems }) => {
    await page.addInitScript(fault)
    await page.goto('./setting/')
    await expect(page.getByRole('heading', { level: 1, name: t('settings.title') })).toBeVisible()
    const language = page.getByRole('combobox', { name: t('settings.language') })
    // Phones keep the language selector in a side panel behind a menu button.
    const sidePanel = !(await language.isVisible())
    if (sidePanel) await page.getByRole('button', { name: t('settings.languageMenu') }).click()
    await language.selectOption('pt')
    await expect(page).toHaveURL('./pt/setting/')
    await expect(page.getByRole('heading', { level: 1, name: t('settings.title', {}, 'pt') })).toBeVisible()
    if (sidePanel) await page.keyboard.press('Escape')
    const wallpapers = page.getByRole('group', { name: t('settings.wallpaper', {}, 'pt') }).getByRole('radio')
    await wallpapers.nth(1).check()
    await expect(wallpapers.nth(1)).toBeChecked()
    await page.getByRole('radio', { name: t('settings.appearanceDark', {}, 'pt') }).check()
    await expect(page.locator('html')).toHaveAttribute('data-appearance', 'dark')

    await page.getByRole('button', { name: t('menu.toggle', {}, 'pt'), exact: true }).click()
    await page.getByRole('link', { name: t('menu.home', {}, 'pt') }).click()
    await expect(page).toHaveURL('./pt/')
    await page.getByRole('button', { name: t('tools.editor', {}, 'pt') }).click()
    const notes = page.getByRole('dialog')
    await notes.getByRole('textbox', { name: t('notes.editor', {}, 'pt') }).fill('Still here')
    await expect(notes.getByText('Still here')).toBeVisible()
    expect(problems).toEqual([])
  })
}

test('storage holding garbage under every key the site uses gives the defaults', { tag: '@one-size' }, async ({ page, problems }) => {
  await page.addInitScript((keys) => {
    for (const key of keys) window.localStorage.setItem(key, '{"not": json')
  }, storageKeys)
  await page.goto('./')
  await ready(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(owner)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('button', { name: t('tools.editor') }).click()
  const notes = page.getByRole('dialog')
  const editor = notes.getByRole('textbox', { name: t('notes.editor') })
  const title = notes.getByRole('textbox', { name: t('notes.title') })
  await expect(editor).toBeVisible()
  await expect(title).toHaveCount(0) // the unreadable draft is dropped: the note is empty
  await editor.fill('A fresh note')
  await expect(title).toHaveValue(/.+/)
  expect(problems).toEqual([])
})

// Faults on the way: a file that does not come, a chunk that does not load.
// React reports each crash it catches on the console, so these tests check
// what the visitor sees rather than a clean console.

test('a screenshot that fails to load shows a placeholder in the carousel', async ({ page }) => {
  await page.route('**/media/projects/bookstore/1.*', (route) => route.fulfill({ status: 404, body: 'gone' }))
  await page.goto('./apps/bookstore/')
  const popup = page.getByRole('dialog', { name: 'Bookstore' })
  await expect(popup.getByRole('img', { name: `${t('carousel.alt', { title: 'Bookstore', index: 1, total: 2 })}: ${t('carousel.unavailable')}` })).toBeVisible()
  await popup.getByRole('button', { name: t('carousel.next') }).click()
  await expect(popup.getByRole('img', { name: t('carousel.alt', { title: 'Bookstore', index: 2, total: 2 }) })).toBeVisible()
  await expect.poll(() => popup.getByRole('img', { name: t('carousel.alt', { title: 'Bookstore', index: 2, total: 2 }) }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test('a screen that crashes says so, and the menu still leads elsewhere', async ({ page }) => {
  await page.route('**/data/projects*.json', (route) => route.fulfill({ status: 500, body: '<h1>500</h1>', contentType: 'text/html' }))
  await page.goto('./')
  await ready(page)
  await page.getByRole('button', { name: t('menu.toggle'), exact: true }).click()
  await page.getByRole('link', { name: t('menu.apps') }).click()
  await expect(page.getByRole('alert')).toContainText(t('common.crashed'))
  await page.getByRole('button', { name: t('menu.toggle'), exact: true }).click()
  await page.getByRole('link', { name: t('menu.about') }).click()
  await expect(page.getByRole('heading', { level: 1, name: t('about.title') })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a tool whose chunk does not load says so, closes, and loads when opened again', { tag: '@one-size' }, async ({ page }) => {
  await page.route('**/WeatherPanel-*.js', (route) => route.fulfill({ status: 503, body: 'unavailable' }))
  await page.goto('./')
  await ready(page)
  const weather = page.getByRole('button', { name: t('tools.weather'), exact: true })
  await weather.click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText(t('tools.unavailable'))
  await alert.getByRole('button', { name: t('common.close') }).click()
  await expect(alert).toHaveCount(0)

  // The other tools still open.
  await page.getByRole('button', { name: t('tools.mathApp'), exact: true }).click()
  await expect(page.getByRole('dialog', { name: t('tools.mathApp') })).toBeVisible()
  await page.getByRole('dialog', { name: t('tools.mathApp') }).getByRole('button', { name: t('tools.minimize') }).click()

  await page.unroute('**/WeatherPanel-*.js')
  await weather.click()
  await expect(page.getByRole('dialog', { name: t('tools.weather') })).toBeVisible()
})

for (const [fault, answer] of [
  ['missing', { status: 404, body: 'gone' }],
  ['undecodable', { status: 200, body: 'this is not audio', contentType: 'audio/wav' }],
] as const) {
  test(`a ${fault} track shows an error, and the other track plays`, async ({ page, isMobile }) => {
    await page.route('**/media/music/first.*', (route) => route.fulfill(answer))
    await page.goto('./')
    await ready(page)
    await page.getByRole('button', { name: t('tools.music'), exact: true }).click()
    const dialog = page.getByRole('dialog', { name: t('tools.music') })
    const choose = async (title: RegExp) => {
      if (isMobile) await dialog.getByRole('button', { name: t('music.tracks') }).click()
      const list = isMobile ? page.getByRole('dialog', { name: t('music.tracks') }) : dialog
      await list.getByRole('button', { name: title }).click()
    }
    await choose(/First Light/)
    await expect(dialog.getByRole('alert')).toHaveText(t('music.error', { title: 'First Light' }))
    await expect(dialog.getByRole('button', { name: t('music.play') })).toBeVisible()

    await choose(/Second Wind/)
    await expect(dialog.getByRole('button', { name: t('music.pause') })).toBeVisible()
    await expect.poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.3)
    await expect(dialog.getByRole('alert')).toHaveCount(0)
  })
}
