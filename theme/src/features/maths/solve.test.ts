import { describe, expect, it } from 'vitest'
import { determinant, rank, solveQuadratic, solveSystem } from './solve'

describe('solveQuadratic', () => {
  it('finds two roots with the standard formula', () => {
    expect(solveQuadratic(1, -3, 2)).toEqual({ delta: 1, kind: 'roots', x1: 2, x2: 1 })
  })

  it('divides by 2a, not by 2 then times a', () => {
    // 2x² − 8x + 6 = 0 has roots 3 and 1; the spec's formula would give 12 and 4.
    expect(solveQuadratic(2, -8, 6)).toMatchObject({ delta: 16, x1: 3, x2: 1 })
  })

  it('handles a negative a', () => {
    // −x² + 5x − 6 = 0 ⇔ x² − 5x + 6 = 0: roots 2 and 3.
    const r = solveQuadratic(-1, 5, -6)
    expect(r).toMatchObject({ delta: 1, kind: 'roots' })
    if (r.kind === 'roots') expect([r.x1, r.x2].sort()).toEqual([2, 3])
  })

  it('gives one double root when Δ = 0', () => {
    expect(solveQuadratic(1, 2, 1)).toEqual({ delta: 0, kind: 'roots', x1: -1, x2: -1 })
  })

  it('says there is no real solution when Δ < 0', () => {
    expect(solveQuadratic(1, 0, 1)).toEqual({ delta: -4, kind: 'none' })
  })
})

describe('solveSystem (Cramer)', () => {
  it('solves a 2×2 system', () => {
    // 2x + y = 5, x − y = 1 → x = 2, y = 1
    expect(solveSystem([[2, 1], [1, -1]], [5, 1])).toEqual({ d: -3, numerators: [-6, -3], kind: 'unique', values: [2, 1] })
  })

  it('tells an inconsistent 2×2 system (d = 0) from an indeterminate one', () => {
    // x + y = 1, 2x + 2y = 3: parallel lines
    expect(solveSystem([[1, 1], [2, 2]], [1, 3])).toMatchObject({ d: 0, kind: 'inconsistent' })
    // x + y = 1, 2x + 2y = 2: the same line
    expect(solveSystem([[1, 1], [2, 2]], [1, 2])).toMatchObject({ d: 0, numerators: [0, 0], kind: 'indeterminate' })
    // 0 = 1 twice: every Cramer determinant is 0, yet there is no solution
    expect(solveSystem([[0, 0], [0, 0]], [1, 1])).toMatchObject({ d: 0, numerators: [0, 0], kind: 'inconsistent' })
  })

  it('solves a 3×3 system', () => {
    // x + y + z = 6, 2y + 5z = −4, 2x + 5y − z = 27 → (5, 3, −2)
    const r = solveSystem([[1, 1, 1], [0, 2, 5], [2, 5, -1]], [6, -4, 27])
    expect(r).toMatchObject({ d: -21, numerators: [-105, -63, 42], kind: 'unique' })
    if (r.kind === 'unique') expect(r.values).toEqual([5, 3, -2])
  })

  it('tells inconsistent and indeterminate 3×3 systems apart', () => {
    const A = [[1, 1, 1], [2, 2, 2], [1, -1, 0]]
    expect(solveSystem(A, [1, 3, 0])).toMatchObject({ d: 0, kind: 'inconsistent' })
    expect(solveSystem(A, [1, 2, 0])).toMatchObject({ d: 0, kind: 'indeterminate' })
  })

  it('never answers Infinity, NaN or -0', () => {
    const r = solveSystem([[1, 0], [0, 1]], [0, -0])
    expect(r).toMatchObject({ kind: 'unique', values: [0, 0] })
    if (r.kind === 'unique') expect(r.values.every((v) => Number.isFinite(v) && !Object.is(v, -0))).toBe(true)
  })
})

describe('determinant and rank', () => {
  it('compute 2×2 and 3×3 determinants', () => {
    expect(determinant([[1, 2], [3, 4]])).toBe(-2)
    expect(determinant([[2, 0, 0], [0, 3, 0], [0, 0, 4]])).toBe(24)
  })

  it('computes ranks', () => {
    expect(rank([[1, 2], [2, 4]])).toBe(1)
    expect(rank([[0, 0], [0, 0]])).toBe(0)
    expect(rank([[1, 0, 0], [0, 1, 0], [0, 0, 1]])).toBe(3)
  })
})
