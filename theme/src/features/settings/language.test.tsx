import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSite } from '../../test/render'
import SettingsRoute from './SettingsRoute'

describe('the language selector', () => {
  it('goes to Settings in the language chosen, translated at once, and remembers the choice', async () => {
    const user = userEvent.setup()
    const { i18n, location } = await renderSite(<SettingsRoute />, { path: '/setting/' })
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
    const select = screen.getByRole('combobox', { name: 'Language' })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Português', 'Français'])

    await user.selectOptions(select, 'Português')
    await waitFor(() => expect(location.history?.at(-1)).toBe('/pt/setting/'))
    expect(i18n.language).toBe('pt')
    expect(window.localStorage.getItem('portfolio-language')).toBe('pt')
    expect(screen.getByRole('heading', { level: 1, name: 'Definições' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt')
    expect(screen.getByRole('radio', { name: 'Dunas' })).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Français')
    expect(await screen.findByRole('heading', { level: 1, name: 'Réglages' })).toBeInTheDocument()
    expect(window.localStorage.getItem('portfolio-language')).toBe('fr')
    // A wallpaper without a French name falls back to English.
    expect(screen.getByRole('radio', { name: 'Dunes' })).toBeInTheDocument()
  })

  it('shows the choice while its strings load, and a second change event with it chooses nothing else', async () => {
    const { location } = await renderSite(<SettingsRoute />, { path: '/setting/' })
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' })
    // A choice made while the app took the page over: replayed, then seen by React as it happened.
    select.value = 'pt'
    fireEvent.change(select)
    expect(select).toHaveValue('pt')
    fireEvent.change(select)
    await waitFor(() => expect(location.history?.at(-1)).toBe('/pt/setting/'))
    expect(location.history).toEqual(['/setting/', '/pt/setting/'])
    expect(window.localStorage.getItem('portfolio-language')).toBe('pt')
  })
})

