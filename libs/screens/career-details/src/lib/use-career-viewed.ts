import { useTrack } from '@pathwise/analytics';
import { useEffect, useRef } from 'react';
import type { ViewedFrom } from './career-params';

/** Records one view per career shown (not per re-render, refetch or StrictMode re-run). */
export function useCareerViewed(code: string | undefined, from: ViewedFrom) {
  const track = useTrack();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!code || last.current === code) return;
    last.current = code;
    track('career_viewed', { code, from });
  }, [track, code, from]);
}
