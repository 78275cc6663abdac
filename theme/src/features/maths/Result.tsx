import { useTranslation } from 'react-i18next'
import type { MathsResult } from './maths-atoms'
import styles from './Maths.module.css'

const unknowns = ['x', 'y', 'z']

/** A calculation's result: Δ and the roots, or the determinants and the unknowns. */
export function Result({ result }: { result: MathsResult }) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 4 })
  const rows: [string, string][] = []
  if (result.calculator === 'quadratic') {
    const r = result.result
    rows.push(['Δ', number.format(r.delta)])
    if (r.kind === 'roots') rows.push(['x1', number.format(r.x1)], ['x2', number.format(r.x2)])
  } else {
    const r = result.result
    rows.push(['d', number.format(r.d)])
    r.numerators.forEach((n, i) => rows.push([`d${unknowns[i]}`, number.format(n)]))
    if (r.kind === 'unique') r.values.forEach((v, i) => rows.push([unknowns[i], number.format(v)]))
  }
  const verdict =
    result.calculator === 'quadratic'
      ? result.result.kind === 'none' && t('maths.noRealSolution')
      : result.result.kind === 'inconsistent'
        ? `${t('maths.noSolution')}. ${t('maths.inconsistent')}`
        : result.result.kind === 'indeterminate' && `${t('maths.indeterminate')}. ${t('maths.dependent')}`

  return (
    <div className={styles.result}>
      <h4 className={styles.resultTitle}>{t('maths.result')}</h4>
      <dl className={styles.values}>
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name} =</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {verdict && <p className={styles.verdict}>{verdict}</p>}
    </div>
  )
}
