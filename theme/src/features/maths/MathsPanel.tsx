import { useAtom, useSetAtom } from 'jotai'
import Sigma from 'lucide-react/icons/sigma'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadChunkStyles } from '../../shared/styles'
import { hideToolAtom } from '../../shared/tools/tool-atoms'
import { ToolPanel } from '../../shared/tools/ToolPanel'
import controls from '../../shared/ui/controls.module.css'
import { Dialog } from '../../shared/ui/Dialog'
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
  const [menuOpen, setMenuOpen] = useState(false)

  const menu = (
    <ul className={styles.menu}>
      {calculators.map((calculator) => (
        <li key={calculator}>
          <button
            type="button"
            className={styles.menuItem}
            aria-current={chosen === calculator ? 'true' : undefined}
            onClick={() => {
              choose(calculator)
              setMenuOpen(false)
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
          <button type="button" className={controls.pill} aria-haspopup="dialog" onClick={() => setMenuOpen(true)}>
            <Sigma aria-hidden="true" />
            {t('maths.showCalculators')}
          </button>
        ) : (
          <nav aria-label={t('maths.calculators')} className={styles.sidebar}>
            {menu}
          </nav>
        )}
        <div className={styles.content}>{chosen ? <CalculatorForm calculator={chosen} /> : <p className={styles.intro}>{t('maths.intro')}</p>}</div>
      </div>
      {narrow && menuOpen && (
        <Dialog title={t('maths.calculators')} variant="side" onClose={() => setMenuOpen(false)}>
          <nav aria-label={t('maths.calculators')}>{menu}</nav>
        </Dialog>
      )}
    </ToolPanel>
  )
}
