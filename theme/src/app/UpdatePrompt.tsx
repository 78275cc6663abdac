import { useState } from 'react'
import X from '../shared/icons/x'
import { useTranslation } from 'react-i18next'
import controls from '../shared/ui/controls.module.css'
import { loadChunkStyles } from '../shared/styles'
import styles from './UpdatePrompt.module.css'

await loadChunkStyles(import.meta.url)

/**
 * Offers a reload once a new deploy of the site has taken over. It is loaded
 * only then (see UpdateNotice), so it costs the first load nothing.
 */
export default function UpdatePrompt() {
  const { t } = useTranslation()
  const [dismissed, setDismissed] = useState(false)
  return (
    <>
      {!dismissed && (
        <div className={styles.prompt}>
          <p>{t('update.ready')}</p>
          <button type="button" className={`${controls.pill} ${controls.accent}`} onClick={() => window.location.reload()}>
            {t('update.reload')}
          </button>
          <button type="button" className={controls.round} onClick={() => setDismissed(true)} aria-label={t('update.dismiss')}>
            <X aria-hidden="true" />
          </button>
        </div>
      )}
    </>
  )
}
