import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DEMO: 'on', LOG_LEVEL: 'info' });
    expect(env.DATA_DIR).toMatch(/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000 });
  });

  it('lists every wrong variable at once', () => {
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', DEMO: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const { problems, message } = error as EnvError;
      expect(problems).toHaveLength(3);
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('DEMO');
    }
  });
});
