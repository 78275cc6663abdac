import { useState } from 'react'
import X from 'lucide-react/icons/x'
import { useTranslation } from 'react-i18next'
import controls from '../shared/ui/controls.module.css'
import { useSiteUpdated } from './service-worker'
import styles from './UpdatePrompt.module.css'

/** Offers a reload once a new deploy of the site has taken over. */
export function UpdatePrompt() {
  const { t } = useTranslation()
  const updated = useSiteUpdated()
  const [dismissed, setDismissed] = useState(false)
  // The live region is there from the start, so that its message is announced.
  return (
    <div role="status">
      {updated && !dismissed && (
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
    </div>
  )
}
