import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSite } from '../../test/render'
import { changeSite } from '../../test/site-data'
import DocsRoute from './DocsRoute'

const names = () => screen.queryAllByRole('link').map((a) => a.textContent)

describe('the documents screen', () => {
  it('opens each PDF in a new tab, and the résumé, last, in the app', async () => {
    const user = userEvent.setup()
    const { location } = await renderSite(<DocsRoute />, { path: '/docs/' })
    expect(screen.getByText('Each PDF opens in a new tab; the résumé opens here, ready to print.')).toBeInTheDocument()
    expect(names()).toEqual(['English resume (PDF, opens in a new tab)', 'Motivation letter (PDF, opens in a new tab)', 'Résumé'])

    const pdf = screen.getByRole('link', { name: /English resume/ })
    expect(pdf).toHaveAttribute('target', '_blank')
    const resume = screen.getByRole('link', { name: 'Résumé' })
    expect(resume).toHaveAttribute('href', '/resume/')
    expect(resume).not.toHaveAttribute('target')
    expect(resume.querySelector('svg')!.outerHTML).not.toBe(pdf.querySelector('svg')!.outerHTML)

    await user.click(resume)
    expect(location.history?.at(-1)).toBe('/resume/')
  })

  it('names the résumé in the interface language', async () => {
    await renderSite(<DocsRoute />, { language: 'fr' })
    expect(screen.getByRole('link', { name: 'CV' })).toHaveAttribute('href', '/resume/')
  })

  it('speaks of the résumé alone when there are no PDFs', async () => {
    changeSite({ documents: [] })
    await renderSite(<DocsRoute />)
    expect(screen.getByText('My résumé opens here, ready to print or to save as a PDF.')).toBeInTheDocument()
    expect(names()).toEqual(['Résumé'])
  })

  it('offers the PDFs alone without a résumé', async () => {
    changeSite({ resume: undefined })
    await renderSite(<DocsRoute />)
    expect(screen.getByText('Each document opens as a PDF in a new tab.')).toBeInTheDocument()
    expect(names()).toHaveLength(2)
  })

  it('says when there is nothing', async () => {
    changeSite({ documents: [], resume: undefined })
    await renderSite(<DocsRoute />)
    expect(screen.getByText('There are no documents yet.')).toBeInTheDocument()
    expect(names()).toEqual([])
  })
})
