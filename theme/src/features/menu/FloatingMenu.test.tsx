import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSite } from '../../test/render'
import { FloatingMenu } from './FloatingMenu'

const toggle = () => screen.getByRole('button', { name: 'Menu' })

describe('the floating menu', () => {
  it('expands into five links and marks the current page', async () => {
    const user = userEvent.setup()
    await renderSite(<FloatingMenu />, { path: '/about/' })
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link')).toBeNull()

    await user.click(toggle())
    const links = await screen.findAllByRole('link')
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Home', 'Projects', 'About', 'Documents', 'Settings'])
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/', '/apps/', '/about/', '/docs/', '/setting/'])
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    await waitFor(() => expect(screen.getByRole('link', { name: 'About' })).toHaveFocus())
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
    expect(await screen.findAllByRole('link')).toHaveLength(5)
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
