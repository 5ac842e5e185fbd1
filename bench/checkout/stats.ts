/** Percentiles and the few number formats the report prints. */
import { loadavg } from 'node:os';

export interface Summary {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

/** Nearest-rank percentiles (the value at or above that share of the sorted sample). */
export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Milliseconds, with µs shown below 1 ms. */
export const ms = (value: number) => (value < 1 ? `${fmt(value * 1000)} µs` : `${fmt(value, 2)} ms`);

export const describe = (summary: Summary) =>
  `p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, p99 ${ms(summary.p99)}, mean ${ms(summary.mean)}, max ${ms(summary.max)}`;

export const kb = (bytes: number) => `${fmt(bytes)} B (${fmt(bytes / 1024, 2)} KB)`;

/** `uptime`'s three load averages, as the machine is shared and its load moves the figures. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
