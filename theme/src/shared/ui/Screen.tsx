import type { ReactNode } from 'react'
import styles from './Screen.module.css'

interface ScreenProps {
  title: ReactNode
  children: ReactNode
  /** Content placed on the heading's row, such as a menu button. */
  actions?: ReactNode
  className?: string
}

/** The glass panel that every screen but home is laid out in. */
export function Screen({ title, children, actions, className }: ScreenProps) {
  return (
    <main className={`${styles.screen} ${className ?? ''}`}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </div>
      {children}
    </main>
  )
}
