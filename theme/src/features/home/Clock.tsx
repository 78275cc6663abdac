import Cloud from '../../shared/icons/cloud'
import CloudSun from '../../shared/icons/cloud-sun'
import Moon from '../../shared/icons/moon'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '../../shared/use-hydrated'
import { clockIcon, formatTime } from './clock-format'
import { useTime } from './use-time'
import styles from './Home.module.css'

const icons = { cloud: Cloud, sun: CloudSun, moon: Moon }

/**
 * The live clock at top right. It is read on demand, never announced. The
 * page's HTML holds an invisible clock of the same size: the time is the
 * visitor's, known once the app runs.
 */
export function Clock() {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const { hour, minutes } = useTime()
  const time = formatTime(hour, minutes)
  const icon = clockIcon(hydrated ? hour : 0)
  const Icon = icons[icon]
  return (
    <p className={hydrated ? styles.clock : `${styles.clock} ${styles.pending}`}>
      <Icon className={styles.clockIcon} aria-hidden="true" data-icon={icon} />
      <span className="visually-hidden">{t('home.clock')} </span>
      <time dateTime={hydrated ? time : undefined}>{hydrated ? time : '00:00'}</time>
    </p>
  )
}
