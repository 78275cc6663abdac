import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import ChevronLeft from '../icons/chevron-left'
import ChevronRight from '../icons/chevron-right'
import ImageOff from '../icons/image-off'
import { useTranslation } from 'react-i18next'
import type { Img } from '../data/types'
import controls from './controls.module.css'
import { Picture } from './Picture'
import styles from './Carousel.module.css'

/** How long an image is unmounted on each move, so its slide animation replays. */
export const remountDelay = 10

interface CarouselProps {
  images: Img[]
  /** The alt text of image i (0-based) of the images. */
  alt: (index: number) => string
  /** Called with the newly selected image after each move. */
  onSelect?: (image: Img, index: number) => void
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/**
 * An image carousel starting at image 0. The arrows are disabled at the
 * ends; the arrow keys move too. An image that fails to load shows a
 * placeholder that says so, in its place and its size. Each move unmounts the image for
 * remountDelay ms so that its slide animation plays again, except when the
 * visitor prefers reduced motion.
 */
export function Carousel({ images, alt, onSelect }: CarouselProps) {
  const { t } = useTranslation()
  const [chosen, setIndex] = useState(0)
  // The images may change while shown (portgen serve takes a saved project
  // in): when the one shown is gone, the last one shows.
  const index = Math.max(0, Math.min(chosen, images.length - 1))
  // No slide for the first image: the page's own, shown as it loads.
  const [direction, setDirection] = useState<'next' | 'previous'>()
  const [shown, setShown] = useState(true)
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set()) // by src: the images may change
  const timer = useRef<number | undefined>(undefined)
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  // The frame keeps the shape of the image it shows, set through the CSSOM:
  // the CSP forbids style attributes in the page's HTML. Until then the
  // image's own width and height give the same shape.
  const { width, height } = images[index] ?? {}
  useLayoutEffect(() => {
    if (frame.current && width && height) frame.current.style.aspectRatio = `${width} / ${height}`
  }, [width, height])

  const move = (step: 1 | -1) => {
    const next = index + step
    if (next < 0 || next >= images.length) return
    setIndex(next)
    setDirection(step > 0 ? 'next' : 'previous')
    onSelect?.(images[next]!, next)
    if (prefersReducedMotion()) return
    setShown(false)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setShown(true), remountDelay)
  }

  const image = images[index]
  if (!image) return null
  const position = t('carousel.position', { index: index + 1, total: images.length })
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') move(-1)
        else if (event.key === 'ArrowRight') move(1)
        else return
        event.preventDefault()
      }}
    >
      <div className={styles.frame} ref={frame}>
        {shown && failed.has(image.src) && (
          <div className={styles.unavailable} role="img" aria-label={`${alt(index)}: ${t('carousel.unavailable')}`}>
            <ImageOff aria-hidden="true" />
            <p aria-hidden="true">{t('carousel.unavailable')}</p>
          </div>
        )}
        {shown && !failed.has(image.src) && (
          <Picture
            key={index}
            className={direction ? `${styles.image} ${styles[direction]}` : styles.image}
            image={image}
            sizes={image.sizes ?? '100vw'} // from the theme's portgen.json, which the page's preload also uses
            alt={alt(index)}
            decoding="async"
            onError={() => setFailed((set) => new Set(set).add(image.src))}
          />
        )}
      </div>
      <div className={styles.controls}>
        <button type="button" className={controls.round} onClick={() => move(-1)} disabled={index === 0} aria-label={t('carousel.previous')}>
          <ChevronLeft aria-hidden="true" />
        </button>
        <p className={styles.position} aria-live="polite">
          {position}
        </p>
        <button
          type="button"
          className={controls.round}
          onClick={() => move(1)}
          disabled={index === images.length - 1}
          aria-label={t('carousel.next')}
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
    </section>
  )
}
