import { useTranslation } from 'react-i18next'
import styles from './Loading.module.css'

/** Shown while a screen's chunk loads: a quiet spinner after a short delay. */
export function Loading() {
  const { t } = useTranslation()
  return <div className={styles.spinner} role="status" aria-label={t('common.loading')} />
}
