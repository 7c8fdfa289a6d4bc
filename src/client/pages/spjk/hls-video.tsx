// One muted, looping video element playing an HLS address (docs/video.md): natively where the browser plays HLS
// (Safari, iOS), else with hls.js, loaded only when a stream is first played so that the shell's bundle does not
// carry it. Says when the picture plays and when the stream fails (a fatal hls.js error or a media error).
import { useEffect, useRef } from 'react';

export type VideoState = 'loading' | 'playing' | 'failed';

export interface HlsVideoProps {
  src: string;
  onState: (state: VideoState) => void;
  /** The accessible name of the picture. */
  label: string;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

export function HlsVideo({ src, onState, label }: HlsVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const report = useRef(onState);
  report.current = onState;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let gone = false;
    let destroy = () => {};
    const say = (s: VideoState) => {
      if (!gone) report.current(s);
    };
    say('loading');
    const playing = () => say('playing');
    const failed = () => say('failed');
    video.addEventListener('playing', playing);
    video.addEventListener('error', failed);
    const play = () => void video.play().catch(() => undefined);
    if (video.canPlayType(HLS_TYPE)) {
      video.src = src;
      play();
    } else {
      import('hls.js').then(
        ({ default: Hls }) => {
          if (gone) return;
          if (!Hls.isSupported()) return failed();
          const hls = new Hls({ maxBufferLength: 10 });
          hls.on(Hls.Events.ERROR, (_e, data) => {
            if (data.fatal) failed();
          });
          hls.on(Hls.Events.MANIFEST_PARSED, play);
          hls.loadSource(src);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
        },
        failed,
      );
    }
    return () => {
      gone = true;
      video.removeEventListener('playing', playing);
      video.removeEventListener('error', failed);
      destroy();
      video.removeAttribute('src');
      video.load();
    };
  }, [src]);

  return <video ref={ref} muted autoPlay loop playsInline aria-label={label} style={{ width: '100%', height: '100%', objectFit: 'contain', background: '#000', display: 'block' }} />;
}
