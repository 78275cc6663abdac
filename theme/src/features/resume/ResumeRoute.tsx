import Download from '../../shared/icons/download'
import Printer from '../../shared/icons/printer'
import RotateCw from '../../shared/icons/rotate-cw'
import { use, useState, useTransition } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultLanguage } from '../../shared/data/site'
import { useSite } from '../../shared/data/use-site'
import { pageLanguage } from '../../shared/i18n/page-language'
import { loadChunkStyles } from '../../shared/styles'
import controls from '../../shared/ui/controls.module.css'
import { Paragraphs } from '../../shared/ui/Paragraphs'
import { Screen } from '../../shared/ui/Screen'
import { useDocumentTitle } from '../../shared/use-document-title'
import { loadResume, retryResume, useResumeChanges, type ResumeFailure } from './resume-data'
import { ResumeHeader } from './ResumeHeader'
import { ResumeSections } from './ResumeSections'
import styles from './Resume.module.css'

// The screen's module resolves once its styles and the résumé in the
// page's language are in, so that it renders complete.
await Promise.all([loadChunkStyles(import.meta.url), loadResume(pageLanguage().code)])

/** The résumé in a language, which the screen shows in a page of that language (see app/screens.ts). */
export const preload = loadResume

/**
 * /resume: the owner's résumé in the interface language, with the sections
 * that have data, and a button to print it or save it as a PDF. Printed, it
 * is the résumé alone, in black on white (see Resume.module.css). The
 * same résumé as a PDF, which portgen makes in each language, is a link.
 * The app shows this screen only when the site has a résumé.
 */
export default function ResumeRoute() {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? defaultLanguage
  const [, setAttempts] = useState(0)
  const [retrying, startRetry] = useTransition()
  useDocumentTitle('resume')
  useResumeChanges()
  const site = useSite() // the PDF is made anew with each save of the résumé
  const result = use(loadResume(language))

  if ('failure' in result) {
    // The message stays while the new request is under way.
    const retry = () =>
      startRetry(() => {
        retryResume(language)
        setAttempts((n) => n + 1)
      })
    return (
      <Screen title={t('resume.title')}>
        <Failed failure={result.failure} retrying={retrying} onRetry={retry} />
      </Screen>
    )
  }

  const { basics } = result.resume
  const pdf = site.resumePdf?.[language]
  return (
    <Screen
      title={basics.name}
      className={styles.resume}
      actions={
        <div className={styles.actions}>
          {pdf && (
            // A plain link, in the prerendered page: it works without JS.
            <a className={`${controls.pill} ${styles.print}`} href={pdf} type="application/pdf">
              <Download aria-hidden="true" />
              {t('resume.pdf')}
            </a>
          )}
          <button type="button" className={`${controls.pill} ${styles.print}`} onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t('resume.print')}
          </button>
        </div>
      }
    >
      <ResumeHeader basics={basics} />
      {basics.summary && (
        <div className={styles.summary}>
          <Paragraphs text={basics.summary} className={styles.text} />
        </div>
      )}
      <ResumeSections resume={result.resume} language={language} />
    </Screen>
  )
}

function Failed({ failure, retrying, onRetry }: { failure: ResumeFailure; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.failedMessage}>{t('resume.failed')}</p>
      <p>{t(failure === 'offline' ? 'resume.offline' : 'resume.failedHint')}</p>
      <button type="button" className={`${controls.pill} ${controls.accent}`} onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" />
        {t('resume.retry')}
      </button>
    </div>
  )
}
