import { expect, owner, t, test } from './fixtures'

test('the about screen shows the owner, skills and named social links', async ({ page, problems, isMobile }) => {
  await page.goto('./about/')
  await expect(page.getByRole('heading', { level: 2, name: t('about.header') })).toBeVisible()
  for (const name of [t('about.profile', { network: 'LinkedIn' }), t('about.profile', { network: 'GitHub' }), t('about.email')]) {
    await expect(page.getByRole('link', { name })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: t('about.profile', { network: 'LinkedIn' }) })).toHaveAttribute('href', 'https://www.linkedin.com/in/ada')
  await expect(page.getByRole('link', { name: t('about.profile', { network: 'GitHub' }) })).toHaveAttribute('href', 'https://github.com/ada')
  await expect(page.getByRole('link', { name: t('about.email') })).toHaveAttribute('href', 'mailto:ada@example.com')
  const photo = page.getByRole('img', { name: t('about.photo', { name: owner }) })
  const skills = page.getByRole('region', { name: t('about.skills') })
  if (isMobile) {
    await expect(photo).toBeHidden()
    await expect(skills).toBeHidden()
    const social = page.getByRole('navigation', { name: t('about.social') }).getByRole('list')
    await expect(social).toHaveCSS('position', 'fixed')
    const box = (await social.boundingBox())!
    expect(box.x + box.width).toBeGreaterThan(page.viewportSize()!.width - 40)
  } else {
    await expect(photo).toBeVisible()
    // The photo in the narrow column, the text beside it.
    const header = (await page.getByRole('heading', { level: 2 }).boundingBox())!
    const picture = (await photo.boundingBox())!
    expect(picture.width).toBeLessThanOrEqual(16 * 16)
    expect(header.x).toBeGreaterThan(picture.x + picture.width)
    expect(Math.abs(header.y - picture.y)).toBeLessThan(40)
    await expect(skills.getByRole('listitem')).toHaveCount(10)
    await expect(skills.getByRole('listitem').first()).toHaveText('Ruby on Rails')
  }
  expect(problems).toEqual([])
})

test('the documents are real PDFs that open in a new tab', async ({ page, problems, request }) => {
  await page.goto('./docs/')
  const links = page.getByRole('link', { name: /resume|CV|letter/ })
  await expect(links).toHaveCount(3)
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    const href = (await link.getAttribute('href'))!
    expect(href).toMatch(/\.[0-9a-f]{10}\.pdf$/)
    const response = await request.get(href)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    const body = await response.body()
    expect(body.subarray(0, 5).toString()).toBe('%PDF-')
    expect(body.subarray(-1024).toString()).toContain('%%EOF')
  }
  const [tab] = await Promise.all([page.context().waitForEvent('page'), links.first().click()])
  await tab.waitForLoadState()
  expect(tab.url()).toMatch(/resume-en\.[0-9a-f]{10}\.pdf$/)
  expect(problems).toEqual([])
})
