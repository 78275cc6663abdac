import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { site } from '../../shared/data/site'
import { renderSite } from '../../test/render'
import { changeSite } from '../../test/site-data'
import DocsRoute from './DocsRoute'

const names = () => screen.queryAllByRole('link').map((a) => a.textContent)

describe('the documents screen', () => {
  it('opens each PDF in a new tab, the résumé last, as a PDF in the page language', async () => {
    await renderSite(<DocsRoute />, { path: '/docs/' })
    expect(screen.getByText('Each document opens as a PDF in a new tab.')).toBeInTheDocument()
    expect(names()).toEqual(['English resume (PDF, opens in a new tab)', 'Motivation letter (PDF, opens in a new tab)', 'Résumé (PDF, opens in a new tab)'])

    const pdf = screen.getByRole('link', { name: /English resume/ })
    expect(pdf).toHaveAttribute('target', '_blank')
    const resume = screen.getByRole('link', { name: /^Résumé/ })
    expect(resume).toHaveAttribute('href', site.resumePdf!.en)
    expect(resume.getAttribute('href')).toMatch(/^\/assets\/resume-[0-9a-f]{10}\/Richard-Hendriks-resume-en\.pdf$/)
    expect(resume).toHaveAttribute('target', '_blank')
    expect(resume.querySelector('svg')!.outerHTML).not.toBe(pdf.querySelector('svg')!.outerHTML)
  })

  it('offers the résumé once when documents are its PDFs, in the language each names', async () => {
    const [en, pt] = [site.resumePdf!.en, site.resumePdf!.pt]
    changeSite({
      documents: [
        { id: 'resume', label: { en: 'English resume' }, href: en, resume: 'en' },
        { id: 'cv', label: { en: 'Portuguese CV' }, href: pt, resume: 'pt' },
        site.documents.find((doc) => doc.id === 'letter')!,
      ],
    })
    await renderSite(<DocsRoute />, { language: 'fr' })
    expect(screen.getByText("Chaque document s'ouvre en PDF dans un nouvel onglet.")).toBeInTheDocument()
    expect(names()).toEqual([
      "English resume (PDF, s'ouvre dans un nouvel onglet)",
      "Portuguese CV (PDF, s'ouvre dans un nouvel onglet)",
      "Motivation letter (PDF, s'ouvre dans un nouvel onglet)",
    ])
    expect(screen.getByRole('link', { name: /^English resume/ })).toHaveAttribute('href', en)
    expect(screen.getByRole('link', { name: /^Portuguese CV/ })).toHaveAttribute('href', pt)
    const icon = (name: RegExp) => screen.getByRole('link', { name }).querySelector('svg')!.outerHTML
    expect(icon(/^English resume/)).toBe(icon(/^Portuguese CV/))
    expect(icon(/^English resume/)).not.toBe(icon(/^Motivation letter/))
  })

  it('offers the résumé in the interface language', async () => {
    await renderSite(<DocsRoute />, { language: 'fr' })
    expect(screen.getByRole('link', { name: /^CV/ })).toHaveAttribute('href', site.resumePdf!.fr)
    expect(site.resumePdf!.fr).toMatch(/-resume-fr\.pdf$/)
  })

  it('opens the résumé page, in the app, for data without PDFs', async () => {
    const user = userEvent.setup()
    changeSite({ resumePdf: undefined })
    const { location } = await renderSite(<DocsRoute />, { path: '/docs/' })
    expect(screen.getByText('Each PDF opens in a new tab; the résumé opens here, ready to print.')).toBeInTheDocument()
    const resume = screen.getByRole('link', { name: 'Résumé' })
    expect(resume).toHaveAttribute('href', '/resume/')
    expect(resume).not.toHaveAttribute('target')
    await user.click(resume)
    expect(location.history?.at(-1)).toBe('/resume/')
  })

  it('offers the résumé alone when the owner has no PDFs of their own', async () => {
    changeSite({ documents: [] })
    await renderSite(<DocsRoute />)
    expect(screen.getByText('Each document opens as a PDF in a new tab.')).toBeInTheDocument()
    expect(names()).toEqual(['Résumé (PDF, opens in a new tab)'])
  })

  it('speaks of the résumé page alone for data without PDFs or documents', async () => {
    changeSite({ documents: [], resumePdf: undefined })
    await renderSite(<DocsRoute />)
    expect(screen.getByText('My résumé opens here, ready to print or to save as a PDF.')).toBeInTheDocument()
    expect(names()).toEqual(['Résumé'])
  })

  it('offers the PDFs alone without a résumé', async () => {
    changeSite({ resume: undefined, resumePdf: undefined })
    await renderSite(<DocsRoute />)
    expect(screen.getByText('Each document opens as a PDF in a new tab.')).toBeInTheDocument()
    expect(names()).toHaveLength(2)
  })

  it('says when there is nothing', async () => {
    changeSite({ documents: [], resume: undefined, resumePdf: undefined })
    await renderSite(<DocsRoute />)
    expect(screen.getByText('There are no documents yet.')).toBeInTheDocument()
    expect(names()).toEqual([])
  })
})
