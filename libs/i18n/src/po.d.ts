// Catalogues are imported as modules: Lingui's Vite plugin compiles each .po file on import.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
