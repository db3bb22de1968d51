import { dataUrl } from '../../platform/files.ts';

/** The shapes a sample product picture can show. */
export type ProductPicture = 'feeder' | 'drinker' | 'lamp' | 'bottle' | 'sack' | 'tray' | 'box';

const SHAPES: Record<ProductPicture, string> = {
  feeder:
    '<rect x="70" y="40" width="60" height="90" rx="6" fill="#eceff1"/>' +
    '<ellipse cx="100" cy="150" rx="70" ry="18" fill="#cfd8dc"/>',
  drinker:
    '<path d="M70 50h60l-8 90H78z" fill="#e3f2fd"/>' +
    '<ellipse cx="100" cy="150" rx="62" ry="16" fill="#90caf9"/>',
  lamp:
    '<path d="M60 60h80l-20 60H80z" fill="#ffcc80"/>' +
    '<circle cx="100" cy="130" r="22" fill="#ff7043"/><rect x="96" y="20" width="8" height="40" fill="#607d8b"/>',
  bottle:
    '<rect x="86" y="30" width="28" height="22" fill="#b0bec5"/>' +
    '<rect x="70" y="52" width="60" height="100" rx="10" fill="#e0f7fa"/>' +
    '<rect x="70" y="90" width="60" height="30" fill="#ffffff"/>',
  sack:
    '<path d="M60 50q40-20 80 0l10 100q-50 15-100 0z" fill="#d7ccc8"/>' +
    '<rect x="75" y="90" width="50" height="30" fill="#ffffff"/>',
  tray:
    '<rect x="40" y="80" width="120" height="60" rx="6" fill="#ffe0b2"/>' +
    '<g fill="#fff8e1"><circle cx="65" cy="100" r="10"/><circle cx="100" cy="100" r="10"/>' +
    '<circle cx="135" cy="100" r="10"/><circle cx="65" cy="125" r="10"/><circle cx="100" cy="125" r="10"/>' +
    '<circle cx="135" cy="125" r="10"/></g>',
  box: '<rect x="50" y="60" width="100" height="80" fill="#d7ccc8"/><path d="M50 60l20-20h60l20 20z" fill="#bcaaa4"/>',
};

/** A square product picture: the shape on a coloured ground with a short label. */
export function productPicture(picture: ProductPicture, colour: string, label: string): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">' +
    `<rect width="200" height="200" fill="${colour}"/>${SHAPES[picture]}` +
    '<text x="100" y="188" text-anchor="middle" fill="#ffffff" font-family="Roboto, Arial, sans-serif" ' +
    `font-size="15" font-weight="600">${label}</text></svg>`;
  return dataUrl('image/svg+xml', svg);
}
