import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import { postgresVersion } from './postgres';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  postgres: string;
  chromium: string;
  os: string;
}

function firstMatch(file: string, pattern: RegExp): string {
  try {
    return pattern.exec(readFileSync(file, 'utf8'))?.[1]?.trim() ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** What the figures were measured on. */
export async function describeMachine(): Promise<Machine> {
  let chromium = 'not found';
  try {
    chromium = execFileSync('/usr/bin/chromium', ['--version'], { stdio: 'pipe' })
      .toString()
      .trim();
  } catch {
    // reported as not found
  }
  return {
    cpus: availableParallelism(),
    cpuModel: firstMatch('/proc/cpuinfo', /model name\s*:\s*(.+)/),
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgres: await postgresVersion(),
    chromium,
    os: firstMatch('/etc/os-release', /PRETTY_NAME="?([^"\n]+)"?/),
  };
}
