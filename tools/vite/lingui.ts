import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

/**
 * Lingui's macros (`t`, `<Trans>`, `msg`, `plural`) turned into message look-ups, and .po
 * catalogues compiled on import. Babel runs only on files that import a macro (the preset's
 * filter), so the rest of the build keeps Vite's own transform.
 */
export const linguiPlugins = (): PluginOption[] => [
  babel({ presets: [linguiTransformerBabelPreset()] }),
  lingui(),
];
