import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '../../shared/use-document-title'
import { Clock } from './Clock'
import { Shortcuts } from './Shortcuts'
import styles from './Home.module.css'

/** The home screen: clock, welcome title and tool shortcuts over the wallpaper. */
export default function Home() {
  const { t } = useTranslation()
  useDocumentTitle('home')
  return (
    <main className={styles.home}>
      <Clock />
      <h1 className={styles.welcome}>
        <span className={styles.greeting}>{t('home.greeting')}</span>{' '}
        <span className={styles.at}>{t('home.at')}</span>{' '}
        <span className={styles.owner}>{t('home.owner')}</span>
      </h1>
      <Shortcuts />
    </main>
  )
}
