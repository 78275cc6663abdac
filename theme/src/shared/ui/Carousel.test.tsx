import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSite } from '../../test/render'
import type { Img } from '../data/types'
import { Carousel, remountDelay } from './Carousel'

const images: Img[] = [1, 2, 3].map((n) => ({ src: `/shot-${n}.jpg`, width: 1280, height: 800 }))
const alt = (i: number) => `shot ${i + 1}`
const previous = () => screen.getByRole('button', { name: 'Previous image' })
const next = () => screen.getByRole('button', { name: 'Next image' })

describe('Carousel', () => {
  afterEach(() => vi.useRealTimers())

  it('starts at the first image with Previous disabled', async () => {
    await renderSite(<Carousel images={images} alt={alt} />)
    expect(screen.getByRole('img', { name: 'shot 1' })).toBeInTheDocument()
    expect(previous()).toBeDisabled()
    expect(next()).toBeEnabled()
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument()
  })

  it('moves up to the last image and stops there', async () => {
    const onSelect = vi.fn()
    await renderSite(<Carousel images={images} alt={alt} onSelect={onSelect} />)
    vi.useFakeTimers()
    fireEvent.click(next())
    fireEvent.click(next())
    fireEvent.click(next())
    act(() => vi.advanceTimersByTime(remountDelay))
    expect(screen.getByRole('img', { name: 'shot 3' })).toBeInTheDocument()
    expect(next()).toBeDisabled()
    expect(previous()).toBeEnabled()
    expect(onSelect.mock.calls.map(([, i]) => i)).toEqual([1, 2])
  })

  it('moves with the arrow keys, within bounds', async () => {
    await renderSite(<Carousel images={images} alt={alt} />)
    vi.useFakeTimers()
    const region = screen.getByRole('region', { name: 'Screenshots' })
    fireEvent.keyDown(region, { key: 'ArrowLeft' })
    fireEvent.keyDown(region, { key: 'ArrowRight' })
    act(() => vi.advanceTimersByTime(remountDelay))
    expect(screen.getByRole('img', { name: 'shot 2' })).toBeInTheDocument()
    fireEvent.keyDown(region, { key: 'ArrowLeft' })
    fireEvent.keyDown(region, { key: 'ArrowLeft' })
    act(() => vi.advanceTimersByTime(remountDelay))
    expect(screen.getByRole('img', { name: 'shot 1' })).toBeInTheDocument()
  })

  it('unmounts the image for the remount delay so the slide replays', async () => {
    await renderSite(<Carousel images={images} alt={alt} />)
    vi.useFakeTimers()
    fireEvent.click(next())
    expect(screen.queryByRole('img')).toBeNull()
    act(() => vi.advanceTimersByTime(remountDelay - 1))
    expect(screen.queryByRole('img')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('img', { name: 'shot 2' })).toBeInTheDocument()
  })

  it('does not unmount the image when the visitor prefers reduced motion', async () => {
    const matchMedia = window.matchMedia
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query.includes('reduce') })) as typeof matchMedia
    try {
      await renderSite(<Carousel images={images} alt={alt} />)
      fireEvent.click(next())
      expect(screen.getByRole('img', { name: 'shot 2' })).toBeInTheDocument()
    } finally {
      window.matchMedia = matchMedia
    }
  })

  it('disables both arrows for a single image', async () => {
    await renderSite(<Carousel images={images.slice(0, 1)} alt={alt} />)
    expect(previous()).toBeDisabled()
    expect(next()).toBeDisabled()
  })

  it('shows a placeholder for an image that fails to load, and the others still', async () => {
    await renderSite(<Carousel images={images} alt={alt} />)
    fireEvent.error(screen.getByRole('img', { name: 'shot 1' }))
    expect(screen.getByRole('img', { name: 'shot 1: This screenshot could not be loaded.' })).toBeInTheDocument()
    vi.useFakeTimers()
    fireEvent.click(next())
    act(() => vi.advanceTimersByTime(remountDelay))
    expect(screen.getByRole('img', { name: 'shot 2' })).toHaveAttribute('src', '/shot-2.jpg')
  })
})
