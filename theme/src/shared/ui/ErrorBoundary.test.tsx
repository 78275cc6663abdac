import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSite } from '../../test/render'
import { ErrorBoundary } from './ErrorBoundary'

function Boom({ when }: { when: boolean }) {
  if (when) throw new Error('boom')
  return <p>fine</p>
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the translated message in place of what crashed, and renders again for a new reset key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}) // React reports the crash it caught
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { rerender } = await renderSite(
      <ErrorBoundary message="common.crashed" hint="common.crashedHint" resetKey="/apps/">
        <Boom when />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('This screen could not be shown.')
    expect(screen.getByRole('alert')).toHaveTextContent('Choose another screen from the menu, or reload the page.')
    expect(screen.queryByRole('button')).toBeNull()

    rerender(
      <ErrorBoundary message="common.crashed" hint="common.crashedHint" resetKey="/about/">
        <Boom when={false} />
      </ErrorBoundary>,
    )
    expect(screen.getByText('fine')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('offers Close where nothing else can close what failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const onClose = vi.fn()
    await renderSite(
      <ErrorBoundary message="tools.unavailable" hint="tools.unavailableHint" onClose={onClose}>
        <Boom when />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('This tool could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
