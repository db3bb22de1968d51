import { describe, expect, it } from 'vitest';
import { speedIn, temperatureIn } from './weather-units.ts';

describe('weather units', () => {
  it('converts °C to °F and km/h to mph, rounded', () => {
    expect(temperatureIn(18, 'C')).toBe(18);
    expect(temperatureIn(18, 'F')).toBe(64);
    expect(temperatureIn(-40, 'F')).toBe(-40);
    expect(speedIn(24, 'KMH')).toBe(24);
    expect(speedIn(24, 'MPH')).toBe(15);
    expect(speedIn(100, 'MPH')).toBe(62);
  });
});
