import type { ImgHTMLAttributes } from 'react'
import type { Img } from '../data/types'

interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  image: Img
  /** The width the image is shown at, as the sizes attribute says it: "16rem", "(min-width: 900px) 50vw, 100vw". */
  sizes: string
}

/**
 * An image that portgen optimised: the browser picks the smallest WebP
 * variant that fills `sizes` on its screen (or a JPEG or PNG variant, if it
 * reads no WebP), and the width and height reserve its place before it loads.
 */
export function Picture({ image, sizes, ...img }: PictureProps) {
  return (
    <picture>
      {image.webp && <source type="image/webp" srcSet={image.webp} sizes={sizes} />}
      <img src={image.src} srcSet={image.srcset} sizes={image.srcset ? sizes : undefined} width={image.width} height={image.height} {...img} />
    </picture>
  )
}
