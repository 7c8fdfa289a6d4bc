// The schema editor's 下载 JSON: text saved as a file by the browser.
import { saveBlob } from '../src/runtime/save-blob.ts';

/** Saves `text` as a file named `name` (application/json). */
export function downloadText(name: string, text: string): void {
  saveBlob(new Blob([text], { type: 'application/json' }), name);
}
