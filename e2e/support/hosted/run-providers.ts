import { startHostedProviders } from './providers.ts';

/**
 * `npm run hosted-providers -w @flockbook/e2e [-- <app port>]`: starts the local issuer, the
 * Firebase Auth emulator and the database stand-in for trying hosted sign-in by hand, adds one
 * issuer account, and prints the variables to start the server with. Ctrl+C stops them.
 */
const appPort = Number(process.argv[2] ?? process.env.PORT ?? 3000);
const appOrigin = `http://127.0.0.1:${appPort}`;
const providers = await startHostedProviders(appOrigin);
const account = providers.issuer.addAccount({
  email: 'keeper@example.com',
  password: 'keeper-pass-1',
  name: 'Hana Keeper',
});

const env = { ...providers.env, PORT: String(appPort), PUBLIC_URL: appOrigin };
console.log(`
Local sign-in services are running:
  OpenID Connect issuer  ${providers.issuer.issuer}  (sign in as ${account.email} / ${account.password})
  Firebase Auth emulator ${providers.emulator.url}  (register on the app's /register page)
  Database stand-in      ${providers.database.url}

Start the server in another terminal and open ${appOrigin} (not localhost: the issuer only
sends you back to ${appOrigin}/callback):

  ${Object.entries(env)
    .map(([key, value]) => `${key}=${value}`)
    .join(' \\\n  ')} \\
  npm run serve

Ctrl+C stops the services.`);

const stop = () => {
  void providers.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
