import { useTranslation } from 'react-i18next'
import controls from '../../shared/ui/controls.module.css'
import { useAppearance } from './use-appearance'
import { appearances } from './appearance-choice'
import styles from './Settings.module.css'
import { useShownChoice } from './use-shown-choice'

const labels = { auto: 'settings.appearanceAuto', light: 'settings.appearanceLight', dark: 'settings.appearanceDark' } as const

/**
 * Automatic, Light or Dark, as a radio group. The page's HTML has
 * Automatic checked, as it was written for every visitor: the visitor's own
 * choice is checked once the app has taken it over.
 */
export function AppearancePicker() {
  const { t } = useTranslation()
  const [stored, store] = useAppearance()
  const [current, choose] = useShownChoice(stored, 'auto', store)
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
              onChange={() => choose(appearance)}
              className={styles.choiceRadio}
            />
            {t(labels[appearance])}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
