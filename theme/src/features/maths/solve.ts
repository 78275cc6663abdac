// The maths helper's calculations, free of any UI.

export type QuadraticResult = { delta: number } & ({ kind: 'roots'; x1: number; x2: number } | { kind: 'none' })

/**
 * Solves ax² + bx + c = 0 over the reals: Δ = b² − 4ac, and when Δ ≥ 0,
 * x = (−b ± √Δ) / (2a). (The spec's original divided by 2 and then
 * multiplied by a, which is wrong for any a but ±1.) a must not be 0.
 */
export function solveQuadratic(a: number, b: number, c: number): QuadraticResult {
  const delta = b * b - 4 * a * c
  if (delta < 0) return { delta, kind: 'none' }
  const root = Math.sqrt(delta)
  return { delta, kind: 'roots', x1: (-b + root) / (2 * a), x2: (-b - root) / (2 * a) }
}

/**
 * A linear system solved by Cramer's rule. With d = 0 there is no single
 * answer: the ranks of the matrix and of the augmented matrix tell an
 * inconsistent system (no solution) from an indeterminate one.
 */
export type SystemResult = { d: number; numerators: number[] } & (
  | { kind: 'unique'; values: number[] }
  | { kind: 'inconsistent' }
  | { kind: 'indeterminate' }
)

/** Solves A·x = b, A square (2×2 or 3×3), by Cramer's rule. */
export function solveSystem(A: number[][], b: number[]): SystemResult {
  const d = determinant(A)
  const numerators = A.map((_, column) => determinant(A.map((row, i) => row.map((v, j) => (j === column ? b[i] : v)))))
  if (!nearlyZero(d, A)) return { d, numerators, kind: 'unique', values: numerators.map((n) => clean(n / d)) }
  const augmented = A.map((row, i) => [...row, b[i]])
  return { d, numerators, kind: rank(augmented) > rank(A) ? 'inconsistent' : 'indeterminate' }
}

/** The determinant of a 2×2 or 3×3 matrix. */
export function determinant(m: number[][]): number {
  if (m.length === 2) return m[0][0] * m[1][1] - m[0][1] * m[1][0]
  const [a, b, c] = m[0]
  const [d, e, f] = m[1]
  const [g, h, i] = m[2]
  return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
}

/** The rank of a matrix, by Gaussian elimination with a relative tolerance. */
export function rank(matrix: number[][]): number {
  const m = matrix.map((row) => [...row])
  const scale = Math.max(1, ...m.flat().map(Math.abs))
  let r = 0
  for (let col = 0; col < (m[0]?.length ?? 0) && r < m.length; col++) {
    let pivot = r
    for (let i = r + 1; i < m.length; i++) if (Math.abs(m[i][col]) > Math.abs(m[pivot][col])) pivot = i
    if (Math.abs(m[pivot][col]) <= 1e-12 * scale) continue
    ;[m[r], m[pivot]] = [m[pivot], m[r]]
    for (let i = r + 1; i < m.length; i++) {
      const factor = m[i][col] / m[r][col]
      for (let j = col; j < m[i].length; j++) m[i][j] -= factor * m[r][j]
    }
    r++
  }
  return r
}

function nearlyZero(d: number, A: number[][]): boolean {
  const scale = Math.max(1, ...A.flat().map(Math.abs)) ** A.length
  return Math.abs(d) <= 1e-12 * scale
}

/** Turns −0 into 0, so that results never show "-0". */
function clean(n: number): number {
  return Object.is(n, -0) ? 0 : n
}
