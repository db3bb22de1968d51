import { FARM_AREAS, FARM_AREA_IDS } from '@flockbook/contracts';
import { describe, expect, it } from 'vitest';
import { RECORD_AREAS } from './index.ts';

// The farm area list (contracts) against the server's areas; the role table's test checks
// the registered routes and their roles against it.
describe('the server against the farm area list', () => {
  it('has an area for every listed one, under its own id, and none besides', () => {
    expect(Object.keys(RECORD_AREAS)).toEqual(FARM_AREA_IDS);
    const misfiled = FARM_AREA_IDS.filter((id) => RECORD_AREAS[id].id !== id).map(
      (id) => `${id} holds the area of ${RECORD_AREAS[id].id}`,
    );
    expect(misfiled).toEqual([]);
  });

  it('asks a flock of each new record exactly where the list says it belongs to a flock', () => {
    const wrong = FARM_AREA_IDS.flatMap((id) => {
      const flockId = RECORD_AREAS[id].schemas.input.shape.flockId;
      const requiresFlock = flockId !== undefined && !flockId.safeParse(undefined).success;
      return requiresFlock === FARM_AREAS[id].flock
        ? []
        : [
            `${id}: the list says flock ${FARM_AREAS[id].flock}, its input requires one: ${requiresFlock}`,
          ];
    });
    expect(wrong).toEqual([]);
  });
});
