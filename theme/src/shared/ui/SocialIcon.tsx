import LinkIcon from '../icons/link'
import Mail from '../icons/mail'
import type { Network } from '../data/types'
// The brands' marks, one <symbol> each, in a file of their own: the pages
// that show them fetch it, and the JS that every page loads stays as small.
import brands from './social-brands.svg'

/** The icon of a social link: the network's mark, a chain link for any other site, an envelope for email. Decorative: the link carries the name. */
export function SocialIcon({ kind }: { kind: Network | 'email' }) {
  if (kind === 'email') return <Mail aria-hidden="true" />
  if (kind === 'link') return <LinkIcon aria-hidden="true" />
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true">
      <use href={`${brands}#${kind}`} />
    </svg>
  )
}
