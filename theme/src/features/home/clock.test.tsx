import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderSite } from '../../test/render'
import { Clock } from './Clock'
import { clockIcon, formatTime } from './clock-format'

describe('clockIcon', () => {
  it.each([
    [4, 'moon'],
    [5, 'cloud'],
    [6, 'sun'],
    [17, 'sun'],
    [18, 'moon'],
    [0, 'moon'],
    [23, 'moon'],
  ] as const)('at %i h shows a %s', (hour, icon) => {
    expect(clockIcon(hour)).toBe(icon)
  })
})

describe('formatTime', () => {
  it('pads hours and minutes to two digits', () => {
    expect(formatTime(7, 5)).toBe('07:05')
    expect(formatTime(23, 59)).toBe('23:59')
    expect(formatTime(0, 0)).toBe('00:00')
  })
})

describe('Clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    vi.setSystemTime(new Date(2026, 0, 1, 5, 59, 30))
  })
  afterEach(() => {
    // The spy on setInterval wraps the fake one: restored after the real
    // timers, it would put the fake back for the files that this worker
    // runs next, and jsdom's requestAnimationFrame, which times its frames
    // with setInterval, would never call back again.
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('shows the time and icon, and ticks with one interval however often it renders', async () => {
    const setInterval = vi.spyOn(window, 'setInterval')
    const { rerender, container } = await renderSite(<Clock />)
    rerender(<Clock />)
    rerender(<Clock />)
    expect(screen.getByText('05:59')).toBeInTheDocument()
    expect(container.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'cloud')

    await act(async () => {
      vi.advanceTimersByTime(30_000)
    })
    expect(screen.getByText('06:00')).toBeInTheDocument()
    expect(container.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'sun')
    expect(setInterval.mock.calls.filter(([, ms]) => ms === 1000)).toHaveLength(1)
  })

  it('is not a live region', async () => {
    const { container } = await renderSite(<Clock />)
    expect(container.querySelector('[aria-live], [role="timer"], [role="status"]')).toBeNull()
  })
})
