import type { Alert } from '@flockbook/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../lib/query-rows.ts';
import { farmIdList } from './farm-id-list.ts';
import { shiftDay } from '../alert-rule.ts';
import type { AlertRule } from '../alert-rule.ts';

/** Feed running out and medicine expiring, on the farms with an active flock. */
export const stockAlerts: AlertRule = async ({ db, farmIds, today, settings, stockOf }) => {
  if (farmIds.length === 0) return [];
  const working = await queryRows<{ farmId: string; farmName: string }>(
    db,
    sql`select fa.id as "farmId", fa.name as "farmName" from farms fa
      where fa.id in (${farmIdList(farmIds)})
        and exists (select 1 from flocks f where f.farm_id = fa.id and f.status = 'active')
      order by fa.name`,
  );
  const alerts: Alert[] = [];
  for (const { farmId, farmName } of working) {
    const place = { farmId, farmName, flockId: null, flockName: null };
    const stock = await stockOf(farmId);
    for (const feed of stock.feed) {
      if (feed.daysLeft !== null && feed.daysLeft < settings.feedAlertDays) {
        alerts.push({
          id: `feed:${farmId}:${feed.feedType}`,
          kind: 'feed',
          severity: feed.daysLeft < 1 ? 'error' : 'warning',
          ...place,
          facts: {
            feedType: feed.feedType,
            daysLeft: feed.daysLeft,
            stockKg: Number(feed.stockKg),
          },
          message: `${feed.feedType} feed lasts ${feed.daysLeft} ${feed.daysLeft === 1 ? 'day' : 'days'} (${Number(feed.stockKg)} kg left)`,
        });
      }
    }
    const soon = shiftDay(today, settings.medicineExpiryAlertDays);
    for (const medicine of stock.medicines) {
      if (medicine.expiresOn && medicine.expiresOn <= soon) {
        alerts.push({
          id: `medicine:${medicine.medicineId}`,
          kind: 'medicine-expiry',
          severity: medicine.expired ? 'error' : 'warning',
          ...place,
          facts: {
            medicine: medicine.name,
            remaining: Number(medicine.remaining),
            unit: medicine.unit,
            expiresOn: medicine.expiresOn,
            expired: medicine.expired,
          },
          message: `${medicine.name}: ${Number(medicine.remaining)} ${medicine.unit} ${medicine.expired ? 'expired' : 'expire'} on ${medicine.expiresOn}`,
        });
      }
    }
  }
  return alerts;
};
