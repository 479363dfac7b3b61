// Running statistics of a text's sentence lengths, and the change a split or a join makes
// to their coefficient of variation (the measure the rhythm raises).

/**
 * Running sentence-length statistics of the whole text (count, sum, sum of squares), so
 * that each split or join can be judged by what it does to the text's rhythm: the
 * coefficient of variation (standard deviation / mean) of its sentence lengths.
 */
export interface LengthStats {
  n: number;
  sum: number;
  sumSq: number;
}

export function addLength(stats: LengthStats, length: number, sign: 1 | -1 = 1): void {
  stats.n += sign;
  stats.sum += sign * length;
  stats.sumSq += sign * length * length;
}

function variation(n: number, sum: number, sumSq: number): number {
  if (n < 2 || sum <= 0) return 0;
  const mean = sum / n;
  return Math.sqrt(Math.max(0, sumSq / n - mean * mean)) / mean;
}

/** Change in the coefficient of variation when `removed` lengths are replaced by `added` ones. */
export function variationGain(stats: LengthStats, removed: readonly number[], added: readonly number[]): number {
  let { n, sum, sumSq } = stats;
  const before = variation(n, sum, sumSq);
  for (const x of removed) {
    n--;
    sum -= x;
    sumSq -= x * x;
  }
  for (const x of added) {
    n++;
    sum += x;
    sumSq += x * x;
  }
  return variation(n, sum, sumSq) - before;
}
