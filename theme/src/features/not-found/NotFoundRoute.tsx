import House from '../../shared/icons/house'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../shared/paths'
import { loadChunkStyles } from '../../shared/styles'
import controls from '../../shared/ui/controls.module.css'
import { Screen } from '../../shared/ui/Screen'
import { useDocumentTitle } from '../../shared/use-document-title'
import styles from './NotFound.module.css'

await loadChunkStyles(import.meta.url)

/** Any unknown path: say so, and offer the way home. */
export default function NotFoundRoute() {
  const { t } = useTranslation()
  useDocumentTitle('notFound')
  return (
    <Screen title={t('notFound.title')} className={styles.notFound} centered>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <p>{t('notFound.text')}</p>
      <Link href={paths.home} className={`${controls.pill} ${controls.accent} ${styles.home}`}>
        <House aria-hidden="true" />
        {t('notFound.home')}
      </Link>
    </Screen>
  )
}
