import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The W3C Nu HTML Checker (vnu.jar, a dev dependency, run with the machine's Java), for tests
 * that hold published HTML to the standard: the errors found in each named document.
 */
export function validateHtml(files: Record<string, string>): Record<string, string[]> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'tessera-vnu-'));
  try {
    const paths = Object.entries(files).map(([name, html]) => {
      const file = path.join(workDir, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
    const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--errors-only', ...paths], {
      encoding: 'utf8',
    });
    if (run.error) throw run.error;
    const report = JSON.parse(run.stderr || '{"messages":[]}') as {
      messages: Array<{ url: string; message: string; extract?: string }>;
    };
    const byFile: Record<string, string[]> = Object.fromEntries(Object.keys(files).map((name) => [name, []]));
    for (const message of report.messages) {
      const name = path.basename(message.url, '.html');
      byFile[name]?.push(`${message.message} — ${message.extract ?? ''}`);
    }
    return byFile;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
