import type { OrderStatusEntry } from '@flockbook/mock-api/e-commerce';
import Chip from '@mui/material/Chip';
import type { ECommerceTexts } from '../../locales/en.ts';
import { readableOn } from '../../../../lib/readable-colour.ts';

/** An order status in its own colour, named in the current language. */
export function OrderStatusChip({
  status,
  texts,
}: {
  status: OrderStatusEntry;
  texts: ECommerceTexts;
}) {
  return (
    <Chip
      data-testid="order-status"
      size="small"
      label={statusName(status, texts)}
      sx={{ ...readableOn(status.color), fontWeight: 600 }}
    />
  );
}

export function statusName(status: OrderStatusEntry, texts: ECommerceTexts): string {
  return texts.statuses[status.id] ?? status.name;
}
