import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/**
 * Every money movement with a party, as rows of (party, date, kind, reference, debit, credit,
 * record): debit adds to what they owe us, credit takes from it. The one definition behind
 * party balances and the party ledger.
 */
export const partyMovementsSql: SQL = sql`
  select s.customer_id as party_id, s.date, 'sale' as kind,
    coalesce(nullif(s.invoice_no, ''), s.item) as reference, s.total as debit, 0::numeric as credit, s.id as record_id
    from sales s
  union all
  select a.party_id, a.date, case when a.direction = 'in' then 'payment received' else 'payment made' end,
    coalesce(nullif(a.reference, ''), a.category), case when a.direction = 'out' then a.amount else 0 end,
    case when a.direction = 'in' then a.amount else 0 end, a.id
    from amounts a where a.party_id is not null
  union all
  select p.supplier_id, p.date, 'feed purchase', coalesce(nullif(p.invoice_no, ''), p.feed_type), 0, p.total, p.id
    from feed_purchases p where p.supplier_id is not null
  union all
  select m.supplier_id, m.date, 'medicine purchase', m.name, 0, m.total, m.id
    from medicines m where m.supplier_id is not null`;

/**
 * What each party has moved, summed in one pass over the movements (`party_moves`: party_id,
 * moved), to join to "parties" for a whole list at once; a condition on one party reaches the
 * movements of that party alone.
 */
export const partyMovesSql: SQL = sql`(select mv.party_id, sum(mv.debit - mv.credit) as moved
  from (${partyMovementsSql}) mv group by mv.party_id) party_moves`;

/** What the party in the outer query ("parties", joined with `partyMovesSql`) owes us now; negative when we owe them. */
export const partyBalanceSql = sql<string>`("parties"."opening_balance" + coalesce(party_moves.moved, 0))`;
