import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSite } from '../../test/render'
import { changeSite } from '../../test/site-data'
import { appearanceKey, showAppearance, storedAppearance } from './appearance-choice'
import { AppearancePicker } from './AppearancePicker'
import SettingsRoute from './SettingsRoute'

/** The appearance in use after a page load, as the picker reads it when it opens. */
const afterReload = () => storedAppearance()

/** The picker as a page load renders it, with what storage holds then. */
const renderPicker = () => renderSite(<AppearancePicker />)

describe('the appearance', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    showAppearance('auto')
  })

  it('follows the system until the visitor chooses', async () => {
    expect(afterReload()).toBe('auto')
    await renderPicker()
    expect(screen.getByRole('group', { name: 'Appearance' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Automatic' })).toBeChecked()
    expect(document.documentElement).not.toHaveAttribute('data-appearance')
  })

  it('applies a choice at once, saves it and reads it again at start-up', async () => {
    const user = userEvent.setup()
    await renderPicker()
    await user.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(document.documentElement).toHaveAttribute('data-appearance', 'dark')
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked()
    expect(window.localStorage.getItem(appearanceKey)).toBe('dark')
    expect(afterReload()).toBe('dark')
  })

  it('forgets the choice when Automatic is chosen again', async () => {
    const user = userEvent.setup()
    window.localStorage.setItem(appearanceKey, 'light')
    await renderPicker()
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Automatic' }))
    expect(document.documentElement).not.toHaveAttribute('data-appearance')
    expect(window.localStorage.getItem(appearanceKey)).toBeNull()
  })

  it.each([
    ['a corrupt value', '{"mode":'],
    ['an unknown appearance', 'sepia'],
    ['an empty value', ''],
  ])('falls back to Automatic for %s', async (_, stored) => {
    window.localStorage.setItem(appearanceKey, stored)
    expect(afterReload()).toBe('auto')
  })

  it("points the browser's toolbar at the chosen scheme's colour, and back", async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="theme-color" content="#f8fafc" media="(prefers-color-scheme: light)"><meta name="theme-color" content="#0d1117" media="(prefers-color-scheme: dark)">',
    )
    const [light, dark] = document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')
    showAppearance('dark')
    const media = () => [light!.getAttribute('media'), dark!.getAttribute('media')]
    expect(media()).toEqual(['not all', 'all'])
    showAppearance('light')
    expect(media()).toEqual(['all', 'not all'])
    showAppearance('auto')
    expect(media()).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)'])
    light!.remove()
    dark!.remove()
  })

  it('offers no choice, and keeps the page as it is, when the owner fixed a scheme', async () => {
    changeSite({ appearance: 'light' })
    window.localStorage.setItem(appearanceKey, 'dark')
    showAppearance(storedAppearance())
    expect(document.documentElement).not.toHaveAttribute('data-appearance')
    await renderSite(<SettingsRoute />)
    expect(screen.queryByRole('group', { name: 'Appearance' })).toBeNull()
    expect(screen.getByRole('group', { name: 'Wallpaper' })).toBeInTheDocument()
  })

  it('is Automatic, and saves nothing, when storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const user = userEvent.setup()
    await renderPicker()
    await user.click(screen.getByRole('radio', { name: 'Light' }))
    expect(document.documentElement).toHaveAttribute('data-appearance', 'light')
  })
})
