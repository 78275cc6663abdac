import type { ReactNode } from 'react'
import styles from './Screen.module.css'

interface ScreenProps {
  title: ReactNode
  children: ReactNode
  /** Content placed on the heading's row, such as a menu button. */
  actions?: ReactNode
  /** Centres the heading, for short screens such as not-found. */
  centered?: boolean
  className?: string
}

/** The glass panel that every screen but home is laid out in. */
export function Screen({ title, children, actions, centered, className }: ScreenProps) {
  return (
    <main className={`${styles.screen} ${className ?? ''}`}>
      <div className={`${styles.heading} ${centered ? styles.centered : ''}`}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </div>
      {children}
    </main>
  )
}
