import { DARK_QUERY, THEMES, THEME_STORAGE_KEY } from './lib/theme.ts';

/**
 * Inlined into index.html so the saved theme is on <html> before the first paint (no flash of the
 * wrong theme). It mirrors parseTheme/resolveTheme/applyTheme in plain ES5, since it runs before
 * any bundle; the unit tests hold the two to the same rules.
 */
export const themeBootScript = `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(${JSON.stringify(THEMES)}.indexOf(t)<0)t="system";var d=t==="dark"||(t==="system"&&window.matchMedia(${JSON.stringify(
  DARK_QUERY,
)}).matches);var r=document.documentElement;r.classList.remove(d?"light":"dark");r.classList.add(d?"dark":"light");r.style.colorScheme=d?"dark":"light"})();`;
