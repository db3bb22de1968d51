import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DEMO: 'on', LOG_LEVEL: 'info' });
    expect(env.DATA_DIR).toMatch(/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("takes a new farm's time zone, UTC by default, and refuses an unknown one", () => {
    expect(loadEnv({}).FARM_TIME_ZONE).toBe('UTC');
    expect(loadEnv({ FARM_TIME_ZONE: 'Asia/Karachi' }).FARM_TIME_ZONE).toBe('Asia/Karachi');
    expect(() => loadEnv({ FARM_TIME_ZONE: 'Asia/Lahore' })).toThrow(
      'FARM_TIME_ZONE: must be an IANA time zone such as UTC or Asia/Karachi',
    );
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

describe('hosted sign-in settings', () => {
  const firebase = {
    FIREBASE_API_KEY: 'key',
    FIREBASE_AUTH_DOMAIN: 'demo-flock.firebaseapp.com',
    FIREBASE_PROJECT_ID: 'demo-flock',
    FIREBASE_DATABASE_URL: 'https://demo-flock-default-rtdb.firebaseio.com',
  };
  const problemsOf = (source: Record<string, string>) => {
    try {
      loadEnv(source);
    } catch (error) {
      if (error instanceof EnvError) return error.problems;
      throw error;
    }
    return [];
  };

  it('leaves every service unconfigured by default', () => {
    const env = loadEnv({});
    expect(env.OIDC_ISSUER).toBeUndefined();
    expect(env.FIREBASE_API_KEY).toBeUndefined();
    expect(env.FIREBASE_JWKS_URL).toBe(
      'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    );
  });

  it('takes complete settings of both services', () => {
    expect(
      problemsOf({ AUTH0_DOMAIN: 'farm.eu.auth0.com', OIDC_CLIENT_ID: 'c', ...firebase }),
    ).toEqual([]);
    expect(problemsOf({ OIDC_ISSUER: 'http://127.0.0.1:4010', OIDC_CLIENT_ID: 'c' })).toEqual([]);
  });

  it('names the missing variables of a partly configured service', () => {
    const problems = problemsOf({ OIDC_AUDIENCE: 'api', FIREBASE_API_KEY: 'key' });
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/^OIDC_ISSUER or AUTH0_DOMAIN: missing; OpenID Connect sign-in/);
    expect(problems[1]).toMatch(/^OIDC_CLIENT_ID: missing/);
    expect(problems.slice(2).map((problem) => problem.split(':')[0])).toEqual([
      'FIREBASE_AUTH_DOMAIN',
      'FIREBASE_PROJECT_ID',
      'FIREBASE_DATABASE_URL',
    ]);
    expect(problemsOf({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toHaveLength(4);
  });

  it('refuses malformed values, and two issuers at once', () => {
    const problems = problemsOf({
      OIDC_ISSUER: 'ftp://issuer.example.com',
      AUTH0_DOMAIN: 'https://farm.eu.auth0.com/',
      OIDC_CLIENT_ID: 'c',
      ...firebase,
      FIREBASE_PROJECT_ID: 'Demo/Flock',
      FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099',
    });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'AUTH0_DOMAIN',
      'AUTH0_DOMAIN',
      'FIREBASE_AUTH_EMULATOR_HOST',
      'FIREBASE_PROJECT_ID',
      'OIDC_ISSUER',
    ]);
    expect(problems.join('\n')).toContain('set either OIDC_ISSUER or AUTH0_DOMAIN, not both');
  });
});
