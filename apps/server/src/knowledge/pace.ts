/**
 * How long processing a document takes, learnt from the documents processed of late: a cost
 * for each job (reading the file, starting, writing the index) and a cost for each byte.
 *
 * A ratio of bytes to seconds alone is wrong by orders of magnitude: when the last jobs were
 * small files, nearly all their time was the cost of a job, and a ratio read from them makes a
 * file of a few hundred kilobytes look like a quarter of an hour's work.
 */

/** what one job and one byte cost, in seconds */
export type IngestPace = { secondsPerJob: number; secondsPerByte: number };

/** one processed document: its size and how long its job ran */
export type IngestSample = { bytes: number; seconds: number };

/** before any document was processed: a small PDF in about a second */
export const DEFAULT_PACE: IngestPace = { secondsPerJob: 0.3, secondsPerByte: 1 / (400 * 1024) };

/** below this many samples, or sizes this alike, a byte's cost cannot be told from a job's */
const MIN_SAMPLES_TO_FIT = 5;
const MIN_SIZE_SPREAD = 0.25;

/**
 * The pace the samples show. When their sizes differ enough, a least-squares line through
 * (bytes, seconds) gives both costs; otherwise the default's two costs are scaled by how much
 * slower or faster this machine ran than the default says.
 */
export function paceOf(samples: readonly IngestSample[]): IngestPace {
  const usable = samples.filter(
    (sample) =>
      Number.isFinite(sample.bytes) &&
      Number.isFinite(sample.seconds) &&
      sample.bytes >= 0 &&
      sample.seconds >= 0,
  );
  if (usable.length === 0) return DEFAULT_PACE;
  const n = usable.length;
  const meanBytes = usable.reduce((sum, sample) => sum + sample.bytes, 0) / n;
  const meanSeconds = usable.reduce((sum, sample) => sum + sample.seconds, 0) / n;
  const fitted = n >= MIN_SAMPLES_TO_FIT ? leastSquares(usable, meanBytes, meanSeconds) : null;
  if (fitted) return fitted;
  const expected = DEFAULT_PACE.secondsPerJob + meanBytes * DEFAULT_PACE.secondsPerByte;
  const scale = meanSeconds > 0 ? meanSeconds / expected : 1;
  return {
    secondsPerJob: DEFAULT_PACE.secondsPerJob * scale,
    secondsPerByte: DEFAULT_PACE.secondsPerByte * scale,
  };
}

/** the least-squares costs, or null when the sizes are too alike or a cost comes out negative */
function leastSquares(
  samples: readonly IngestSample[],
  meanBytes: number,
  meanSeconds: number,
): IngestPace | null {
  let spread = 0;
  let together = 0;
  for (const sample of samples) {
    spread += (sample.bytes - meanBytes) ** 2;
    together += (sample.bytes - meanBytes) * (sample.seconds - meanSeconds);
  }
  const deviation = Math.sqrt(spread / samples.length);
  if (meanBytes <= 0 || deviation / meanBytes < MIN_SIZE_SPREAD) return null;
  const secondsPerByte = together / spread;
  const secondsPerJob = meanSeconds - secondsPerByte * meanBytes;
  return secondsPerByte > 0 && secondsPerJob >= 0 ? { secondsPerJob, secondsPerByte } : null;
}

/** the seconds until the work ahead (its bytes and jobs) is done, by so many jobs at once */
export function secondsFor(
  work: { bytes: number; jobs: number },
  pace: IngestPace,
  concurrency: number,
): number {
  const seconds = work.bytes * pace.secondsPerByte + work.jobs * pace.secondsPerJob;
  return Math.max(1, Math.ceil(seconds / Math.max(1, Math.min(concurrency, work.jobs))));
}
