/**
 * Offline files for sample data: `data:` URLs need no network and pass a Content-Security-Policy
 * of `img-src 'self' data:`.
 */

export function dataUrl(mediaType: string, content: string): string {
  return `data:${mediaType};charset=utf-8,${encodeURIComponent(content)}`;
}

/** Size in bytes of `content` encoded as UTF-8. */
export function byteSize(content: string): number {
  return new TextEncoder().encode(content).length;
}

const SVG_OPEN = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

/** A thumbnail of a document: a page with a folded corner and the file's extension on a band. */
export function documentPreview(extension: string, colour: string): string {
  return dataUrl(
    'image/svg+xml',
    `${SVG_OPEN(96, 120)}<path d="M8 4h56l24 24v88H8z" fill="#ffffff" stroke="#90a4ae" stroke-width="2"/>` +
      '<path d="M64 4v24h24" fill="#eceff1" stroke="#90a4ae" stroke-width="2"/>' +
      `<rect x="8" y="72" width="80" height="26" fill="${colour}"/>` +
      '<text x="48" y="90" text-anchor="middle" fill="#ffffff" font-family="Roboto, Arial, sans-serif" ' +
      `font-size="15" font-weight="700">${extension.toUpperCase()}</text></svg>`,
  );
}

/** A simple landscape picture: sky, ground and a poultry house with a coloured roof. */
export function farmScene(sky: string, ground: string, roof: string, width = 480, height = 270) {
  const houseTop = Math.round(height * 0.45);
  return (
    `${SVG_OPEN(width, height)}<rect width="${width}" height="${height}" fill="${sky}"/>` +
    `<circle cx="${Math.round(width * 0.82)}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.09)}" fill="#fff59d"/>` +
    `<rect y="${Math.round(height * 0.7)}" width="${width}" height="${Math.round(height * 0.3)}" fill="${ground}"/>` +
    `<rect x="${Math.round(width * 0.15)}" y="${houseTop}" width="${Math.round(width * 0.6)}" height="${Math.round(height * 0.27)}" fill="#eceff1"/>` +
    `<polygon points="${Math.round(width * 0.12)},${houseTop} ${Math.round(width * 0.45)},${Math.round(height * 0.3)} ${Math.round(width * 0.78)},${houseTop}" fill="${roof}"/>` +
    '</svg>'
  );
}

/** A line chart picture of `points` (values 0..1) for a thumbnail of measurements. */
export function lineChart(points: readonly number[], colour: string, width = 480, height = 270) {
  const step = width / Math.max(points.length - 1, 1);
  const line = points
    .map((value, index) => `${Math.round(index * step)},${Math.round(height - value * height)}`)
    .join(' ');
  return (
    `${SVG_OPEN(width, height)}<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<polyline points="${line}" fill="none" stroke="${colour}" stroke-width="4"/></svg>`
  );
}
