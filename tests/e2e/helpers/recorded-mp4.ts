// A real H.264 mp4 for the browser tests, made by the test's own chromium (no video file in the repository, no
// ffmpeg on the machine): a canvas of moving noise recorded by MediaRecorder. Chromium writes a fragmented mp4
// (ftyp, moov, then a moof + mdat pair per second or so, an mfra index at the end); `withGapBefore` puts a large
// `free` box (skipped by every reader, ISO/IEC 14496-12 §8.1.2) before one fragment, so a seek past it must be
// asked of the server as a range: a player that has read the start does not read megabytes of padding ahead.
import type { Page } from 'playwright-core';

export interface RecordOptions {
  seconds: number;
  width?: number;
  height?: number;
  /** A key frame (and so a new fragment) this often. */
  keyFrameSeconds?: number;
}

/** Records `seconds` of a changing canvas in `page` as `video/mp4; codecs=avc1` (takes that long). */
export async function recordMp4(page: Page, { seconds, width = 320, height = 180, keyFrameSeconds = 1 }: RecordOptions): Promise<Buffer> {
  await page.setContent(`<canvas width="${width}" height="${height}"></canvas>`);
  const base64 = await page.evaluate(async ({ ms, keyFrameMs }) => {
    const canvas = document.querySelector('canvas')!;
    const g = canvas.getContext('2d')!;
    const image = g.createImageData(canvas.width, canvas.height);
    let frame = 0;
    const draw = () => {
      for (let i = 0; i < image.data.length; i += 4) {
        image.data[i] = Math.random() * 255;
        image.data[i + 1] = (frame * 10) % 255;
        image.data[i + 2] = Math.random() * 255;
        image.data[i + 3] = 255;
      }
      g.putImageData(image, 0, 0);
      frame += 1;
    };
    draw();
    const timer = window.setInterval(draw, 66);
    // videoKeyFrameIntervalDuration (chromium 127+) is not in TypeScript's DOM types yet.
    const options: MediaRecorderOptions & { videoKeyFrameIntervalDuration: number } = {
      mimeType: 'video/mp4;codecs=avc1.42E01E',
      videoBitsPerSecond: 8_000_000,
      videoKeyFrameIntervalDuration: keyFrameMs,
    };
    const recorder = new MediaRecorder(canvas.captureStream(15), options);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    await new Promise((resolve) => window.setTimeout(resolve, ms));
    recorder.stop();
    await stopped;
    window.clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }, { ms: seconds * 1000, keyFrameMs: keyFrameSeconds * 1000 });
  return Buffer.from(base64, 'base64');
}

/** The top-level boxes of an mp4, in order. */
export function boxesOf(mp4: Buffer): { type: string; bytes: Buffer }[] {
  const boxes: { type: string; bytes: Buffer }[] = [];
  for (let offset = 0; offset + 8 <= mp4.length; ) {
    const size = mp4.readUInt32BE(offset);
    if (size < 8) throw new Error(`an mp4 box of ${size} bytes at ${offset}: only 32-bit box sizes are expected here`);
    boxes.push({ type: mp4.toString('latin1', offset + 4, offset + 8), bytes: mp4.subarray(offset, offset + size) });
    offset += size;
  }
  return boxes;
}

/**
 * The mp4 with a `free` box of `gapBytes` before its fragment number `fragment` (0 is the first moof, -1 the last). The mfra
 * index is left out: its offsets would point into the gap (a reader finds the fragments by walking the boxes).
 */
export function withGapBefore(mp4: Buffer, fragment: number, gapBytes: number): Buffer {
  const boxes = boxesOf(mp4).filter((b) => b.type !== 'mfra');
  const fragments = boxes.map((b) => b.type).reduce<number[]>((found, type, i) => (type === 'moof' ? [...found, i] : found), []);
  const at = fragments.at(fragment);
  if (at === undefined) throw new Error(`the mp4 has no fragment ${fragment}`);
  const gap = Buffer.alloc(gapBytes);
  gap.writeUInt32BE(gapBytes, 0);
  gap.write('free', 4, 'latin1');
  return Buffer.concat([...boxes.slice(0, at).map((b) => b.bytes), gap, ...boxes.slice(at).map((b) => b.bytes)]);
}
