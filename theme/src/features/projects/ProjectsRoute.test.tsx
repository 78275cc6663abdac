import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderSite } from '../../test/render'
import manifest from '../../../portgen.json'
import projects from '../../test/fixtures/projects'
import site from '../../test/fixtures/site'
import ProjectsRoute, { listSummary } from './ProjectsRoute'

// The cards by name: a card with a repository's facts is named by its title alone.
const cards = () =>
  screen.getAllByRole('link').filter((a) => a.dataset.slug).map((card) => {
    const by = card.getAttribute('aria-labelledby')
    return by ? document.getElementById(by)!.textContent : card.textContent
  })

describe('the projects screen', () => {
  it('filters the list as the visitor types, and says when nothing matches', async () => {
    const user = userEvent.setup()
    await renderSite(<ProjectsRoute />)
    expect(cards()).toEqual(['Point of Sale', 'Café Finder', 'Budget App'])

    const search = screen.getByRole('searchbox', { name: 'Search projects' })
    await user.type(search, 'cafe')
    expect(cards()).toEqual(['Café Finder'])
    expect(screen.getByRole('status')).toHaveTextContent('Projects found: 1')

    await user.clear(search)
    await user.type(search, 'zzz{Enter}')
    expect(cards()).toHaveLength(0)
    expect(screen.getByRole('status').textContent).toBe('Could not find! ')

    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(search).toHaveValue('')
    expect(search).toHaveFocus()
    expect(cards()).toHaveLength(3)
  })

  it('keeps the Search button working', async () => {
    const user = userEvent.setup()
    await renderSite(<ProjectsRoute />)
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'budget')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(cards()).toEqual(['Budget App'])
  })

  it('opens a project at its own URL in a dialog named by its title, and closes it', async () => {
    const user = userEvent.setup()
    const { location } = await renderSite(<ProjectsRoute />, { path: '/apps/' })
    const card = screen.getByRole('link', { name: 'Point of Sale' })
    expect(card).toHaveAttribute('href', '/apps/point-of-sale/')
    await user.click(card)
    expect(location.history?.at(-1)).toBe('/apps/point-of-sale/')

    const dialog = screen.getByRole('dialog', { name: 'Point of Sale' })
    expect(within(dialog).getByText('stock').tagName).toBe('STRONG')
    expect(within(dialog).getByRole('link', { name: 'the demo' })).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['React', 'Rails']),
    )
    const live = within(dialog).getByRole('link', { name: /^Live/ })
    expect(live).toHaveAttribute('href', 'https://example.com/pos')
    expect(live).toHaveAttribute('target', '_blank')
    expect(within(dialog).getByRole('link', { name: /^Source/ })).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: /^Backend/ })).toBeInTheDocument()
    expect(within(dialog).getByRole('img', { name: 'Point of Sale, screenshot 1 of 3' })).toHaveAttribute('width', '320')

    // A link to the list, which closes the popup of a project's page read without JavaScript too.
    const close = within(dialog).getByRole('link', { name: 'Close' })
    expect(close).toHaveAttribute('href', '/apps/')
    await user.click(close)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(location.history?.at(-1)).toBe('/apps/')
    await waitFor(() => expect(card).toHaveFocus())
  })

  it('opens the popup of a project page visited directly, with its title', async () => {
    await renderSite(<ProjectsRoute />, { path: '/apps/budget/' })
    expect(screen.getByRole('dialog', { name: 'Budget App' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Budget App · Projects by Ada Lovelace'))
  })

  it('goes back to the list from the page of a project that does not exist', async () => {
    const { location } = await renderSite(<ProjectsRoute />, { path: '/apps/no-such-project/' })
    await waitFor(() => expect(location.history?.at(-1)).toBe('/apps/'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows content text in the chosen language, falling back to English', async () => {
    await renderSite(<ProjectsRoute />, { language: 'pt' })
    expect(cards()).toEqual(['Ponto de Venda', 'Café Finder', 'Budget App'])
    expect(screen.getByRole('searchbox', { name: 'Pesquisar projetos' })).toBeInTheDocument()
  })
})

describe("a project's repository", () => {
  it('shows its facts on its card and in its popup, its text as text', async () => {
    const user = userEvent.setup()
    await renderSite(<ProjectsRoute />, { path: '/apps/' })
    const card = screen.getByRole('link', { name: 'Café Finder' })
    // Its first three topics, and how many more its page lists; markup is text.
    expect(card).toHaveAccessibleDescription('Status Archived Stars 1234 Language TypeScript Licence MIT Topics Vite, maps, Ruby on Rails +1 Updated October 3, 2026')
    await user.click(card)
    const dialog = screen.getByRole('dialog', { name: 'Café Finder' })
    expect(within(dialog).getByText('October 3, 2026')).toHaveAttribute('datetime', '2026-10-03')
    expect(within(dialog).getByText('Archived')).toBeInTheDocument()
    // Its topics beside its tech, named as the filter names them ("vitejs" is Vite):
    // "vue", a tech of its, is left out; markup is text.
    const topics = within(dialog).getByRole('heading', { name: 'Topics' }).nextElementSibling as HTMLElement
    expect(within(topics).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Vite', 'maps', 'Ruby on Rails', '<b>geo</b>'])
    expect(dialog.querySelector('b')).toBeNull()
  })

  it('writes the day of its last push in the words of each language', async () => {
    await renderSite(<ProjectsRoute />, { path: '/apps/cafe-finder/', language: 'pt' })
    const dialog = screen.getByRole('dialog', { name: 'Café Finder' })
    expect(within(dialog).getByText('3 de outubro de 2026')).toBeInTheDocument()
    expect(within(dialog).getByText('Atualizado em')).toBeInTheDocument()
    expect(within(dialog).getByText('Arquivado')).toBeInTheDocument()
  })
})

describe('the filter by technology', () => {
  it('lists each technology once with its count, named for a screen reader, each a link to its page', async () => {
    await renderSite(<ProjectsRoute />, { path: '/apps/' })
    const filter = screen.getByRole('navigation', { name: 'Filter by technology' })
    const chips = within(filter).getAllByRole('link')
    // Vue is the café finder's tech; its repository's language and topics join it, as text.
    expect(chips.map((chip) => chip.textContent)).toEqual(['<b>geo</b>1', 'maps1', 'React1', 'Ruby on Rails3', 'TypeScript1', 'Vite1', 'Vue1'])
    expect(within(filter).getByRole('link', { name: 'Ruby on Rails, 3' })).toHaveAttribute('href', '/apps/tags/ruby-on-rails/')
    expect(chips.filter((chip) => chip.hasAttribute('aria-current'))).toEqual([])
  })

  it('filters in place at the address of the technology, and combines with the search', async () => {
    const user = userEvent.setup()
    const { location } = await renderSite(<ProjectsRoute />, { path: '/apps/' })
    const before = cards()
    const [first] = projects
    const tag = first!.tags[0]!
    const count = projects.filter((p) => p.tags.some((t) => t.slug === tag.slug)).length
    await user.click(screen.getByRole('link', { name: `${tag.name}, ${count}` }))
    expect(location.history?.at(-1)).toBe(`/apps/tags/${tag.slug}/`)
    const chosen = screen.getByRole('link', { name: `${tag.name}, ${count}` })
    expect(chosen).toHaveAttribute('aria-current', 'page')
    expect(chosen).toHaveAttribute('href', '/apps/')
    expect(cards()).toHaveLength(count)
    expect(cards()).toContain(localizedTitle(first!))

    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'zzz')
    expect(cards()).toEqual([])
    await user.clear(screen.getByRole('searchbox', { name: 'Search projects' }))

    // The chosen chip leads back to every project (Back is the browser's: see e2e/tags.spec.ts).
    await user.click(chosen)
    expect(location.history?.at(-1)).toBe('/apps/')
    expect(cards()).toEqual(before)
  })

  it('answers the page of a technology that no project uses with the list', async () => {
    const { location } = await renderSite(<ProjectsRoute />, { path: '/apps/tags/cobol/' })
    await waitFor(() => expect(location.history?.at(-1)).toBe('/apps/'))
  })
})

const localizedTitle = (p: (typeof projects)[number]) => p.title.en!

describe('a project saved while portgen serve shows the list', () => {
  it('is taken in without a reload, and the cards that did not change stay as they were', async () => {
    await renderSite(<ProjectsRoute />)
    const untouched = screen.getByRole('link', { name: 'Café Finder' })
    const saved = projects.map((p) => (p.slug === 'point-of-sale' ? { ...p, title: { en: 'Till' } } : p))
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) =>
      url === site.projects && init?.cache === 'no-cache' ? new Response(JSON.stringify(saved)) : new Response('', { status: 404 }),
    )
    try {
      const handled = new Set<string>()
      const change = { urls: [site.projects, '/locales/en.json'], items: {}, handled, shown: true }
      window.dispatchEvent(new CustomEvent('portgen:data', { detail: change }))
      // live.js reloads the page for the strings, which the list does not take.
      expect([...handled]).toEqual([site.projects])
      await waitFor(() => expect(cards()).toEqual(['Till', 'Café Finder', 'Budget App']))
      expect(screen.getByRole('link', { name: 'Café Finder' })).toBe(untouched)
    } finally {
      fetched.mockRestore()
    }
  })

  it('comes in the event itself when the list kept its length, with nothing fetched', async () => {
    await renderSite(<ProjectsRoute />)
    const untouched = screen.getByRole('link', { name: 'Café Finder' })
    const index = projects.findIndex((p) => p.slug === 'point-of-sale')
    const fetched = vi.spyOn(globalThis, 'fetch')
    try {
      const handled = new Set<string>()
      const items = { [site.projects]: { [index]: { ...projects[index], title: { en: 'Till' } } } }
      // The list shows it as the event is handled: no fetch to wait for.
      act(() => void window.dispatchEvent(new CustomEvent('portgen:data', { detail: { urls: [site.projects], items, handled, shown: true } })))
      expect([...handled]).toEqual([site.projects])
      expect(cards()).toEqual(['Till', 'Café Finder', 'Budget App'])
      expect(screen.getByRole('link', { name: 'Café Finder' })).toBe(untouched)
      expect(fetched).not.toHaveBeenCalled()
    } finally {
      fetched.mockRestore()
    }
  })
})

describe("a project saved while portgen serve shows the project's own page", () => {
  it('is taken in by its popup, where focus stays', async () => {
    const user = userEvent.setup()
    await renderSite(<ProjectsRoute />, { path: '/apps/budget/' })
    const dialog = screen.getByRole('dialog', { name: 'Budget App' })
    // The visitor has moved to the last screenshot, and then to a link.
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }))
    await within(dialog).findByRole('img', { name: 'Budget App, screenshot 2 of 2' })
    const source = within(dialog).getByRole('link', { name: /^Source/ })
    source.focus()

    const index = projects.findIndex((p) => p.slug === 'budget')
    const budget = projects[index]!
    const saved = { ...budget, title: { en: 'Budget Planner' }, content: { en: [['Money, planned.']] }, tech: ['Go'], images: [budget.images[0]!] }
    const handled = new Set<string>()
    const items = { [site.projects]: { [index]: saved } }
    act(() => void window.dispatchEvent(new CustomEvent('portgen:data', { detail: { urls: [site.projects], items, handled, shown: true } })))

    expect([...handled]).toEqual([site.projects])
    expect(screen.getByRole('dialog', { name: 'Budget Planner' })).toBe(dialog)
    expect(within(dialog).getByText('Money, planned.')).toBeInTheDocument()
    expect(within(dialog).getByText('Go')).toBeInTheDocument()
    expect(within(dialog).queryByText('Rails')).not.toBeInTheDocument()
    // The second screenshot is gone: the carousel shows the one there is.
    expect(within(dialog).getByRole('img', { name: 'Budget Planner, screenshot 1 of 1' })).toHaveAttribute('src', budget.images[0]!.src)
    expect(source).toHaveFocus()
    await waitFor(() => expect(document.title).toBe('Budget Planner · Projects by Ada Lovelace'))
  })

  it('is taken in by the list the app has moved to from another page, which nothing reloads for', async () => {
    await renderSite(<ProjectsRoute />)
    const index = projects.findIndex((p) => p.slug === 'cafe-finder')
    const handled = new Set<string>()
    // The page loaded was not the list (About, say): its own content is not made from the projects.
    const items = { [site.projects]: { [index]: { ...projects[index]!, title: { en: 'Tea Finder' } } } }
    act(() => void window.dispatchEvent(new CustomEvent('portgen:data', { detail: { urls: [site.projects], items, handled, shown: false } })))
    expect(screen.getByRole('link', { name: 'Tea Finder' })).toBeInTheDocument()
  })
})

describe("a project page's list", () => {
  it('is as long, while prerendered, as portgen.json tells portgen', () => {
    expect(manifest.routes.find((r) => r.page === 'project')).toHaveProperty('summary', listSummary)
  })
})
