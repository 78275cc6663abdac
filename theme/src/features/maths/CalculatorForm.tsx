import { useAtomValue, useSetAtom } from 'jotai'
import { Fragment, useId } from 'react'
import { useTranslation } from 'react-i18next'
import controls from '../../shared/ui/controls.module.css'
import {
  calculateAtom,
  cleanAllAtom,
  constants,
  inputsOfCalculatorAtom,
  mathsResultAtom,
  readyValuesAtom,
  setInputAtom,
  type Calculator,
} from './maths-atoms'
import { Result } from './Result'
import styles from './Maths.module.css'

/** What stands after each constant of an equation's row. */
const terms: Record<Calculator, string[]> = {
  quadratic: ['x² +', 'x +', '= 0'],
  system2: ['x +', 'y =', ''],
  system3: ['x +', 'y +', 'z =', ''],
}

/** One calculator: its equations with an input per constant, Calculate and Clean all. */
export function CalculatorForm({ calculator }: { calculator: Calculator }) {
  const { t } = useTranslation()
  const inputs = useAtomValue(inputsOfCalculatorAtom)
  const ready = useAtomValue(readyValuesAtom) !== null
  const result = useAtomValue(mathsResultAtom)
  const setInput = useSetAtom(setInputAtom)
  const calculate = useSetAtom(calculateAtom)
  const clean = useSetAtom(cleanAllAtom)
  const headingId = useId()

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t(`maths.${calculator}`)}
      </h3>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          calculate()
        }}
      >
        {constants[calculator].map((row, r) => (
          <div
            key={r}
            className={styles.equation}
            style={{ gridTemplateColumns: row.map((_, i) => (terms[calculator][i] ? 'minmax(0, 6rem) auto' : 'minmax(0, 6rem)')).join(' ') }}
          >
            {row.map((name, i) => (
              <Fragment key={name}>
                <label className={styles.constant}>
                  <span className={styles.name}>{name}</span>
                  <input
                    className={controls.field}
                    type="number"
                    step="any"
                    inputMode="decimal"
                    value={inputs[name] ?? ''}
                    onChange={(event) => setInput(name, event.target.value)}
                  />
                </label>
                {terms[calculator][i] && (
                  <span className={styles.term} aria-hidden="true">
                    {terms[calculator][i]}
                  </span>
                )}
              </Fragment>
            ))}
          </div>
        ))}
        <div className={styles.actions}>
          {ready && (
            <button type="submit" className={`${controls.pill} ${controls.accent}`}>
              {t('maths.calculate')}
            </button>
          )}
          <button type="button" className={controls.pill} onClick={() => clean()}>
            {t('maths.clean')}
          </button>
        </div>
      </form>
      <div role="status" aria-live="polite">
        {result && result.calculator === calculator && <Result result={result} />}
      </div>
    </section>
  )
}
