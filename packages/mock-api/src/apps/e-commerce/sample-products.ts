import type { Product } from './contract.ts';
import {
  handleOf,
  PRODUCT_EXTRA_SHIPPING_FEE,
  PRODUCT_TAX_RATE,
  priceWithTax,
} from './contract.ts';
import { productPicture } from './product-images.ts';
import type { ProductPicture } from './product-images.ts';

type Row = [
  name: string,
  picture: ProductPicture,
  categories: string[],
  tags: string[],
  priceTaxExcl: number,
  quantity: number,
  /** width, height, depth in cm; weight in kg */
  size: [number, number, number, number],
  active: boolean,
];

// prettier-ignore
const ROWS: Row[] = [
  ['Galvanised tube feeder 10 kg', 'feeder', ['Feeders'], ['broiler', 'steel'], 18.5, 120, [40, 60, 40, 2.4], true],
  ['Pan feeder for broilers', 'feeder', ['Feeders'], ['broiler', 'plastic'], 6.9, 340, [35, 12, 35, 0.6], true],
  ['Chick feeder tray (pack of 10)', 'tray', ['Feeders', 'Brooding'], ['chick', 'plastic'], 12, 0, [60, 5, 40, 1.1], true],
  ['Nipple drinker line 3 m', 'drinker', ['Drinkers'], ['broiler', 'layer'], 42, 36, [300, 8, 6, 3.2], true],
  ['Bell drinker 8 L', 'drinker', ['Drinkers'], ['broiler'], 9.75, 8, [38, 30, 38, 0.9], true],
  ['Chick drinker 4 L', 'drinker', ['Drinkers', 'Brooding'], ['chick'], 3.2, 410, [22, 24, 22, 0.3], true],
  ['Infrared heat lamp 250 W', 'lamp', ['Heating', 'Brooding'], ['chick', 'winter'], 7.4, 95, [13, 18, 13, 0.25], true],
  ['Gas brooder 3 kW', 'lamp', ['Heating', 'Brooding'], ['chick', 'gas'], 128, 4, [60, 40, 60, 6.5], true],
  ['Heat lamp guard with clamp', 'lamp', ['Heating'], ['safety'], 11.9, 60, [25, 30, 25, 0.7], false],
  ['Newcastle disease vaccine (1,000 doses)', 'bottle', ['Vaccines'], ['cold chain', 'broiler', 'layer'], 24, 48, [5, 10, 5, 0.1], true],
  ['Gumboro vaccine (1,000 doses)', 'bottle', ['Vaccines'], ['cold chain', 'broiler'], 27.5, 3, [5, 10, 5, 0.1], true],
  ['Marek vaccine (2,000 doses)', 'bottle', ['Vaccines'], ['cold chain', 'hatchery'], 61, 12, [5, 12, 5, 0.15], true],
  ['Vitamin and electrolyte mix 1 kg', 'box', ['Health'], ['heat stress', 'water'], 14.2, 150, [15, 20, 8, 1.05], true],
  ['Coccidiostat water treatment 1 L', 'bottle', ['Health'], ['water', 'broiler'], 19.9, 0, [9, 24, 9, 1.1], true],
  ['Broiler starter crumble 25 kg', 'sack', ['Feed'], ['broiler', 'starter'], 16.8, 600, [50, 80, 15, 25], true],
  ['Broiler grower pellets 25 kg', 'sack', ['Feed'], ['broiler', 'grower'], 15.4, 820, [50, 80, 15, 25], true],
  ['Layer mash 25 kg', 'sack', ['Feed'], ['layer'], 14.9, 430, [50, 80, 15, 25], true],
  ['Oyster shell grit 10 kg', 'sack', ['Feed'], ['layer', 'calcium'], 8.3, 7, [35, 50, 10, 10], true],
  ['Egg tray 30 cells (pack of 100)', 'tray', ['Egg handling'], ['layer', 'paper'], 22, 210, [30, 40, 30, 6], true],
  ['Plastic egg tray 30 cells', 'tray', ['Egg handling'], ['layer', 'washable'], 1.6, 1200, [30, 5, 30, 0.2], true],
  ['Egg candling lamp', 'lamp', ['Egg handling', 'Hatchery'], ['hatchery'], 18, 22, [8, 15, 8, 0.3], true],
  ['Wood shavings litter bale 20 kg', 'box', ['Housing'], ['litter'], 9.5, 300, [60, 40, 30, 20], true],
  ['Digital poultry scale 50 kg', 'box', ['Equipment'], ['weighing'], 49, 15, [30, 10, 25, 1.8], true],
  ['Hygrometer and thermometer', 'box', ['Equipment', 'Brooding'], ['climate'], 12.5, 2, [10, 15, 3, 0.15], false],
];

const COLOURS = [
  '#2e7d32',
  '#1565c0',
  '#6a1b9a',
  '#c62828',
  '#00838f',
  '#ef6c00',
  '#4e342e',
  '#37474f',
];

function productId(index: number): string {
  return `p${(0x5a10 + index * 37).toString(16)}`;
}

/** The sample products: a farm shop's feeders, drinkers, heating, vaccines, feed and trays. */
export function sampleProducts(): Product[] {
  return ROWS.map(
    ([name, picture, categories, tags, priceTaxExcl, quantity, size, active], index) => {
      const id = productId(index);
      const views = index % 3 === 0 ? 3 : index % 3 === 1 ? 2 : 1;
      const images = Array.from({ length: views }, (_, view) => ({
        id: `${id}-img${view + 1}`,
        url: productPicture(
          picture,
          COLOURS[(index + view * 3) % COLOURS.length] ?? '#2e7d32',
          view === 0 ? (categories[0] ?? '') : `View ${view + 1}`,
        ),
        type: 'image' as const,
      }));
      const [width, height, depth, weight] = size;
      return {
        id,
        name,
        handle: handleOf(name),
        description: `${name} for poultry houses. ${categories.join(', ')}; delivered to the farm gate.`,
        categories,
        tags,
        featuredImageId: images[0]?.id ?? null,
        images,
        priceTaxExcl,
        priceTaxIncl: priceWithTax(priceTaxExcl, PRODUCT_TAX_RATE),
        taxRate: PRODUCT_TAX_RATE,
        comparedPrice: Math.round(priceTaxExcl * 125) / 100,
        quantity,
        sku: `FB-${String(1001 + index)}`,
        width,
        height,
        depth,
        weight,
        extraShippingFee: PRODUCT_EXTRA_SHIPPING_FEE,
        active,
      };
    },
  );
}
