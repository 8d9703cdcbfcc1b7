/** Debian's Chromium, shared by Playwright, story tests and Lighthouse. Nothing here downloads a browser. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps trying to reach hosts a closed network refuses.
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
