import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSite } from '../../test/render'
import { WallpaperPicker } from './WallpaperPicker'
import { wallpaperAtom, wallpaperKey } from './wallpaper-atoms'

/** The wallpaper in use after a page load: the atoms' module evaluated afresh. */
async function afterReload() {
  vi.resetModules()
  const atoms = await import('./wallpaper-atoms')
  return createStore().get(atoms.wallpaperAtom)?.id
}

describe('the wallpaper', () => {
  afterEach(() => vi.restoreAllMocks())

  it('defaults to the first wallpaper of the site', async () => {
    expect(await afterReload()).toBe('dunes')
  })

  it('shows the thumbnails in view at once: they are not lazy', async () => {
    const { container } = await renderSite(<WallpaperPicker />)
    const [first, second] = [...container.querySelectorAll('img')]
    expect(first).toHaveAttribute('loading', 'eager')
    expect(second).toHaveAttribute('loading', 'eager')
  })

  it('is saved in localStorage and read again at start-up', async () => {
    const user = userEvent.setup()
    await renderSite(<WallpaperPicker />)
    await user.click(screen.getByRole('radio', { name: 'Lagoon' }))
    expect(window.localStorage.getItem(wallpaperKey)).toBe('lagoon')
    expect(screen.getByRole('radio', { name: 'Lagoon' })).toBeChecked()
    expect(await afterReload()).toBe('lagoon')
  })

  it('goes back to the default with the Default action', async () => {
    const user = userEvent.setup()
    window.localStorage.setItem(wallpaperKey, 'lagoon')
    vi.resetModules()
    const { WallpaperPicker: Picker } = await import('./WallpaperPicker')
    await renderSite(<Picker />)
    expect(screen.getByRole('radio', { name: 'Lagoon' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Use the default wallpaper' }))
    expect(screen.getByRole('radio', { name: 'Dunes' })).toBeChecked()
    expect(window.localStorage.getItem(wallpaperKey)).toBeNull()
  })

  it.each([
    ['a wallpaper the site no longer has', 'forest'],
    ['a corrupt value', '{"id":'],
    ['an empty value', ''],
  ])('falls back to the default for %s', async (_, stored) => {
    window.localStorage.setItem(wallpaperKey, stored)
    expect(await afterReload()).toBe('dunes')
  })

  it('ignores an unknown id when one is chosen', () => {
    const store = createStore()
    store.set(wallpaperAtom, 'lagoon')
    store.set(wallpaperAtom, 'nope')
    expect(store.get(wallpaperAtom)?.id).toBe('dunes')
    store.set(wallpaperAtom, null)
    expect(store.get(wallpaperAtom)?.id).toBe('dunes')
  })

  it('still works when localStorage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(await afterReload()).toBe('dunes')
    const store = createStore()
    store.set(wallpaperAtom, 'lagoon')
    expect(store.get(wallpaperAtom)?.id).toBe('lagoon')
  })
})
