import { useServerView } from '../hooks/use-server-view';

/**
 * Which stored keys tell that the browser has something to show (in local storage, or on a shared
 * computer in session storage).
 */
export type BrowserFlagRule = {
  /** Set on `<html>` as `data-<name>`, for CSS to show the room it needs. */
  name: string;
  /** The flag is set when any of these keys is stored… */
  anyOf: readonly string[];
  /** …and none of these is. */
  noneOf?: readonly string[];
  /** Also set when the address's hash is this one (a link to the part that shows it). */
  hash?: string;
  /**
   * Also set when this plain-script expression is true: a rule that looks further than whether a
   * key is stored (whose progress it is, say), given by the library that owns it.
   */
  alsoWhen?: string;
};

/** The rule as plain ES5, run while the page's HTML is read: no bundle is there yet. */
export function browserFlagScript({
  name,
  anyOf,
  noneOf = [],
  hash,
  alsoWhen,
}: BrowserFlagRule): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    '(function(){try{var h=function(k){return localStorage.getItem(k)!==null||sessionStorage.getItem(k)!==null};' +
    `if((${json(anyOf)}.some(h)&&!${json(noneOf)}.some(h))` +
    (alsoWhen ? `||(!${json(noneOf)}.some(h)&&${alsoWhen})` : '') +
    (hash ? `||location.hash===${json(hash)}` : '') +
    `)document.documentElement.setAttribute(${json(`data-${name}`)},"")}catch(e){}})()`
  );
}

/**
 * What only the browser knows, given its room from the first paint of a page the build rendered
 * to HTML: this inline script marks `<html>` before the part after it is drawn, and that part's CSS
 * shows its room when the mark is there (`hidden [html[data-<name>]_&]:block`). Once the page has
 * hydrated the part renders from the browser's own state, in the same room, so nothing moves.
 * It renders only in the prerendered view (and its hydration); the page's CSP allows the script
 * by its hash, as it does every inline script of the built pages.
 */
export function BrowserFlag(rule: BrowserFlagRule) {
  const serverView = useServerView();
  if (!serverView) return null;
  return <script dangerouslySetInnerHTML={{ __html: browserFlagScript(rule) }} />;
}
