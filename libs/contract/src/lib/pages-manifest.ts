import { z } from 'zod';

const pageFile = z.string().regex(/^[\w/-]+\.html$/);
const routePattern = z.string().startsWith('/');

/**
 * pages/pages.json: what the web build writes beside its prerendered pages (tools/vite/prerender.ts)
 * and the API reads to answer page addresses (apps/api/src/web/web-pages.ts).
 */
export const pagesManifestSchema = z.object({
  /** Each prerendered address (with its language's prefix) and its file under pages/. */
  pages: z.record(routePattern, pageFile),
  /** Every route pattern of the app (":name" for a parameter), answered with the app's shell. */
  routes: z.array(routePattern),
  /** The languages other than English, each served under its own prefix ("/es"). */
  prefixed: z.array(z.string().regex(/^\/[a-z]{2,3}$/)),
  /** The page for any other address, by language; `placeholder` stands where the address is shown. */
  notFound: z.object({ files: z.record(z.string(), pageFile), placeholder: routePattern }),
  /** The shell (index.html, rendered in the browser) by language, its words in that language. */
  shells: z.record(z.string(), pageFile).optional(),
  /**
   * Career pages, rendered by the server from each career's data: the page around them by
   * language, with `slots` to fill (each marked once), and the render entry (under the build's
   * directory, never served as a file).
   */
  career: z
    .object({
      path: routePattern,
      files: z.record(z.string(), pageFile),
      renderer: z.string().regex(/^[\w/-]+\.js$/),
      slots: z.object({
        title: z.string().min(8),
        description: z.string().min(8),
        head: z.string().min(8),
        root: z.string().min(8),
        seed: z.string().min(8),
      }),
    })
    .optional(),
  /** Route patterns only a signed-in person sees, up to their first parameter. */
  private: z.array(routePattern).optional(),
  /**
   * The address parameters each route's first view reads, by route pattern: a prerendered page is
   * sent for an address with only other parameters. Without it, any query gets the shell.
   */
  queries: z.record(routePattern, z.array(z.string().regex(/^[\w-]{1,40}$/))).optional(),
});

export type PagesManifest = z.infer<typeof pagesManifestSchema>;

/** The marks a career page's template holds, each once, for what the server fills in. */
export type CareerSlots = NonNullable<PagesManifest['career']>['slots'];
