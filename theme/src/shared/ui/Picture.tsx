import { useLayoutEffect, useRef, type ImgHTMLAttributes } from 'react'
import type { Img } from '../data/types'

interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'ref'> {
  image: Img
  /** The image shown instead when the system's colour scheme is dark. */
  dark?: Img
  /** The width the image is shown at, as the sizes attribute says it: "16rem", "(min-width: 900px) 50vw, 100vw". */
  sizes: string
}

const darkScheme = '(prefers-color-scheme: dark)'

/**
 * An image that portgen optimised: the browser picks the smallest WebP
 * variant that fills `sizes` on its screen (or a JPEG or PNG variant, if it
 * reads no WebP), and the width and height reserve its place before it loads.
 * With a dark image, a system in the dark scheme gets that one's variants.
 * onError is called for an image that failed before the app took the page's
 * HTML over, too: its error event came before React listened.
 */
export function Picture({ image, dark, sizes, onError, ...img }: PictureProps) {
  const ref = useRef<HTMLImageElement>(null)
  useLayoutEffect(() => {
    const element = ref.current
    // A broken image is complete with no size; one not yet loaded (or lazy) is not complete.
    if (onError && element?.complete && element.naturalWidth === 0 && element.currentSrc) element.dispatchEvent(new Event('error'))
  }, []) // the error before mounting only: later ones reach onError
  return (
    <picture>
      {dark?.webp && <source type="image/webp" media={darkScheme} srcSet={dark.webp} sizes={sizes} />}
      {dark && <source media={darkScheme} srcSet={dark.srcset ?? dark.src} sizes={dark.srcset ? sizes : undefined} />}
      {image.webp && <source type="image/webp" srcSet={image.webp} sizes={sizes} />}
      <img ref={ref} src={image.src} srcSet={image.srcset} sizes={image.srcset ? sizes : undefined} width={image.width} height={image.height} onError={onError} {...img} />
    </picture>
  )
}
