import { type Rolldown, build } from 'vite';

/** Stands for each page's own scripts in the compiled code, filled in per page. */
const PAGE = '__PATHWISE_PAGE__';
const ENTRY = '\0pathwise-page-script';

/**
 * The page's inline script from its typed module (apps/web/src/early-clicks.ts, which exports
 * `earlyClicks(page)`): bundled with what it imports, lowered to plain ES5 (it runs before any
 * bundle, in whatever browser opened the page) and minified. Returns the script for a page's
 * scripts; the Content-Security-Policy allows each by its hash, as the server reads it from the page.
 */
export async function earlyClicksScript(module: string, root: string) {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [
      {
        name: 'pathwise-page-script',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY
            ? `import { earlyClicks } from ${JSON.stringify(module)};\nearlyClicks(${PAGE});`
            : null,
      },
    ],
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  })) as Rolldown.RolldownOutput;
  const [chunk] = output.output;
  // The bundler's output is ES2015 at the least (template strings even when minified): TypeScript
  // lowers it to ES5, printed one statement a line, which are kept without their indentation.
  const { default: ts } = await import('typescript');
  const code = ts
    .transpileModule(chunk.code, {
      compilerOptions: {
        target: ts.ScriptTarget.ES5,
        module: ts.ModuleKind.None,
        removeComments: true,
      },
    })
    .outputText.replace(/\n\s*/g, '\n');
  const [before, after, ...more] = code.split(PAGE);
  if (after === undefined || more.length)
    throw new Error('The page script must take its page once.');
  return (page: { entry: string; preloads: string[] }) =>
    `${before}${JSON.stringify(page)}${after}`.trim();
}
