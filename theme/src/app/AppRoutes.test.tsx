import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSite } from '../test/render'
import { changeSite } from '../test/site-data'
import { AppRoutes } from './AppRoutes'
import { appRoutes, preloadScreenOf } from './screens'

const screenOf = (page: string) => appRoutes.find((r) => r.page === page)!.screen!

describe('the routes', () => {
  afterEach(() => vi.restoreAllMocks())

  // Each renders as the app does, after preloading the path's screen (main.tsx): a screen's
  // first import, which vitest transforms, can take more than findBy's second on a busy machine.
  it('show the résumé at /resume/', async () => {
    await preloadScreenOf('/resume/')
    await act(() => renderSite(<AppRoutes />, { path: '/resume/' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Richard Hendriks' })).toBeInTheDocument()
  })

  it('have no /resume/ on a site without a résumé', async () => {
    changeSite({ resume: undefined })
    await preloadScreenOf('/resume/')
    await act(() => renderSite(<AppRoutes />, { path: '/resume/' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
  })

  it('preload the résumé’s screen for its path only on a site with a résumé', async () => {
    const resume = vi.spyOn(screenOf('resume'), 'preload')
    const notFound = vi.spyOn(screenOf('notFound'), 'preload')
    await preloadScreenOf('/resume/')
    expect(resume).toHaveBeenCalledOnce()
    expect(notFound).not.toHaveBeenCalled()

    changeSite({ resume: undefined })
    await preloadScreenOf('/resume/')
    expect(resume).toHaveBeenCalledOnce()
    expect(notFound).toHaveBeenCalledOnce()
  })
})
