// The study page's heartbeats (docs/training.md "Studying a course"): every `beatSeconds` while the person studies
// (the page visible and, for a course with a video, the video playing). The first beat after a pause says
// `restart`, so the server counts nothing for the pause; the server's answer is the progress shown.
import { useEffect, useRef } from 'react';
import type { StudyProgress } from '../../../domain/jypx-study.ts';
import type { StudyApi } from './study-api.ts';

export interface StudyBeatsOptions {
  api: Pick<StudyApi, 'beat'>;
  courseId: number;
  beatSeconds: number;
  /** Whether the person studies now (the video playing, or a course without video being read). */
  studying: boolean;
  onProgress: (p: StudyProgress, completedNow: boolean) => void;
}

export function useStudyBeats({ api, courseId, beatSeconds, studying, onProgress }: StudyBeatsOptions): void {
  const report = useRef(onProgress);
  report.current = onProgress;
  const paused = useRef(false);
  useEffect(() => {
    const visible = () => document.visibilityState === 'visible';
    const beat = (restart: boolean) => {
      api.beat(courseId, restart).then(
        (a) => report.current(a.progress, a.completedNow),
        () => undefined, // a lost beat loses only its own interval: the next one counts at most its cap
      );
    };
    if (!studying) {
      paused.current = true;
      return undefined;
    }
    // Starting (or starting again) after a pause: that beat counts nothing.
    if (paused.current) beat(true);
    paused.current = false;
    const timer = window.setInterval(() => {
      if (!visible()) {
        paused.current = true;
        return;
      }
      const restart = paused.current;
      paused.current = false;
      beat(restart);
    }, beatSeconds * 1000);
    const onVisible = () => {
      if (!visible()) paused.current = true;
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      // The count stops with the page or the video: the next start is a restart.
      paused.current = true;
      beat(false);
    };
  }, [api, courseId, beatSeconds, studying]);
}
