import { useAtomValue } from 'jotai'
import Cloud from 'lucide-react/icons/cloud'
import CloudSun from 'lucide-react/icons/cloud-sun'
import Moon from 'lucide-react/icons/moon'
import { useTranslation } from 'react-i18next'
import { clockIcon } from './clock-format'
import { hourAtom, timeAtom } from './clock-atoms'
import styles from './Home.module.css'

const icons = { cloud: Cloud, sun: CloudSun, moon: Moon }

/** The live clock at top right. It is read on demand, never announced. */
export function Clock() {
  const { t } = useTranslation()
  const time = useAtomValue(timeAtom)
  const icon = clockIcon(useAtomValue(hourAtom))
  const Icon = icons[icon]
  return (
    <p className={styles.clock}>
      <Icon className={styles.clockIcon} aria-hidden="true" data-icon={icon} />
      <span className="visually-hidden">{t('home.clock')} </span>
      <time dateTime={time}>{time}</time>
    </p>
  )
}
