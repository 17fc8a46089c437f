/**
 * Organization logos as self-contained SVG data URIs (a wordmark on the
 * brand colour), so the demo shows a logo on every card without an image host.
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function logoDataUri(displayName: string, acronym: string, color: string): string {
  const label = displayName.length <= 18 ? displayName : acronym;
  const size = label.length <= 10 ? 22 : label.length <= 14 ? 18 : 15;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64" viewBox="0 0 200 64">` +
    `<rect width="200" height="64" rx="12" fill="${color}"/>` +
    `<text x="100" y="${32 + size / 3}" font-family="Helvetica,Arial,sans-serif" font-size="${size}" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(label)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
