// The schema editor's 下载 JSON: text saved as a file by the browser.

/** Saves `text` as a file named `name` (application/json). */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled (revoking at once cancels the download in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
