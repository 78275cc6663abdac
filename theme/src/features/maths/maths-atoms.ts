import { atom } from 'jotai'
import { solveQuadratic, solveSystem, type QuadraticResult, type SystemResult } from './solve'

export type Calculator = 'quadratic' | 'system2' | 'system3'

/** The constants each calculator needs, in the order they are laid out. */
export const constants: Record<Calculator, string[][]> = {
  quadratic: [['a', 'b', 'c']],
  system2: [
    ['a1', 'b1', 'c1'],
    ['a2', 'b2', 'c2'],
  ],
  system3: [
    ['a1', 'b1', 'c1', 'd1'],
    ['a2', 'b2', 'c2', 'd2'],
    ['a3', 'b3', 'c3', 'd3'],
  ],
}

export type MathsResult = { calculator: 'quadratic'; result: QuadraticResult } | { calculator: 'system2' | 'system3'; result: SystemResult }

type Inputs = Record<Calculator, Record<string, string>>
const noInputs: Inputs = { quadratic: {}, system2: {}, system3: {} }

const calculatorAtom = atom<Calculator | null>(null)
calculatorAtom.debugLabel = 'mathsCalculator'
const inputsAtom = atom<Inputs>(noInputs)
inputsAtom.debugLabel = 'mathsInputs'
const resultAtom = atom<MathsResult | null>(null)
resultAtom.debugLabel = 'mathsResult'

/** The chosen calculator; null shows the introduction. */
export const chosenCalculatorAtom = atom(
  (get) => get(calculatorAtom),
  (_get, set, calculator: Calculator) => {
    set(calculatorAtom, calculator)
    set(resultAtom, null)
  },
)

/** What the visitor typed in each input of the chosen calculator. */
export const inputsOfCalculatorAtom = atom((get) => {
  const calculator = get(calculatorAtom)
  return calculator ? get(inputsAtom)[calculator] : {}
})

/** Sets one input; a result on screen is cleared, as it no longer matches. */
export const setInputAtom = atom(null, (get, set, name: string, raw: string) => {
  const calculator = get(calculatorAtom)
  if (!calculator) return
  const inputs = get(inputsAtom)
  set(inputsAtom, { ...inputs, [calculator]: { ...inputs[calculator], [name]: raw } })
  set(resultAtom, null)
})

/** An input's value: null when empty, else the number typed. */
export function valueOf(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null
  const n = Number(raw)
  return Number.isFinite(n) ? n : null
}

/** The constants of the chosen calculator, when every one is set (and a ≠ 0 for the quadratic). */
export const readyValuesAtom = atom((get) => {
  const calculator = get(calculatorAtom)
  if (!calculator) return null
  const inputs = get(inputsAtom)[calculator]
  const values = constants[calculator].map((row) => row.map((name) => valueOf(inputs[name])))
  if (values.flat().some((v) => v === null)) return null
  if (calculator === 'quadratic' && values[0][0] === 0) return null
  return values as number[][]
})

/** The result, present only after Calculate. */
export const mathsResultAtom = atom((get) => get(resultAtom))

/** Calculate: solves the chosen calculator with its constants. */
export const calculateAtom = atom(null, (get, set) => {
  const calculator = get(calculatorAtom)
  const values = get(readyValuesAtom)
  if (!calculator || !values) return
  if (calculator === 'quadratic') {
    const [[a, b, c]] = values
    set(resultAtom, { calculator, result: solveQuadratic(a, b, c) })
    return
  }
  const A = values.map((row) => row.slice(0, -1))
  const b = values.map((row) => row[row.length - 1])
  set(resultAtom, { calculator, result: solveSystem(A, b) })
})

/** Clean all: every constant and every result. */
export const cleanAllAtom = atom(null, (_get, set) => {
  set(inputsAtom, noInputs)
  set(resultAtom, null)
})

/** Close: back to the introduction with nothing typed. */
export const resetMathsAtom = atom(null, (_get, set) => {
  set(calculatorAtom, null)
  set(cleanAllAtom)
})
