import {
  createHash,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { freePort } from '../server-process.ts';
import { errorPage, languageOf, loginPage, logoutPage, signedOutPage } from './issuer-pages.ts';
import { avatarSvg, closeServer, readBody, sendJson } from './http.ts';

/** A local OpenID Connect issuer shaped like Auth0: implicit `id_token token`, `/api/v2/users`. */

export type IssuerAccount = {
  sub: string;
  email: string;
  password: string;
  name: string;
  picture: string;
  userMetadata: Record<string, unknown>;
};

export type RunningIssuer = {
  /** As its ID tokens name it, e.g. http://127.0.0.1:41234 */
  issuer: string;
  clientId: string;
  addAccount: (input: { email: string; password: string; name: string }) => IssuerAccount;
  account: (sub: string) => IssuerAccount | undefined;
  stop: () => Promise<void>;
};

export const issuerClientId = 'flockbook-web';

/** Auth0's scopes for a single-page app reading and writing its own user's metadata. */
const extraScopes = [
  'user_metadata',
  'app_metadata',
  'picture',
  'update:current_user_metadata',
  'create:current_user_metadata',
  'read:current_user',
];

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

export async function startOidcIssuer(options: {
  appOrigin: string;
  port?: number;
}): Promise<RunningIssuer> {
  const { appOrigin } = options;
  const port = options.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, IssuerAccount>();

  const configuration: Configuration = {
    clients: [
      {
        client_id: issuerClientId,
        client_name: 'Flockbook',
        // Native: the only kind oidc-provider lets use an http loopback redirect in implicit flow.
        application_type: 'native',
        token_endpoint_auth_method: 'none',
        grant_types: ['implicit'],
        response_types: ['id_token token'],
        redirect_uris: [`${appOrigin}/callback`],
        post_logout_redirect_uris: [appOrigin, `${appOrigin}/`],
      },
    ],
    responseTypes: ['id_token token'],
    scopes: ['openid', ...extraScopes],
    claims: {
      openid: ['sub'],
      profile: ['name', 'nickname', 'picture'],
      email: ['email', 'email_verified'],
      picture: ['picture'],
    },
    // Like Auth0, the ID token carries the profile claims even beside an access token.
    conformIdTokenClaims: false,
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    ttl: { AccessToken: 3600, IdToken: 3600, Interaction: 600, Session: 86_400, Grant: 86_400 },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.body = signedOutPage();
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin) => origin === appOrigin,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage({ ...out });
    },
    findAccount: (_ctx, sub) => {
      const found = accounts.get(sub);
      if (found === undefined) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: found.name,
          nickname: found.email.split('@')[0],
          picture: found.picture,
          email: found.email,
          email_verified: true,
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const oidc = provider.callback();

  function findByPassword(email: string, password: string): IssuerAccount | undefined {
    const found = [...accounts.values()].find((a) => a.email === email.trim().toLowerCase());
    return found && timingSafeEqual(digest(found.password), digest(password)) ? found : undefined;
  }

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    const language = languageOf(details.params.ui_locales, req.headers['accept-language']);
    const action = `/interaction/${uid}`;
    if (details.prompt.name === 'login') {
      if (req.method !== 'POST') {
        const hint = details.params.login_hint;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          loginPage({ language, action, ...(typeof hint === 'string' ? { email: hint } : {}) }),
        );
        return;
      }
      const form = new URLSearchParams(await readBody(req));
      const email = form.get('email') ?? '';
      const found = findByPassword(email, form.get('password') ?? '');
      if (found === undefined) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(loginPage({ language, action, email, wrong: true }));
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId: found.sub } });
      return;
    }
    // Consent: first-party application, granted without asking.
    const { missingOIDCScope, missingOIDCClaims } = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
    };
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({
          accountId: details.session?.accountId ?? '',
          clientId: String(details.params.client_id),
        });
    if (grant === undefined) throw new Error('The grant of this interaction is gone.');
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      {
        mergeWithLastSubmission: true,
      },
    );
  }

  /** Auth0's Management API subset a browser may call with its own access token. */
  async function users(req: IncomingMessage, res: ServerResponse, sub: string) {
    const origin = req.headers.origin;
    const cors: Record<string, string> =
      origin === appOrigin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, PATCH',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    const fail = (statusCode: number, error: string, message: string) =>
      sendJson(res, statusCode, { statusCode, error, message }, cors);
    if (req.method !== 'GET' && req.method !== 'PATCH') return fail(405, 'Method Not Allowed', '');
    const bearer = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const token = bearer === undefined ? undefined : await provider.AccessToken.find(bearer);
    if (token === undefined) return fail(401, 'Unauthorized', 'Invalid token');
    const needed = req.method === 'GET' ? 'read:current_user' : 'update:current_user_metadata';
    if (
      !String(token.scope ?? '')
        .split(' ')
        .includes(needed)
    ) {
      return fail(403, 'Forbidden', `Insufficient scope, expected any of: ${needed}`);
    }
    const found = accounts.get(sub);
    if (token.accountId !== sub || found === undefined) {
      return fail(403, 'Forbidden', 'You cannot read or change another user');
    }
    if (req.method === 'PATCH') {
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return fail(400, 'Bad Request', 'Invalid JSON');
      }
      const metadata = (body as { user_metadata?: unknown } | null)?.user_metadata;
      if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) {
        return fail(
          400,
          'Bad Request',
          'Payload validation error: user_metadata must be an object',
        );
      }
      // Auth0 merges the top-level keys; null removes one.
      for (const [key, value] of Object.entries(metadata)) {
        if (value === null) delete found.userMetadata[key];
        else found.userMetadata[key] = value;
      }
    }
    sendJson(res, 200, view(found), cors);
  }

  const view = (a: IssuerAccount) => ({
    user_id: a.sub,
    email: a.email,
    email_verified: true,
    name: a.name,
    nickname: a.email.split('@')[0],
    picture: a.picture,
    user_metadata: a.userMetadata,
    app_metadata: {},
    identities: [{ provider: 'auth0', user_id: a.sub.split('|')[1], isSocial: false }],
  });

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    const usersPath = /^\/api\/v2\/users\/([^/]+)$/.exec(path);
    const interactionPath = /^\/interaction\/([\w-]+)$/.exec(path);
    const avatarPath = /^\/avatars\/([\w-]+)\.svg$/.exec(path);
    let handled: Promise<void> | undefined;
    if (usersPath) handled = users(req, res, decodeURIComponent(usersPath[1] ?? ''));
    else if (interactionPath) handled = interaction(req, res, interactionPath[1] ?? '');
    else if (avatarPath) {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' });
      res.end(avatarSvg(accounts.get(`auth0|${avatarPath[1]}`)?.name ?? '?'));
    } else handled = oidc(req, res);
    void Promise.resolve(handled).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    issuer,
    clientId: issuerClientId,
    addAccount: ({ email, password, name }) => {
      const id = randomUUID();
      const account: IssuerAccount = {
        sub: `auth0|${id}`,
        email: email.toLowerCase(),
        password,
        name,
        picture: `${issuer}/avatars/${id}.svg`,
        userMetadata: {},
      };
      accounts.set(account.sub, account);
      return account;
    },
    account: (sub) => accounts.get(sub),
    stop: () => closeServer(server),
  };
}
