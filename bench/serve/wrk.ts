/**
 * One wrk run against a server of this process (wrk is a child process, so in-process servers
 * keep running meanwhile): the rate wrk saw and the CPU time this process spent per request.
 * bench/serve and bench/scale measure with it.
 */
import { spawn } from 'node:child_process';

export interface WrkRun {
  /** Requests per second wrk saw. */
  rate: number;
  requests: number;
  /**
   * CPU time this process spent per request (µs): what serving costs an in-process server, which
   * other work on the machine disturbs far less than it does the rate.
   */
  cpuPerRequest: number;
}

/** Runs `wrk` with `args` (and `env` added to this process's); fails on any answer but 2xx/3xx. */
export async function runWrk(args: readonly string[], env: Record<string, string> = {}): Promise<WrkRun> {
  const cpuBefore = process.cpuUsage();
  const child = spawn('wrk', args, { env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise((resolve) => child.on('close', resolve));
  const cpu = process.cpuUsage(cpuBefore);
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  const requests = /(\d+) requests in/.exec(output)?.[1];
  if (!rate || !requests || /Non-2xx/.test(output)) throw new Error(`wrk failed:\n${output}`);
  return {
    rate: Number(rate),
    requests: Number(requests),
    cpuPerRequest: (cpu.user + cpu.system) / Number(requests),
  };
}
