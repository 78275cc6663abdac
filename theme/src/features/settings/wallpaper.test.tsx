import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSite } from '../../test/render'
import { WallpaperPicker } from './WallpaperPicker'
import { chooseWallpaper } from './use-wallpaper'
import { coverWidth, showWallpaper, storedWallpaperId, variantFor, wallpaperKey, wallpaperOf } from './wallpaper-choice'

/** The wallpaper in use after a page load, as the picker reads it when it opens. */
const afterReload = () => wallpaperOf(storedWallpaperId())?.id

describe('the wallpaper', () => {
  afterEach(() => vi.restoreAllMocks())

  it('defaults to the first wallpaper of the site', async () => {
    expect(afterReload()).toBe('dunes')
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
    expect(afterReload()).toBe('lagoon')
  })

  it('goes back to the default with the Default action', async () => {
    const user = userEvent.setup()
    window.localStorage.setItem(wallpaperKey, 'lagoon')
    await renderSite(<WallpaperPicker />)
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
    expect(afterReload()).toBe('dunes')
  })

  it('ignores an unknown id when one is chosen', () => {
    expect(chooseWallpaper('lagoon')?.id).toBe('lagoon')
    expect(chooseWallpaper('nope')?.id).toBe('dunes')
    expect(afterReload()).toBe('dunes')
    expect(chooseWallpaper(null)?.id).toBe('dunes')
  })

  it('still works when localStorage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(afterReload()).toBe('dunes')
    expect(chooseWallpaper('lagoon')?.id).toBe('lagoon')
  })

  it('shows a chosen wallpaper through <html>, which the page’s own wallpaper gives way to; the default clears it', async () => {
    const user = userEvent.setup()
    await renderSite(<WallpaperPicker />)
    const root = document.documentElement
    await user.click(screen.getByRole('radio', { name: 'Lagoon' }))
    expect(root).toHaveAttribute('data-wallpaper', 'lagoon')
    // The WebP variant as wide as the screen needs: the image has one only.
    expect(root.style.getPropertyValue('--wallpaper')).toMatch(/^url\("\/assets\/media\/lagoon\.\w+-320w\.webp"\)$/)
    await user.click(screen.getByRole('button', { name: 'Use the default wallpaper' }))
    expect(root).not.toHaveAttribute('data-wallpaper')
    expect(root.style.getPropertyValue('--wallpaper')).toBe('')
  })

  it('is shown as the head script shows the stored one, before the app', () => {
    window.localStorage.setItem(wallpaperKey, 'lagoon')
    showWallpaper(wallpaperOf(window.localStorage.getItem(wallpaperKey)))
    expect(document.documentElement).toHaveAttribute('data-wallpaper', 'lagoon')
    showWallpaper(wallpaperOf('forest')) // gone from the site: the default, the page's own
    expect(document.documentElement).not.toHaveAttribute('data-wallpaper')
  })
})

describe('the file of a chosen wallpaper', () => {
  const image = {
    src: '/w-2560w.jpg',
    width: 2560,
    height: 1600,
    srcset: '/w-640w.jpg 640w, /w-2560w.jpg 2560w',
    webp: '/w-640w.webp 640w, /w-1280w.webp 1280w, /w-2560w.webp 2560w',
  }

  it('covers the screen as the <picture> does: the width that fills it', () => {
    expect(coverWidth(image, 1280, 800)).toBe(1280) // as wide as the image
    expect(coverWidth(image, 390, 844)).toBeCloseTo(1350.4) // a phone: the height fills, the sides are cut
  })

  it('is the narrowest WebP variant as wide as that, else the widest', () => {
    expect(variantFor(image, 600)).toBe('/w-640w.webp')
    expect(variantFor(image, 1280)).toBe('/w-1280w.webp')
    expect(variantFor(image, 1281)).toBe('/w-2560w.webp')
    expect(variantFor(image, 4000)).toBe('/w-2560w.webp')
    expect(variantFor({ ...image, webp: undefined }, 700)).toBe('/w-2560w.jpg')
    expect(variantFor({ src: '/w.svg', width: 10, height: 10 }, 700)).toBe('/w.svg')
  })
})

