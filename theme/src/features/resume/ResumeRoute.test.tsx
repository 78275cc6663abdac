import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense, type ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '../../shared/data/site'
import { resumeEn } from '../../test/fixtures/resume'
import { renderSite } from '../../test/render'
import { changeSite } from '../../test/site-data'
import ResumeRoute from './ResumeRoute'

/** Renders the screen as the app does: a résumé not loaded yet suspends it a moment. */
async function renderResume(options?: Parameters<typeof renderSite>[1]) {
  let rendered: Awaited<ReturnType<typeof renderSite>> | undefined
  await act(async () => {
    rendered = await renderSite((<Suspense fallback={<p>loading</p>}>{<ResumeRoute />}</Suspense>) as ReactElement, options)
  })
  return rendered!
}

const headings = (level: number) => screen.getAllByRole('heading', { level }).map((h) => h.textContent)

/** The entry (list item) under a heading of the third level. */
const entry = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!

describe('the résumé screen', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the owner, how to reach them and their summary, under the name as the page heading', async () => {
    await renderResume()
    expect(headings(1)).toEqual(['Richard Hendriks'])
    expect(screen.getByText('Programmer')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Résumé · Ada Lovelace'))

    const contact = screen.getByRole('list', { name: 'Contact' })
    expect(within(contact).getByRole('link', { name: 'richard.hendriks@mail.com' })).toHaveAttribute('href', 'mailto:richard.hendriks@mail.com')
    expect(within(contact).getByRole('link', { name: '(912) 555-4321' })).toHaveAttribute('href', 'tel:9125554321')
    expect(within(contact).getByRole('link', { name: 'richardhendricks.example.com' })).toHaveAttribute('href', 'http://richardhendricks.example.com')
    expect(contact).toHaveTextContent('Location: San Francisco, California, US')
    const twitter = within(contact).getByRole('link', { name: 'neutralthoughts' })
    expect(twitter).toHaveAttribute('href', 'https://www.twitter.com')
    expect(twitter.parentElement).toHaveTextContent('Twitter: neutralthoughts')

    expect(screen.getByText(/^Richard hails from Tulsa\./).tagName).toBe('P')
    expect(screen.getByText(/^While his work focuses/).tagName).toBe('P')
  })

  it('shows the sections that have data, in order, each entry under its own heading', async () => {
    await renderResume()
    expect(headings(2)).toEqual(['Experience', 'Education', 'Skills', 'Projects', 'Volunteering', 'Awards', 'Certificates', 'Publications', 'Languages', 'Interests'])

    const job = entry('CEO/President')
    expect(job).toHaveTextContent('Dec 2013 – Dec 2014')
    expect(within(job).getByRole('link', { name: 'Pied Piper' })).toHaveAttribute('href', 'http://piedpiper.example.com')
    expect(job).toHaveTextContent('Pied Piper · Awesome compression company · Palo Alto, CA')
    expect(within(job).getAllByRole('listitem')).toHaveLength(3)

    const study = entry('Bachelor in Information Technology')
    expect(study).toHaveTextContent('Jun 2011 – Jan 2014')
    expect(study).toHaveTextContent('Grade: 4.0')
    expect(within(study).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['DB1101 - Basic SQL', 'CS2011 - Java Introduction'])

    expect(within(entry('Web Development')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['HTML', 'CSS', 'Javascript'])
    expect(entry('Web Development')).toHaveTextContent('Master')

    const project = entry('Miss Direction')
    expect(project).toHaveTextContent('Aug 2016') // one day: one date
    expect(project).not.toHaveTextContent('Aug 2016 –')
    expect(project).toHaveTextContent('Team lead, Designer · Smoogle')
    expect(within(project).getByRole('link', { name: 'missdirection.example.com' })).toHaveAttribute('target', '_blank')

    expect(entry('Digital Compression Pioneer Award')).toHaveTextContent('Nov 2014')
    expect(entry('Video compression for 3d media')).toHaveTextContent('Hooli')
    expect(screen.getByText('Native speaker').closest('li')).toHaveTextContent('English — Native speaker')
    expect(screen.queryByRole('heading', { name: 'References' })).not.toBeInTheDocument()
  })

  it('leaves out what the résumé does not have', async () => {
    changeSite({ resume: { en: '/data/resume.minimal.json' } })
    await renderResume()
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument()
    expect(headings(2)).toEqual(['Experience'])
    expect(entry('Analytical Engine')).toHaveTextContent('1842 – present')
    expect(screen.queryByRole('list', { name: 'Contact' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Print / Save as PDF' })).toBeInTheDocument()
  })

  it('says that a job goes on to the present in the chosen language', async () => {
    changeSite({ resume: { en: '/data/resume.minimal.json', pt: '/data/resume.minimal.json' } })
    await renderResume({ language: 'pt' })
    expect(await screen.findByRole('heading', { level: 3, name: 'Analytical Engine' })).toBeInTheDocument()
    expect(entry('Analytical Engine')).toHaveTextContent('1842 – presente')
  })

  it('shows references when the owner published them', async () => {
    changeSite({ resume: { en: '/data/resume.references.json' } })
    await renderResume()
    expect(await screen.findByRole('heading', { level: 2, name: 'References' })).toBeInTheDocument()
    expect(screen.getByText(/It is my pleasure to recommend Richard/).closest('figure')).toHaveTextContent('— Erlich Bachman')
  })

  it('links to web addresses only', async () => {
    changeSite({ resume: { en: '/data/resume.hostile.json' }, resumePdf: undefined })
    await renderResume()
    expect(await screen.findByRole('heading', { level: 1, name: 'Mallory' })).toBeInTheDocument()
    expect(screen.queryAllByRole('link')).toEqual([])
    expect(screen.getByText('Evil Corp')).toBeInTheDocument()
    expect(screen.getByText('Blog')).toBeInTheDocument()
  })

  it('reads the résumé and the interface in the chosen language', async () => {
    await renderResume({ language: 'pt' })
    expect(await screen.findByText('Programador')).toBeInTheDocument()
    expect(headings(2)[0]).toBe('Experiência profissional')
    expect(entry('CEO/Presidente')).toHaveTextContent('dez. 2013 – dez. 2014')
    expect(entry('Bachelor em Information Technology')).toHaveTextContent('jun. 2011 – jan. 2014')
    expect(screen.getByText('Língua materna').closest('li')).toHaveTextContent('Inglês — Língua materna')
    expect(screen.getByRole('button', { name: 'Imprimir / Guardar em PDF' })).toBeInTheDocument()
  })

  it('shows the default language’s résumé in a language without its own, in that language’s interface', async () => {
    await renderResume({ language: 'fr' })
    expect(await screen.findByText('Programmer')).toBeInTheDocument()
    expect(headings(2)[0]).toBe('Expérience professionnelle')
    expect(entry('CEO/President')).toHaveTextContent('déc. 2013 – déc. 2014')
  })

  it('prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    await renderResume()
    await userEvent.click(screen.getByRole('button', { name: 'Print / Save as PDF' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it('links its PDF in its own language, a plain link', async () => {
    await renderResume({ language: 'pt' })
    const link = screen.getByRole('link', { name: 'Descarregar PDF' })
    expect(link).toHaveAttribute('href', site.resumePdf!.pt)
    expect(link.getAttribute('href')).toMatch(/-resume-pt\.pdf$/)
    expect(link).not.toHaveAttribute('target')
    expect(link).not.toHaveAttribute('onclick')
  })

  it('has no PDF link for data without PDFs', async () => {
    changeSite({ resumePdf: undefined })
    await renderResume()
    expect(screen.getByRole('heading', { level: 1, name: 'Richard Hendriks' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument()
  })

  it('says when the résumé cannot be loaded, and loads it again when asked', async () => {
    changeSite({ resume: { en: '/data/resume.late.json' } })
    const stub = globalThis.fetch
    let up = false
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      input === '/data/resume.late.json' && up ? new Response(JSON.stringify(resumeEn)) : stub(input),
    )
    await renderResume()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The résumé could not be loaded.')
    expect(alert).toHaveTextContent('Check your connection, then try again.')
    expect(headings(1)).toEqual(['Résumé'])

    up = true
    const retry = screen.getByRole('button', { name: 'Try again' })
    await act(() => userEvent.click(retry))
    expect(await screen.findByRole('heading', { level: 1, name: 'Richard Hendriks' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says the visitor is offline when it is why', async () => {
    changeSite({ resume: { en: '/data/resume.offline.json' } })
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    await renderResume()
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline')
  })

  it('takes in a résumé saved while portgen serve shows it, read again or from the event, in place', async () => {
    changeSite({ resume: { en: '/data/resume.saved.json' } })
    const saved = structuredClone(resumeEn)
    const requested: unknown[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      requested.push(input)
      return new Response(JSON.stringify(saved))
    })
    await renderResume()
    expect(screen.getByText('Programmer')).toBeInTheDocument()

    const changed = (data?: Record<string, unknown>) => {
      const detail = { urls: ['/data/resume.saved.json'], items: {}, handled: new Set<string>(), shown: true, data }
      window.dispatchEvent(new CustomEvent('portgen:data', { detail }))
      return detail.handled
    }
    saved.basics.label = 'Chief programmer'
    await act(async () => void expect([...changed()]).toEqual(['/data/resume.saved.json']))
    expect(await screen.findByText('Chief programmer')).toBeInTheDocument()
    expect(requested).toHaveLength(2)

    const marked = { ...saved, basics: { ...saved.basics, label: 'Chief programmer\u2063\u200b\u2063' } }
    await act(async () => void changed({ '/data/resume.saved.json': marked }))
    expect(await screen.findByText('Chief programmer\u2063\u200b\u2063')).toBeInTheDocument()
    expect(requested).toHaveLength(2)
  })
})
