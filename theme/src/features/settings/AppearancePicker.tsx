import { useAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import controls from '../../shared/ui/controls.module.css'
import { useHydrated } from '../../shared/use-hydrated'
import { appearanceAtom } from './appearance-atoms'
import { appearances } from './appearance-choice'
import styles from './Settings.module.css'

const labels = { auto: 'settings.appearanceAuto', light: 'settings.appearanceLight', dark: 'settings.appearanceDark' } as const

/**
 * Automatic, Light or Dark, as a radio group. The page's HTML has
 * Automatic checked, as it was written for every visitor: the visitor's own
 * choice is checked once the app has taken it over.
 */
export function AppearancePicker() {
  const { t } = useTranslation()
  const [stored, choose] = useAtom(appearanceAtom)
  // A choice made while the app takes the page over shows at once, not
  // the page's HTML until the take-over ends.
  const [chosen, setChosen] = useState<(typeof appearances)[number]>()
  const hydrated = useHydrated()
  const current = chosen ?? (hydrated ? stored : 'auto')
  return (
    <fieldset className={styles.appearance}>
      <legend className={controls.label}>{t('settings.appearance')}</legend>
      <div className={styles.choices}>
        {appearances.map((appearance) => (
          <label key={appearance} className={styles.choice}>
            <input
              type="radio"
              name="appearance"
              value={appearance}
              checked={current === appearance}
              onChange={() => {
                setChosen(appearance)
                choose(appearance)
              }}
              className={styles.choiceRadio}
            />
            {t(labels[appearance])}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
