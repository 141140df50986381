// For tests that a parser reads hostile input in linear time.

/** Header values of 16 KB that a backtracking parser reads in quadratic time or worse. */
export const HOSTILE_HEADERS = [
  `br${' '.repeat(16_000)}x`,
  `${' '.repeat(16_000)}`,
  `${';'.repeat(16_000)}`,
  `br;${' '.repeat(16_000)}q=1x`,
  `${', '.repeat(8000)}`,
];

/**
 * The milliseconds of the fastest of five runs of `work`: a busy machine
 * may pause one run, never all of them, while backtracking slows every run.
 */
export function fastestRunMs(work: () => void) {
  const runs = Array.from({ length: 5 }, () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  });
  return Math.min(...runs);
}
