import FileText from 'lucide-react/icons/file-text'
import { useTranslation } from 'react-i18next'
import { site } from '../../shared/data/site'
import { useLocalized } from '../../shared/i18n/use-localized'
import { loadChunkStyles } from '../../shared/styles'
import { Screen } from '../../shared/ui/Screen'
import { useDocumentTitle } from '../../shared/use-document-title'
import styles from './Docs.module.css'

await loadChunkStyles(import.meta.url)

/** /docs: one round button per PDF, each opening it in a new tab. */
export default function DocsRoute() {
  const { t } = useTranslation()
  const localized = useLocalized()
  useDocumentTitle('docs')
  return (
    <Screen title={t('docs.title')}>
      <p className={styles.intro}>{site.documents.length > 0 ? t('docs.intro') : t('docs.empty')}</p>
      <ul className={styles.documents}>
        {site.documents.map((doc) => (
          <li key={doc.id}>
            <a className={styles.document} href={doc.href} target="_blank" rel="noopener noreferrer">
              <span className={styles.round}>
                <FileText aria-hidden="true" />
              </span>
              <span className={styles.label}>{localized(doc.label)}</span>
              <span className="visually-hidden"> (PDF, {t('common.newTab')})</span>
            </a>
          </li>
        ))}
      </ul>
    </Screen>
  )
}
