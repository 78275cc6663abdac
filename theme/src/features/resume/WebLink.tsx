import type { ReactNode } from 'react'
import { isWebURL } from '../../shared/web-url'
import styles from './Resume.module.css'

/**
 * A link out of the site, opened in a new tab. Printed, the address follows
 * its text, unless the text is the address already (`bare`). A URL that is
 * not http(s) is no link: its text shows alone.
 */
export function WebLink({ href, bare = false, children }: { href: string | undefined; bare?: boolean; children: ReactNode }) {
  if (!isWebURL(href)) return <>{children}</>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={bare ? styles.bare : undefined}>
      {children}
    </a>
  )
}

/** An address as a visitor reads it: without its scheme, "www." and trailing slash. */
export const shortURL = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')
