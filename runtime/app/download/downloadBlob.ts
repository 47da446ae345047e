/** Hands a file made in the browser (an export, a calendar) to the browser as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has started the download (revoking at once cancels it in some browsers).
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
