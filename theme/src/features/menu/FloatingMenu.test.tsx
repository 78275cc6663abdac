import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSite } from '../../test/render'
import { changeSite } from '../../test/site-data'
import { FloatingMenu } from './FloatingMenu'

const toggle = () => screen.getByRole('button', { name: 'Menu' })

describe('the floating menu', () => {
  it('expands into five links and marks the current page', async () => {
    const user = userEvent.setup()
    await renderSite(<FloatingMenu />, { path: '/about/' })
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link')).toBeNull()

    await user.click(toggle())
    const pages = (await screen.findByRole('link', { name: 'Home' })).closest('ul')!
    const links = within(pages).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Home', 'Projects', 'About', 'Documents', 'Settings'])
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/', '/apps/', '/about/', '/docs/', '/setting/'])
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    await waitFor(() => expect(screen.getByRole('link', { name: 'About' })).toHaveFocus())
  })

  it('has the blog after the projects on a site with posts, marked current on its page', async () => {
    changeSite({ posts: { en: '/assets/data/posts.en.json' } })
    const user = userEvent.setup()
    await renderSite(<FloatingMenu />, { path: '/blog/' })
    await user.click(toggle())
    const pages = (await screen.findByRole('link', { name: 'Home' })).closest('ul')!
    const links = within(pages).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Home', 'Projects', 'Blog', 'About', 'Documents', 'Settings'])
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog/')
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
    await waitFor(() => expect(screen.getByRole('link', { name: 'Blog' })).toHaveFocus())
  })

  it('navigates and collapses when a link is chosen, focus back on the toggle', async () => {
    const user = userEvent.setup()
    const { location } = await renderSite(<FloatingMenu />)
    await user.click(toggle())
    await user.click(await screen.findByRole('link', { name: 'Projects' }))
    expect(location.history?.at(-1)).toBe('/apps/')
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() => expect(toggle()).toHaveFocus())
  })

  it('collapses on Escape and on a click outside', async () => {
    const user = userEvent.setup()
    await renderSite(
      <>
        <p>outside</p>
        <FloatingMenu />
      </>,
    )
    await user.click(toggle())
    await user.keyboard('{Escape}')
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() => expect(toggle()).toHaveFocus())

    await user.click(toggle())
    expect(await screen.findAllByRole('link')).toHaveLength(5 + 3) // the pages, then the languages
    await user.click(screen.getByText('outside'))
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('is translated', async () => {
    const user = userEvent.setup()
    await renderSite(<FloatingMenu />, { language: 'fr' })
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Réglages' })).toBeInTheDocument()
  })
})

describe('the menu’s languages', () => {
  it('lead to this page in each language of the site, each named in its own language', async () => {
    const user = userEvent.setup()
    await renderSite(<FloatingMenu />, { path: '/about/' })
    await user.click(toggle())
    const languages = await screen.findByRole('list', { name: 'Language' })
    const links = within(languages).getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('hreflang'), l.getAttribute('lang')])).toEqual([
      ['English', '/about/', 'en', 'en'],
      ['Português', '/pt/about/', 'pt', 'pt'],
      ['Français', '/fr/about/', 'fr', 'fr'],
    ])
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true')
    expect(within(languages).getByRole('link', { name: 'Français' })).not.toHaveAttribute('aria-current')
  })

  it('switch in place: the same page in the language chosen, remembered, the menu collapsed', async () => {
    const user = userEvent.setup()
    const { location, i18n } = await renderSite(<FloatingMenu />, { path: '/about/' })
    await user.click(toggle())
    await user.click(await screen.findByRole('link', { name: 'Português' }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/pt/about/'))
    expect(i18n.resolvedLanguage).toBe('pt')
    expect(window.localStorage.getItem('portfolio-language')).toBe('pt')
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  })
})
