/**
 * Web performance figures: gzipped JS per route and a Lighthouse (mobile) run of `/`.
 *   npm run bench:web              sizes + Lighthouse (median of 3)
 *   tsx scripts/bench/web.ts --budget   sizes only; fails when a budget is exceeded (part of npm test)
 */
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { bundleReport } from './bundle-report.ts';
import { lighthouseMedian } from './lighthouse.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const distDir = `${root}/dist/apps/web`;
/** First load of `/`, gzipped JavaScript: 100 KiB. */
const FIRST_LOAD_BUDGET = 100 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

execSync('npx nx run @pathwise/web:build --outputStyle=static', {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, NX_DAEMON: 'false' },
});
const report = bundleReport(distDir);

console.log('\nGzipped JavaScript (level 9)');
console.log(`  shell (entry and its imports)      ${kb(report.shellBytes)}`);
console.log(
  `  first load of /                     ${kb(report.firstLoadOfHomeBytes)}  (budget ${kb(FIRST_LOAD_BUDGET)})`,
);
console.log('  route                              adds to shell');
for (const route of report.routes)
  console.log(`  ${route.route.padEnd(34)} ${kb(route.addedToShellBytes)}`);

if (report.firstLoadOfHomeBytes > FIRST_LOAD_BUDGET) {
  console.error(
    `\nOver budget: the first load of / is ${kb(report.firstLoadOfHomeBytes)}, the budget ${kb(FIRST_LOAD_BUDGET)}.`,
  );
  process.exit(1);
}
if (process.argv.includes('--budget')) process.exit(0);

const server = await preview({
  configFile: `${root}/apps/web/vite.config.ts`,
  preview: { port: 0, strictPort: false },
  logLevel: 'silent',
});
try {
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not report its address.');
  const lh = await lighthouseMedian(url, 3);
  console.log(`\nLighthouse, mobile, ${url} (median of ${lh.runs.length})`);
  console.log(`  performance ${lh.performance}   accessibility ${lh.accessibility}`);
  console.log(
    `  LCP ${Math.round(lh.lcpMs)} ms   TBT ${Math.round(lh.tbtMs)} ms   CLS ${lh.cls.toFixed(3)}`,
  );
  console.log(
    `  runs: ${lh.runs.map((r) => `${r.performance}/${Math.round(r.lcpMs)}ms`).join(', ')}`,
  );
} finally {
  await server.close();
}
