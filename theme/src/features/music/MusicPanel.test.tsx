import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openToolAtom } from '../../shared/tools/tool-atoms'
import { renderSite } from '../../test/render'
import MusicPanel from './MusicPanel'

async function renderPanel() {
  const store = createStore()
  store.set(openToolAtom, 'music')
  await renderSite(<MusicPanel />, { store })
}

describe('the music panel', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps playing when a play request is interrupted by a newer one (the next track)', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('interrupted by a new load request', 'AbortError'))
    await renderPanel()
    await userEvent.click(screen.getByRole('button', { name: 'Play' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next track' }))
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument()
  })

  it('shows Play again when the browser refuses to play', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('autoplay', 'NotAllowedError'))
    await renderPanel()
    await userEvent.click(screen.getByRole('button', { name: 'Play' }))
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument()
  })
})
