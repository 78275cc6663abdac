import { expect, expectNoAxeViolations, menuToggle, owner, ready, t, test } from './fixtures'

test('the menu expands, navigates to every section and collapses', async ({ page, problems }) => {
  await page.goto('./')
  await ready(page)
  const toggle = menuToggle(page)
  const box = await toggle.boundingBox()
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([70, 70])

  for (const [item, path, heading] of [
    ['apps', './apps/', t('projects.title')],
    ['about', './about/', t('about.title')],
    ['docs', './docs/', t('docs.title')],
    ['setting', './setting/', t('settings.title')],
    ['home', './', new RegExp(owner)],
  ] as const) {
    await toggle.click()
    await expect(toggle).toBeHidden()
    await page.getByRole('link', { name: t(`menu.${item}`), exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  }
  await toggle.click()
  await expect(page.getByRole('link', { name: t('menu.home'), exact: true })).toHaveAttribute('aria-current', 'page')
  expect(problems).toEqual([])
})

test('the expanded menu is a 60 px high bar with this page’s languages above it, and collapses on a click outside or Escape', async ({ page, problems }) => {
  await page.goto('./about/')
  await ready(page)
  await menuToggle(page).click()
  const nav = page.getByRole('navigation', { name: t('menu.label') })
  const viewport = page.viewportSize()!.width
  const size = async () => {
    const box = await nav.boundingBox()
    return [Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]
  }
  // Six links (the site has posts) need 280 px at 44 px each.
  await expect.poll(size).toEqual([viewport >= 768 ? 300 : Math.max(viewport / 2, 280), 60])
  await expectNoAxeViolations(page)
  // Above the bar, this page in each language, named in its own; the one shown is current.
  const languages = nav.getByRole('list', { name: t('settings.language') })
  await expect(languages.getByRole('link')).toHaveText(['English', 'Português', 'Français'])
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true')
  for (const [code, name] of [['pt', 'Português'], ['fr', 'Français']]) {
    const link = languages.getByRole('link', { name })
    await expect(link).toHaveAttribute('hreflang', code!)
    await expect(link).toHaveAttribute('href', new RegExp(`/${code}/about/$`))
    await expect(link).not.toHaveAttribute('aria-current', /./)
  }
  const bar = (await nav.boundingBox())!
  const row = (await languages.boundingBox())!
  expect(row.y + row.height, 'the languages sit above the bar').toBeLessThanOrEqual(bar.y)
  expect(row.x >= 0 && row.x + row.width <= viewport, 'the languages fit the screen').toBe(true)
  await page.mouse.click(10, 10)
  await expect(menuToggle(page)).toBeVisible()

  await menuToggle(page).click()
  await page.keyboard.press('Escape')
  await expect(menuToggle(page)).toBeFocused()
  expect(problems).toEqual([])
})
