import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { lazyCommonJsDeps } from '../tools/vite/lazy-deps.ts';
import { linguiPlugins } from '../tools/vite/lingui.ts';

const config: StorybookConfig = {
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...linguiPlugins(), ...(viteConfig.plugins ?? []), tailwindcss()];
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...lazyCommonJsDeps],
    };
    return viteConfig;
  },
};
export default config;
