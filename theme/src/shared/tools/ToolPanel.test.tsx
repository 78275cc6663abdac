import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { renderSite } from '../../test/render'
import { openToolAtom, toolVisibilityAtom } from './tool-atoms'
import { ToolPanel } from './ToolPanel'

function Broken(): never {
  throw new Error('the tool broke')
}

describe('ToolPanel', () => {
  it('shows a message inside the panel when the tool crashes, not a blank site', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const store = createStore()
    store.set(openToolAtom, 'weather')
    await renderSite(
      <>
        <p>the rest of the site</p>
        <ToolPanel tool="weather" onClose={() => {}}>
          <Broken />
        </ToolPanel>
      </>,
      { store },
    )
    expect(screen.getByRole('dialog', { name: 'Weather' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong in this tool.')
    expect(screen.getByText('the rest of the site')).toBeInTheDocument()
    vi.restoreAllMocks()
  })

  it('hides on Minimize and keeps its content mounted', async () => {
    const user = userEvent.setup()
    const store = createStore()
    store.set(openToolAtom, 'music')
    await renderSite(
      <ToolPanel tool="music" onClose={() => {}}>
        <p>still here</p>
      </ToolPanel>,
      { store },
    )
    await user.click(screen.getByRole('button', { name: 'Minimize' }))
    expect(store.get(toolVisibilityAtom).music).toBe(false)
    expect(screen.getByText('still here', { selector: 'p' })).toBeInTheDocument()
  })
})
