import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import { vaccinationProgrammeItems, vaccinationProgrammes } from '../schema/programmes.ts';
import { BROILER_PROGRAMME } from './demo-stock.ts';

type Tx = Parameters<Parameters<DatabaseHandle['db']['transaction']>[0]>[0];

export type DemoProgrammeItem = {
  dayOfAge: number;
  name: string;
  kind: string;
  method: string;
  dosePerBird: string;
  notes: string;
};
export type DemoProgramme = {
  name: string;
  flockType: 'broiler' | 'layer';
  breeds: string[];
  notes: string;
  items: DemoProgrammeItem[];
};

const [lasota, gumboro, vitamins] = BROILER_PROGRAMME.map((medicine) => medicine.name) as [
  string,
  string,
  string,
];

/**
 * The demo farms' programmes. The broiler one names the medicines the demo flocks are given
 * on those days (their uses are linked to its items); its last item is still ahead of them.
 */
export const DEMO_PROGRAMMES: DemoProgramme[] = [
  {
    name: 'Ross 308 broiler programme',
    flockType: 'broiler',
    breeds: ['Ross 308'],
    notes: "Marek's is given at the hatchery; the farm starts on day 1.",
    items: [
      {
        dayOfAge: 1,
        name: vitamins,
        kind: 'vitamin',
        method: 'water',
        dosePerBird: '0.5',
        notes: 'Against the stress of transport and placement.',
      },
      {
        dayOfAge: 7,
        name: lasota,
        kind: 'vaccine',
        method: 'eye drop',
        dosePerBird: '1',
        notes: 'One drop per bird; count the birds done.',
      },
      {
        dayOfAge: 14,
        name: gumboro,
        kind: 'vaccine',
        method: 'water',
        dosePerBird: '1',
        notes: 'Withhold water two hours before; give all within two hours.',
      },
      {
        dayOfAge: 21,
        name: lasota,
        kind: 'vaccine',
        method: 'water',
        dosePerBird: '1',
        notes: 'Newcastle and bronchitis booster.',
      },
      {
        dayOfAge: 22,
        name: vitamins,
        kind: 'vitamin',
        method: 'water',
        dosePerBird: '0.5',
        notes: 'After the booster.',
      },
      {
        dayOfAge: 35,
        name: 'Newcastle (Lasota) booster',
        kind: 'vaccine',
        method: 'water',
        dosePerBird: '1',
        notes: 'Only for flocks kept past 40 days.',
      },
    ],
  },
  {
    name: 'Layer rearing programme',
    flockType: 'layer',
    breeds: [],
    notes: 'From placement to point of lay; boosters in lay follow the vet.',
    items: [
      {
        dayOfAge: 0,
        name: "Marek's vaccine",
        kind: 'vaccine',
        method: 'injection',
        dosePerBird: '1',
        notes: 'At the hatchery, if not given there.',
      },
      {
        dayOfAge: 7,
        name: 'ND + IB vaccine',
        kind: 'vaccine',
        method: 'eye drop',
        dosePerBird: '1',
        notes: '',
      },
      {
        dayOfAge: 14,
        name: 'Gumboro (IBD) vaccine',
        kind: 'vaccine',
        method: 'water',
        dosePerBird: '1',
        notes: '',
      },
      {
        dayOfAge: 24,
        name: 'Gumboro (IBD) vaccine',
        kind: 'vaccine',
        method: 'water',
        dosePerBird: '1',
        notes: 'Booster.',
      },
      {
        dayOfAge: 35,
        name: 'ND + IB vaccine',
        kind: 'vaccine',
        method: 'water',
        dosePerBird: '1',
        notes: 'Booster.',
      },
      {
        dayOfAge: 56,
        name: 'Fowl pox vaccine',
        kind: 'vaccine',
        method: 'injection',
        dosePerBird: '1',
        notes: 'Wing web.',
      },
      {
        dayOfAge: 84,
        name: 'Infectious coryza vaccine',
        kind: 'vaccine',
        method: 'injection',
        dosePerBird: '1',
        notes: '',
      },
      {
        dayOfAge: 112,
        name: 'ND + IB + EDS vaccine',
        kind: 'vaccine',
        method: 'injection',
        dosePerBird: '1',
        notes: 'Before point of lay.',
      },
      {
        dayOfAge: 119,
        name: 'Multivitamin with electrolytes',
        kind: 'vitamin',
        method: 'water',
        dosePerBird: '0.5',
        notes: 'Into lay.',
      },
    ],
  },
];

/** A programme's item by the medicine's name and the day of age it is given on. */
export type ItemOf = (name: string, dayOfAge: number) => string | null;

/** Writes the demo programmes; answers each one's id and its item lookup, by flock type. */
export async function seedProgrammes(
  tx: Tx,
  createdBy: string | null,
): Promise<Map<string, { id: string; breeds: string[]; itemOf: ItemOf }>> {
  const byType = new Map<string, { id: string; breeds: string[]; itemOf: ItemOf }>();
  for (const { items, ...programme } of DEMO_PROGRAMMES) {
    const [row] = await tx
      .insert(vaccinationProgrammes)
      .values({ ...programme, createdBy })
      .returning({ id: vaccinationProgrammes.id });
    const programmeId = row?.id ?? '';
    await tx
      .insert(vaccinationProgrammeItems)
      .values(items.map((item, position) => ({ ...item, programmeId, position })));
    const rows = await tx
      .select()
      .from(vaccinationProgrammeItems)
      .where(eq(vaccinationProgrammeItems.programmeId, programmeId));
    byType.set(programme.flockType, {
      id: programmeId,
      breeds: programme.breeds,
      itemOf: (name, dayOfAge) =>
        rows.find((item) => item.name === name && item.dayOfAge === dayOfAge)?.id ?? null,
    });
  }
  return byType;
}
