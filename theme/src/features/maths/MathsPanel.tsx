import { useAtom, useSetAtom } from 'jotai'
import Sigma from '../../shared/icons/sigma'
import { useTranslation } from 'react-i18next'
import { loadChunkStyles } from '../../shared/styles'
import { hideToolAtom } from '../../shared/tools/tool-atoms'
import { ToolPanel } from '../../shared/tools/ToolPanel'
import { SidePanelButton } from '../../shared/ui/SidePanelButton'
import { narrowScreen, useMediaQuery } from '../../shared/use-media-query'
import { CalculatorForm } from './CalculatorForm'
import { chosenCalculatorAtom, resetMathsAtom, type Calculator } from './maths-atoms'
import styles from './Maths.module.css'

await loadChunkStyles(import.meta.url)

const calculators: Calculator[] = ['quadratic', 'system2', 'system3']

/** The maths helper: three calculators, chosen from a menu. */
export default function MathsPanel() {
  const { t } = useTranslation()
  const [chosen, choose] = useAtom(chosenCalculatorAtom)
  const reset = useSetAtom(resetMathsAtom)
  const hide = useSetAtom(hideToolAtom)
  const narrow = useMediaQuery(narrowScreen)

  const menu = (onChoose: () => void) => (
    <ul className={styles.menu}>
      {calculators.map((calculator) => (
        <li key={calculator}>
          <button
            type="button"
            className={styles.menuItem}
            aria-current={chosen === calculator ? 'true' : undefined}
            onClick={() => {
              choose(calculator)
              onChoose()
            }}
          >
            {t(`maths.${calculator}`)}
          </button>
        </li>
      ))}
    </ul>
  )

  return (
    <ToolPanel
      tool="mathApp"
      onClose={() => {
        reset()
        hide('mathApp')
      }}
    >
      <div className={styles.maths}>
        {narrow ? (
          <SidePanelButton label={t('maths.calculators')} icon={<Sigma aria-hidden="true" />}>
            {(close) => <nav aria-label={t('maths.calculators')}>{menu(close)}</nav>}
          </SidePanelButton>
        ) : (
          <nav aria-label={t('maths.calculators')}>{menu(() => {})}</nav>
        )}
        <div className={styles.content}>{chosen ? <CalculatorForm calculator={chosen} /> : <p className={styles.intro}>{t('maths.intro')}</p>}</div>
      </div>
    </ToolPanel>
  )
}
