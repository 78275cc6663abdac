import { expect, expectNoAxeViolations, ready, test } from './fixtures'

test('the menu expands, navigates to every section and collapses', async ({ page, problems }) => {
  await page.goto('/')
  await ready(page)
  const toggle = page.getByRole('button', { name: 'Menu', exact: true })
  const box = await toggle.boundingBox()
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([70, 70])

  for (const [name, path, heading] of [
    ['Projects', '/apps/', 'Projects'],
    ['About', '/about/', 'About me'],
    ['Documents', '/docs/', 'My documents'],
    ['Settings', '/setting/', 'Settings'],
    ['Home', '/', /Your Name/],
  ] as const) {
    await toggle.click()
    await expect(toggle).toBeHidden()
    const link = page.getByRole('link', { name, exact: true })
    await link.click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  }
  await toggle.click()
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')
  expect(problems).toEqual([])
})

test('the expanded menu is 60 px high and collapses on a click outside or Escape', async ({ page, problems }) => {
  await page.goto('/about/')
  await ready(page)
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  const nav = page.getByRole('navigation', { name: 'Main' })
  const viewport = page.viewportSize()!.width
  const size = async () => {
    const box = await nav.boundingBox()
    return [Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]
  }
  await expect.poll(size).toEqual([viewport >= 768 ? 300 : Math.max(viewport / 2, 240), 60])
  await expectNoAxeViolations(page)
  await page.mouse.click(10, 10)
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused()
  expect(problems).toEqual([])
})
