import { API_PREFIX } from '@pathwise/contract';
import { type UnhandledFrameHandle, isCommonAssetRequest } from 'msw';
import { HttpNetworkFrame } from 'msw/experimental';

/**
 * MSW's "error" for the workbench: a request no handler answers fails, and says so, so a story
 * can't pass against a request nobody mocked. The page's own files (modules, styles, Storybook's
 * and Vitest's own requests) pass: everything on the page's origin outside the API.
 */
export const failUnmockedRequests: Exclude<UnhandledFrameHandle, string> = async ({
  frame,
  defaults,
}) => {
  if (!(frame instanceof HttpNetworkFrame)) return;
  const { request } = frame.data;
  const url = new URL(request.url);
  const pageFile = url.origin === location.origin && !url.pathname.startsWith(`${API_PREFIX}/`);
  if (pageFile || isCommonAssetRequest(request)) return;
  await defaults.error();
  throw new Error(`No mock answers ${request.method} ${url.pathname}`);
};
