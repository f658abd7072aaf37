/**
 * A file name as printed documents and attachments carry it (spec 02 §5 "Report and print rules"): a trailing
 * '.pdf' is removed, the ampersand is removed, and / \ ? % * : | " < > tab and newline become underscores.
 * Give the base name; add the extension after cleaning.
 */
export function cleanFileName(name: string): string {
  return name
    .replace(/\.pdf$/i, '')
    .replace(/&/g, '')
    .replace(/[/\\?%*:|"<>\t\r\n]/g, '_');
}
