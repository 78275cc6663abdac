import { Component, type ErrorInfo, type ReactNode } from 'react'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { useTranslation } from 'react-i18next'
import styles from './ErrorBoundary.module.css'

interface Props {
  children: ReactNode
  /** The translation keys of the message and of the advice below it. */
  message: string
  hint: string
}

/**
 * Catches a crash in its subtree and shows a translated message in its
 * place, so that one broken tool or screen never blanks the whole site.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('portgen: a part of the site crashed', error, info.componentStack)
  }

  render() {
    return this.state.failed ? <Crashed message={this.props.message} hint={this.props.hint} /> : this.props.children
  }
}

function Crashed({ message, hint }: { message: string; hint: string }) {
  const { t } = useTranslation()
  return (
    <div className={styles.crashed} role="alert">
      <TriangleAlert aria-hidden="true" />
      <p className={styles.message}>{t(message)}</p>
      <p>{t(hint)}</p>
    </div>
  )
}
