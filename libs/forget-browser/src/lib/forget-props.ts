/** What a page tells the forget link: where focus goes after, and how it says so. */
export type ForgetThisBrowserProps = {
  /**
   * Where focus goes once the progress is gone: the link goes with it, and so, on most pages, does
   * what it sat beside.
   */
  returnFocusTo: () => HTMLElement | null;
  /** After everything is forgotten: the page says so where the person is. */
  onForgotten: () => void;
  className?: string;
};
