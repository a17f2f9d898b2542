/** Hands a file made or fetched in the browser to the user under its name, as a server's download link would. */
export function downloadFile(file: Blob, fileName: string): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click; the address is freed once that is surely done.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
