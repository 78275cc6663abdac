// Small helpers shared by the benchmarks.

/** Throws with message unless ok: a benchmark fails loudly rather than report zeros. */
export function need(ok, message) {
  if (!ok) throw new Error(`bench: ${message}`)
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** { median, min, max, samples } of a list of numbers. */
export function stat(samples) {
  return { median: median(samples), min: Math.min(...samples), max: Math.max(...samples), samples }
}
