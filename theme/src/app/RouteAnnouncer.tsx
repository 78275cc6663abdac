import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'

/**
 * Says the new page's title to screen readers after each move to another
 * screen, as a page load would: a client-side route change is silent
 * otherwise. The screens set the title (useDocumentTitle), maybe after
 * loading, so the announcement follows the title, not the URL.
 */
export function RouteAnnouncer() {
  const [location] = useLocation()
  const [said, setSaid] = useState('')
  const first = useRef(location)

  useEffect(() => {
    if (location === first.current) return // the page load announces itself
    const title = document.querySelector('title')
    if (!title) return
    const say = () => setSaid(document.title)
    say()
    const observer = new MutationObserver(say)
    observer.observe(title, { childList: true })
    return () => observer.disconnect()
  }, [location])

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {said}
    </p>
  )
}
