/**
 * Adds a screen library under libs/screens/<name>: package, configs, the screen component, its story,
 * a test that runs the stories, and the public index. Then wire it into apps/web's router.
 *
 *   npm run new-screen -- <kebab-name> "<Title>"
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const [name, title] = process.argv.slice(2);
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) || !title) {
  console.error(
    'Usage: npm run new-screen -- <kebab-name> "<Title>"   (e.g. career-details "Career details")',
  );
  process.exit(1);
}

const component = `${name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())}Screen`;
const file = `${name}-screen`;
const root = join('libs/screens', name);
if (existsSync(root)) {
  console.error(`${root} already exists.`);
  process.exit(1);
}

const files: Record<string, string> = {
  'package.json': `${JSON.stringify(
    {
      name: `@pathwise/screens-${name}`,
      version: '0.0.0',
      private: true,
      type: 'module',
      sideEffects: false,
      exports: { '.': './src/index.ts' },
      nx: { tags: ['type:feature', 'scope:web'] },
    },
    null,
    2,
  )}\n`,
  'tsconfig.json': `{ "extends": "../../../tsconfig.base.json", "include": ["src", "vite.config.ts"] }\n`,
  'vite.config.ts': `import { libraryConfig } from '../../../tools/vite/library-config.ts';\n\nexport default libraryConfig(import.meta.dirname);\n`,
  'src/index.ts': `export { ${component} } from './lib/${file}';\n`,
  [`src/lib/${file}.tsx`]: `import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function ${component}() {
  return (
    <ScreenIntro
      title=${JSON.stringify(title)}
      purpose="What this screen is for, in a sentence a first-time visitor understands."
      next={[{ to: paths.home, label: 'Home' }]}
    />
  );
}
`,
  [`src/lib/${file}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ${component} } from './${file}';

const meta = { title: 'Screens/${title}', component: ${component} } satisfies Meta<typeof ${component}>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: ${JSON.stringify(title)} })).toBeInTheDocument();
  },
};
`,
  [`src/lib/${file}.test.tsx`]: `import { runStories } from '@pathwise/testing';
import * as stories from './${file}.stories';

runStories(stories);
`,
};

for (const [path, content] of Object.entries(files)) {
  const target = join(root, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}
console.log(
  `Created ${root} (${component}). Next: run npm install, add the route's row to the route table (libs/routes/src/lib/route-table.ts) and the screen's import to SCREENS in apps/web/src/app/routes.tsx.`,
);
