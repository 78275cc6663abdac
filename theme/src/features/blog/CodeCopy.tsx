import { useEffect, useState, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import controls from '../../shared/ui/controls.module.css'
import styles from './Blog.module.css'

/**
 * A Copy button over each code block of a post's body, which copies the
 * code as written (the block's text: the highlighting adds elements, not
 * characters), and says "Copied" in a status region. Added once the app
 * has taken the page over: the page's HTML has none, so a page read
 * without JavaScript shows no button that does nothing.
 */
export function CodeCopy({ body, html }: { body: RefObject<HTMLElement | null>; html: string }) {
  const [blocks, setBlocks] = useState<HTMLElement[]>([])
  // Again for each body: React sets new HTML, new blocks, when a post is taken in anew.
  useEffect(() => setBlocks([...(body.current?.querySelectorAll<HTMLElement>('div.code') ?? [])]), [body, html])
  return blocks.map((block, i) => createPortal(<CopyButton block={block} />, block, `${i}`))
}

function CopyButton({ block }: { block: HTMLElement }) {
  const { t, i18n } = useTranslation()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    setCopied(false)
    await navigator.clipboard.writeText(block.querySelector('pre')?.textContent ?? '')
    setCopied(true)
  }
  return (
    // In the page's language, inside an article that may be in another.
    <div className={styles.copy} lang={i18n.resolvedLanguage}>
      <span role="status">{copied ? t('blog.copied') : ''}</span>
      <button type="button" className={controls.pill} onClick={() => void copy()}>
        {t('blog.copy')}
      </button>
    </div>
  )
}
