import FileText from '../../shared/icons/file-text'
import FileUser from '../../shared/icons/file-user'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { defaultLanguage } from '../../shared/data/site'
import { useSite } from '../../shared/data/use-site'
import { useLocalized } from '../../shared/i18n/use-localized'
import { paths } from '../../shared/paths'
import { loadChunkStyles } from '../../shared/styles'
import { Screen } from '../../shared/ui/Screen'
import { useDocumentTitle } from '../../shared/use-document-title'
import styles from './Docs.module.css'

await loadChunkStyles(import.meta.url)

/** What the intro says: it depends on what the screen offers, PDFs, a résumé page, both or neither. */
const intro = {
  both: 'docs.introWithResume',
  pdfs: 'docs.intro',
  resume: 'docs.resumeOnly',
  none: 'docs.empty',
} as const

/**
 * /docs: one round button per PDF, each opening it in a new tab, then one
 * for the résumé, when the site has one and no document is already its PDF
 * (site.yaml's `resume: en`): its PDF in the page's language, or, for data
 * without PDFs, the résumé page, which opens in the app.
 */
export default function DocsRoute() {
  const { t, i18n } = useTranslation()
  const localized = useLocalized()
  useDocumentTitle('docs')
  const site = useSite()
  const listed = site.documents.some((doc) => doc.resume)
  const resumePdf = listed ? undefined : site.resumePdf?.[i18n.resolvedLanguage ?? defaultLanguage]
  const pdfs = site.documents.length > 0 || resumePdf !== undefined
  const resume = site.resume !== undefined && !listed && resumePdf === undefined
  return (
    <Screen title={t('docs.title')}>
      <p className={styles.intro}>{t(intro[pdfs ? (resume ? 'both' : 'pdfs') : resume ? 'resume' : 'none'])}</p>
      <ul className={styles.documents}>
        {site.documents.map((doc) => (
          <li key={doc.id}>
            <a className={styles.document} href={doc.href} target="_blank" rel="noopener noreferrer" type="application/pdf">
              <span className={styles.round}>{doc.resume ? <FileUser aria-hidden="true" /> : <FileText aria-hidden="true" />}</span>
              <span className={styles.label}>{localized(doc.label)}</span>
              <span className="visually-hidden"> (PDF, {t('common.newTab')})</span>
            </a>
          </li>
        ))}
        {resumePdf && (
          <li>
            <a className={styles.document} href={resumePdf} target="_blank" rel="noopener noreferrer" type="application/pdf">
              <span className={styles.round}>
                <FileUser aria-hidden="true" />
              </span>
              <span className={styles.label}>{t('docs.resume')}</span>
              <span className="visually-hidden"> (PDF, {t('common.newTab')})</span>
            </a>
          </li>
        )}
        {resume && (
          <li>
            <Link className={styles.document} href={paths.resume}>
              <span className={styles.round}>
                <FileUser aria-hidden="true" />
              </span>
              <span className={styles.label}>{t('docs.resume')}</span>
            </Link>
          </li>
        )}
      </ul>
    </Screen>
  )
}
