/**
 * The file a `PRECOMPRESS=fast` build (`npm test`'s, vite.config.ts) leaves in its client folder:
 * its .br and .gz files are made at quick levels (8 % and 3 % larger than the shipped build's), so
 * the bench refuses to read the pages' cost from them (bench/lib/assets.ts), and the
 * reproducibility check (scripts/check-reproducible-build.ts) counts it with the precompressed files.
 */
export const QUICK_PRECOMPRESSION_MARKER = '.precompressed-fast'
