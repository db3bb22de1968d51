import Chip from '@mui/material/Chip';
import type { ECommerceTexts } from '../../locales/en.ts';

/** At or under this many left, a product is low on stock. */
export const LOW_STOCK = 10;

/** The quantity in stock, red when none is left and amber when few are. */
export function QuantityChip({ quantity, texts }: { quantity: number; texts: ECommerceTexts }) {
  const color = quantity === 0 ? 'error' : quantity <= LOW_STOCK ? 'warning' : 'success';
  const note = quantity === 0 ? texts.outOfStock : quantity <= LOW_STOCK ? texts.lowStock : '';
  return (
    <Chip
      data-testid="product-quantity"
      size="small"
      color={color}
      variant={color === 'success' ? 'outlined' : 'filled'}
      label={quantity}
      title={note || undefined}
      aria-label={note ? `${quantity} (${note})` : String(quantity)}
    />
  );
}
