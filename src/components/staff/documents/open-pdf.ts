/**
 * Shows a PDF the staff area fetched with its token (decision 053): as a `blob:` address in a new
 * tab, where the browser's viewer prints it; where a new tab is refused, the file downloads. The
 * address is released after a while (the tab has loaded it by then).
 */
export function openPdf(blob: Blob, fileName: string, target: Window | null): void {
  const url = URL.createObjectURL(blob);
  if (target && !target.closed) {
    target.location.href = url;
  } else {
    clickDownload(url, fileName);
  }
  window.setTimeout(() => URL.revokeObjectURL(url), 120_000);
}

/** Saves a file the staff area fetched with its token (a CSV, a PDF of copies) as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  clickDownload(url, fileName);
  window.setTimeout(() => URL.revokeObjectURL(url), 120_000);
}

function clickDownload(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
