// Runs the loopback OpenID provider as a process (browser tests): OIDC_PORT, OIDC_REDIRECT_URI.
import { startOidcProvider } from './oidc-provider';

const provider = await startOidcProvider({
  port: Number(process.env.OIDC_PORT ?? 3299),
  redirectUris: [process.env.OIDC_REDIRECT_URI ?? 'http://127.0.0.1:3210/api/auth/callback/google'],
});
process.stdout.write(`OpenID provider listening at ${provider.issuer}\n`);
process.on('SIGTERM', () => void provider.close().then(() => process.exit(0)));
