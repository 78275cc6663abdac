import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '../../shared/data/site'
import { changeSite } from '../../test/site-data'
import { showAppearance } from './appearance-choice'
import { showWallpaper, wallpaperOf } from './wallpaper-choice'

/** The fixture's wallpapers, each with an image of its own for the dark scheme. */
function withDarkImages() {
  changeSite({
    wallpapers: site.wallpapers.map((w) => ({ ...w, dark: { src: `/media/${w.id}-night.jpg`, width: 1920, height: 1080 } })),
  })
}

/** A system whose colour scheme is dark, or light. */
function system(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark'), addEventListener() {} }))
}

describe('a wallpaper with a dark image', () => {
  const root = document.documentElement
  afterEach(() => {
    showAppearance('auto')
    showWallpaper(undefined)
    vi.unstubAllGlobals()
  })

  it('leaves the default to the page’s <picture>, which follows the system', () => {
    withDarkImages()
    system(true)
    showWallpaper(wallpaperOf(null))
    expect(root).not.toHaveAttribute('data-wallpaper')
  })

  it('shows the default’s dark image through <html> when the visitor chose Dark, whatever the system', () => {
    withDarkImages()
    system(false)
    showAppearance('dark')
    showWallpaper(wallpaperOf(null))
    expect(root).toHaveAttribute('data-wallpaper', 'dunes')
    expect(root.style.getPropertyValue('--wallpaper')).toBe('url("/media/dunes-night.jpg")')
    showAppearance('light')
    showWallpaper(wallpaperOf(null))
    expect(root.style.getPropertyValue('--wallpaper')).toMatch(/^url\("\/assets\/media\/dunes\.\w+-320w\.webp"\)$/)
  })

  it('shows a chosen wallpaper’s dark image in the system’s dark scheme', () => {
    withDarkImages()
    system(true)
    showWallpaper(wallpaperOf('lagoon'))
    expect(root.style.getPropertyValue('--wallpaper')).toBe('url("/media/lagoon-night.jpg")')
    system(false)
    showWallpaper(wallpaperOf('lagoon'))
    expect(root.style.getPropertyValue('--wallpaper')).toMatch(/^url\("\/assets\/media\/lagoon\.\w+-320w\.webp"\)$/)
  })
})
