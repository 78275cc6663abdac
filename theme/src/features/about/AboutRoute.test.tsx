import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSite } from '../../test/render'
import { changeSite } from '../../test/site-data'
import AboutRoute from './AboutRoute'

/** The paragraphs of the text beside the photo, under the greeting. */
const paragraphs = () => screen.getAllByText((_, el) => el?.tagName === 'P' && el.parentElement?.querySelector('h2') !== null).map((p) => p.textContent)

describe('the about screen', () => {
  it('shows the owner’s label and summary from the résumé, a paragraph for each block of text', async () => {
    await renderSite(<AboutRoute />)
    expect(screen.getByRole('heading', { level: 2, name: "Hi, I'm Ada Lovelace" })).toBeInTheDocument()
    expect(paragraphs()).toEqual([
      'Programmer',
      expect.stringMatching(/^Richard hails from Tulsa\..* software developer\.$/),
      expect.stringMatching(/^While his work focuses/),
      'See my résumé',
    ])
    expect(screen.getByRole('img', { name: 'Portrait of Ada Lovelace' })).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Skills' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Go', 'React'])
  })

  it('reads the label and summary in the interface language, or else in the default one', async () => {
    await renderSite(<AboutRoute />, { language: 'pt' })
    expect(paragraphs().slice(0, 2)).toEqual(['Programador', expect.stringMatching(/^Richard hails from Tulsa\./)])
    screen.getByRole('link', { name: 'Ver o meu currículo' })
  })

  it('falls back to the locale’s paragraph without a summary, and lays out without a photo', async () => {
    changeSite({ owner: { name: 'Ada Lovelace' } })
    await renderSite(<AboutRoute />, { language: 'fr' })
    expect(paragraphs()[0]).toMatch(/^Je crée des applications web/)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('links to the résumé inside the app, when the site has one', async () => {
    await renderSite(<AboutRoute />)
    const link = screen.getByRole('link', { name: 'See my résumé' })
    expect(link).toHaveAttribute('href', '/resume/')
    expect(link).not.toHaveAttribute('target')
  })

  it('has no résumé link without a résumé', async () => {
    changeSite({ resume: undefined })
    await renderSite(<AboutRoute />)
    expect(screen.queryByRole('link', { name: 'See my résumé' })).not.toBeInTheDocument()
  })

  it('names each social link after its network, and the email link after what it does', async () => {
    await renderSite(<AboutRoute />)
    // On the page for wide screens, floating for small ones (CSS shows one): the same links.
    const [onPage, floating] = screen.getAllByRole('navigation', { name: 'Find me online' })
    const hrefs = (nav: HTMLElement) => within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(hrefs(floating!)).toEqual(hrefs(onPage!))
    const links = within(onPage!).getAllByRole('link')
    // site.yaml's LinkedIn and GitHub, then the résumé's other profiles.
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['LinkedIn profile', 'https://www.linkedin.com/in/ada'],
      ['GitHub profile', 'https://github.com/ada'],
      ['Twitter profile', 'https://www.twitter.com'],
      ['SoundCloud profile', 'https://soundcloud.example.com/dandymusicnl'],
      ['Send me an email', 'mailto:ada@example.com'],
    ])
    expect(links[0]).toHaveAttribute('target', '_blank')
    expect(links[4]).not.toHaveAttribute('target')
    for (const link of links) expect(link.querySelector('svg')).not.toBeNull()
  })

  it('names the social links in the interface language', async () => {
    await renderSite(<AboutRoute />, { language: 'pt' })
    expect(screen.getAllByRole('link', { name: 'Perfil no GitHub' })).toHaveLength(2)
    expect(screen.getAllByRole('link', { name: 'Enviar-me um e-mail' })).toHaveLength(2)
  })

  it('never links to an address that is not a web address', async () => {
    changeSite({ social: { profiles: [{ kind: 'link', network: 'Blog', url: 'javascript:alert(1)' }] } })
    await renderSite(<AboutRoute />)
    expect(screen.queryByRole('link', { name: 'Blog profile' })).not.toBeInTheDocument()
  })

  it('shows no social links when the owner has none', async () => {
    changeSite({ social: { profiles: [] } })
    await renderSite(<AboutRoute />)
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })
})
