import { daysFrom } from '../../platform/dates.ts';
import type { CalendarEvent } from './contract.ts';

/** The local calendar day `days` after `today` (before it when negative), `YYYY-MM-DD`. */
export function dayFrom(today: Date, days: number): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type Sketch = { id: string; title: string; desc: string };

/** The farm's calendar around `now`: vaccinations, deliveries, vet visits, weighings. */
export function calendarSampleData(now: Date): CalendarEvent[] {
  const allDay = (sketch: Sketch, first: number, days = 1): CalendarEvent => ({
    ...sketch,
    allDay: true,
    start: dayFrom(now, first),
    end: dayFrom(now, first + days),
  });
  const timed = (
    sketch: Sketch,
    day: number,
    [hours, minutes]: [number, number],
    durationMinutes: number,
  ): CalendarEvent => ({
    ...sketch,
    allDay: false,
    start: daysFrom(now, day, hours, minutes),
    end: daysFrom(now, day, hours, minutes + durationMinutes),
  });
  return [
    allDay(
      {
        id: 'a3f1c2d4',
        title: 'Newcastle vaccination, House 2',
        desc: 'Spray vaccine at day 14. Lights dimmed, fans at minimum during spraying.',
      },
      -9,
    ),
    timed(
      {
        id: '5b7e90a1',
        title: 'Feed delivery: starter crumbs',
        desc: '12 t starter from the mill. Check the delivery note against the silo level.',
      },
      -6,
      [7, 30],
      90,
    ),
    timed(
      {
        id: 'c0d9e8f7',
        title: 'Vet visit',
        desc: 'Routine health check of Houses 1 to 3; post-mortems if needed.',
      },
      -3,
      [10, 0],
      120,
    ),
    allDay(
      {
        id: '19ab2c3d',
        title: 'Litter change, House 1',
        desc: 'Remove the old litter, wash, disinfect and dry before new shavings go in.',
      },
      -2,
      3,
    ),
    timed(
      {
        id: 'e4f5a6b7',
        title: 'Weekly weighing, House 3',
        desc: 'Weigh 100 birds at five points of the house; record the average and uniformity.',
      },
      0,
      [8, 0],
      60,
    ),
    timed(
      {
        id: '7c8d9e0f',
        title: 'Water line flush',
        desc: 'Flush the drinker lines of Houses 1 and 2 after the vitamin treatment.',
      },
      0,
      [14, 30],
      45,
    ),
    allDay(
      {
        id: '2a3b4c5d',
        title: 'Gumboro vaccination, House 4',
        desc: 'In the drinking water. Stop chlorination the day before.',
      },
      1,
    ),
    timed(
      {
        id: 'f6e5d4c3',
        title: 'Feed delivery: grower pellets',
        desc: '18 t grower pellets for Houses 2 and 3.',
      },
      2,
      [7, 0],
      90,
    ),
    timed(
      {
        id: '8b9a0c1d',
        title: 'Staff meeting',
        desc: 'Biosecurity rules at the house doors; the new night shift rota.',
      },
      3,
      [16, 0],
      60,
    ),
    allDay(
      {
        id: '3e4f5a6b',
        title: 'Chick placement, House 5',
        desc: '22,000 Ross 308 day-old chicks. Brooders on from the day before.',
      },
      5,
      2,
    ),
    timed(
      {
        id: 'd1c2b3a4',
        title: 'Vet visit: blood samples',
        desc: 'Blood samples for the avian influenza monitoring programme.',
      },
      7,
      [9, 30],
      90,
    ),
    timed(
      {
        id: '6f7a8b9c',
        title: 'Weekly weighing, House 2',
        desc: 'Compare with the Ross 308 target for the age.',
      },
      7,
      [13, 0],
      60,
    ),
    allDay(
      {
        id: '0e1d2c3b',
        title: 'Catching and loading, House 1',
        desc: 'Processing plant trucks from 02:00. Feed withdrawal eight hours before.',
      },
      11,
    ),
    timed(
      {
        id: '9a8b7c6d',
        title: 'Gas supplier: tank refill',
        desc: 'Propane for the brooders of House 5.',
      },
      13,
      [11, 0],
      30,
    ),
  ];
}
