import type { ParseKeys } from 'i18next'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './ErrorBoundary.module.css'

interface Props {
  children: ReactNode
  /** The translation keys of the message and of the advice below it. */
  message: ParseKeys
  hint: ParseKeys
  /** A new value clears the failure and renders the children again: the location, for a screen. */
  resetKey?: unknown
  /** Offers a Close button, for what has no frame of its own to close (a tool that did not load). */
  onClose?: () => void
}

/**
 * Catches a crash in its subtree, or a chunk that failed to load, and shows
 * a translated message in its place, so that one broken tool or screen
 * never blanks the whole site.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('portgen: a part of the site crashed', error, info.componentStack)
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  render() {
    const { message, hint, onClose, children } = this.props
    return this.state.failed ? <Crashed message={message} hint={hint} onClose={onClose} /> : children
  }
}

function Crashed({ message, hint, onClose }: Pick<Props, 'message' | 'hint' | 'onClose'>) {
  const { t } = useTranslation()
  return (
    <div className={`${styles.crashed} ${onClose ? styles.floating : ''}`} role="alert">
      <p className={styles.message}>{t(message)}</p>
      <p>{t(hint)}</p>
      {onClose && (
        <button type="button" className={styles.close} onClick={onClose}>
          {t('common.close')}
        </button>
      )}
    </div>
  )
}
