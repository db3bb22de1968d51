import type { Alert } from '@flockbook/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/query-rows.ts';
import type { AlertContext } from '../alerts/alert-rule.ts';
import { farmIdList } from '../alerts/rules/farm-id-list.ts';

type DueRow = {
  farmId: string;
  farmName: string;
  flockId: string;
  flockName: string;
  itemId: string;
  item: string;
  method: string;
  dayOfAge: number;
  dueOn: string;
  daysLate: number;
};

/**
 * The programme items due today or overdue (not given) of the active flocks of farms sharing
 * `today`: one alert each, an error once late.
 */
export async function programmeAlerts({ db, farmIds, today }: AlertContext): Promise<Alert[]> {
  if (farmIds.length === 0) return [];
  const rows = await queryRows<DueRow>(
    db,
    sql`select f.farm_id as "farmId", farm.name as "farmName", f.id as "flockId",
        f.name as "flockName", i.id as "itemId", i.name as item, i.method,
        i.day_of_age as "dayOfAge", (f.placed_on + i.day_of_age)::text as "dueOn",
        (${today}::date - (f.placed_on + i.day_of_age))::int as "daysLate"
      from flocks f join farms farm on farm.id = f.farm_id
      join vaccination_programme_items i on i.programme_id = f.programme_id
      where f.status = 'active' and f.placed_on + i.day_of_age <= ${today}::date
        and not exists (select 1 from medicine_uses u
          where u.flock_id = f.id and u.programme_item_id = i.id)
        and f.farm_id in (${farmIdList(farmIds)})
      order by farm.name, f.name, i.day_of_age, i.position`,
  );
  return rows.map((row) => ({
    id: `programme:${row.flockId}:${row.itemId}`,
    kind: 'programme',
    severity: row.daysLate > 0 ? 'error' : 'warning',
    farmId: row.farmId,
    farmName: row.farmName,
    flockId: row.flockId,
    flockName: row.flockName,
    facts: {
      item: row.item,
      method: row.method,
      dayOfAge: row.dayOfAge,
      dueOn: row.dueOn,
      daysLate: row.daysLate,
    },
    message:
      row.daysLate > 0
        ? `${row.item} (${row.method}, day ${row.dayOfAge}) was due on ${row.dueOn}: ${row.daysLate} ${row.daysLate === 1 ? 'day' : 'days'} late`
        : `${row.item} (${row.method}, day ${row.dayOfAge}) is due today`,
  }));
}
