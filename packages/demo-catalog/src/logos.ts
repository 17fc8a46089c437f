/**
 * Organization logos as self-contained SVG data URIs (a wordmark on the
 * brand colour), so the demo shows a logo on every card without an image host.
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The name on one line, or on two balanced lines; null when a line would not fit. */
export function wordmarkLines(displayName: string): string[] | null {
  if (displayName.length <= 16) return [displayName];
  const words = displayName.split(" ");
  let best: string[] | null = null;
  for (let cut = 1; cut < words.length; cut++) {
    const lines = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
    const widest = Math.max(...lines.map((line) => line.length));
    if (widest <= 20 && (!best || widest < Math.max(...best.map((line) => line.length)))) {
      best = lines;
    }
  }
  return best;
}

export function logoDataUri(displayName: string, acronym: string, color: string): string {
  // The name reads in full (an acronym alone tells a visitor nothing) unless it cannot fit.
  const lines = wordmarkLines(displayName) ?? [acronym];
  const longest = Math.max(...lines.map((line) => line.length));
  const size = lines.length > 1 ? 15 : longest <= 10 ? 22 : longest <= 14 ? 18 : 16;
  const firstBaseline = lines.length > 1 ? 28 : 32 + size / 3;
  const text = lines
    .map(
      (line, index) =>
        `<text x="100" y="${firstBaseline + index * (size + 4)}" font-family="Helvetica,Arial,sans-serif" font-size="${size}" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64" viewBox="0 0 200 64">` +
    `<rect width="200" height="64" rx="12" fill="${color}"/>${text}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
