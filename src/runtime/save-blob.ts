// A blob handed to the browser as a download (exports, templates, failure sheets, the schema editor's JSON).

/** Saves `blob` as a file named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled (revoking at once cancels the download in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
