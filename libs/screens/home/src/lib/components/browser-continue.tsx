import { useState } from 'react';
import { readBrowserProgress } from '../browser-progress';
import { continueView } from '../progress';
import { ContinueCard } from './continue-card';

/** The card for someone signed out: only what this browser keeps. Loaded once the page is idle. */
export default function BrowserContinue() {
  const [view] = useState(() => continueView(readBrowserProgress(), false));
  return <ContinueCard view={view} />;
}
