/**
 * Saves a Blob the page received as a file: an object URL on a hidden `a[download]`, clicked
 * once. The URL is revoked a minute later, once the browser has surely started the download
 * (revoking at once cancels it in some browsers).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
