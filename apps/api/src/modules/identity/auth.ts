import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer, genericOAuth, jwt, phoneNumber } from 'better-auth/plugins';
import type { Db } from '../../db/client';
import { accounts, jwks, sessions, users, verifications } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import type { SmsSender } from '../../lib/sms';
import { withScopedContext } from './auth-context';
import { passwordHasher } from './password-hash';
import { OTP_LENGTH } from '@lbd/shared';

export interface AuthConfig {
  db: Db;
  secret: string;
  /** Public origin of the site: cookies, OAuth callbacks and the links in emails use it. */
  origin: string;
  accessTokenTtlSeconds: number;
  mailer: Mailer;
  sms: SmsSender;
  google?: { clientId: string; clientSecret: string; discoveryUrl: string };
  facebook?: { clientId: string; clientSecret: string };
  /** Where the identity service's own messages go (only the message: its details may hold secrets). */
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
  /**
   * Called once a session has been created, by every way of signing in or up (password, one-time code,
   * social): the one place sessions are made. Its failure never fails the sign-in.
   */
  onSessionCreated?: (session: NewSession) => Promise<void>;
}

/** A session just created: who, from where, when. */
export interface NewSession {
  sessionId: string;
  userId: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
}

export const OTP_EXPIRES_IN_SECONDS = 300;
export const OTP_ALLOWED_ATTEMPTS = 3;
/** Sign-ups by phone get a placeholder email in this domain until they add a real one. */
export const PHONE_EMAIL_DOMAIN = 'phone.learnbydoing.invalid';

/**
 * The built-in identity service (better-auth). Only this file and identity.provider.ts know it;
 * the rest of the API talks to the IdentityProvider interface, so an external service can replace it.
 */
export function createAuth(config: AuthConfig) {
  const oauthProviders = [
    ...(config.google
      ? [
          {
            providerId: 'google',
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            discoveryUrl: config.google.discoveryUrl,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
          },
        ]
      : []),
    ...(config.facebook
      ? [
          {
            providerId: 'facebook',
            clientId: config.facebook.clientId,
            clientSecret: config.facebook.clientSecret,
            authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
            tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
            scopes: ['email', 'public_profile'],
            getUserInfo: async (tokens: { accessToken?: string }) => {
              const res = await fetch(
                `https://graph.facebook.com/me?fields=id,name,email,picture&access_token=${encodeURIComponent(tokens.accessToken ?? '')}`,
              );
              if (!res.ok) return null;
              const me = (await res.json()) as {
                id: string;
                name: string;
                email?: string;
                picture?: { data?: { url?: string } };
              };
              if (!me.email) return null;
              return { id: me.id, name: me.name, email: me.email, image: me.picture?.data?.url, emailVerified: true };
            },
          },
        ]
      : []),
  ];

  // Its context stores are enabled only during its own calls (auth-context.ts): per-promise cost otherwise.
  return withScopedContext(
    betterAuth({
      appName: 'Learn By Doing',
      baseURL: config.origin,
      basePath: '/api/auth',
      secret: config.secret,
      trustedOrigins: [config.origin],
      database: drizzleAdapter(config.db, {
        provider: 'pg',
        schema: { user: users, session: sessions, account: accounts, verification: verifications, jwks },
      }),
      emailAndPassword: {
        enabled: true,
        minPasswordLength: 8,
        maxPasswordLength: 128,
        resetPasswordTokenExpiresIn: 60 * 60,
        revokeSessionsOnPasswordReset: true,
        // Sign-up, sign-in, reset and the admin's createUser all hash and check through this.
        password: passwordHasher,
        // The link returns to the site itself, which posts the new password with the token.
        sendResetPassword: async ({ user, token }) => {
          const link = `${config.origin}/resetPassword?token=${encodeURIComponent(token)}`;
          await config.mailer.send({
            to: user.email,
            kind: 'password_reset',
            subject: 'Reset your Learn By Doing password',
            text: `Hello,\n\nWe received a request to reset the password of your Learn By Doing account.\nOpen this link within an hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, you can ignore this email.\n`,
            html: `<p>Hello,</p><p>We received a request to reset the password of your Learn By Doing account.</p><p><a href="${link}">Choose a new password</a> (the link works for an hour).</p><p>If you did not ask for this, you can ignore this email.</p>`,
          });
        },
      },
      account: {
        // A social sign-in never attaches itself to an existing account silently: the user proves the
        // password first and links explicitly.
        accountLinking: { enabled: true, disableImplicitLinking: true, trustedProviders: [] },
      },
      session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
      databaseHooks: {
        session: {
          create: {
            // Runs after the session's row is written (and committed); the sign-in waits for it, so it
            // only decides and starts its work, and whatever fails in it is logged, never thrown.
            after: async (session) => {
              if (!config.onSessionCreated) return;
              await config
                .onSessionCreated({
                  sessionId: session.id,
                  userId: session.userId,
                  ipAddress: session.ipAddress ?? null,
                  userAgent: session.userAgent ?? null,
                  createdAt: new Date(session.createdAt),
                })
                .catch((err: unknown) =>
                  config.log?.('warn', `after a sign-in: ${err instanceof Error ? err.name : typeof err}`),
                );
            },
          },
        },
      },
      rateLimit: { enabled: false },
      advanced: {
        cookiePrefix: 'lbd',
        useSecureCookies: config.origin.startsWith('https://'),
        database: { generateId: () => crypto.randomUUID() },
      },
      telemetry: { enabled: false },
      logger: {
        level: 'warn',
        log: (level, message) => config.log?.(level === 'debug' ? 'info' : level, message),
      },
      onAPIError: { errorURL: `${config.origin}/authCallback` },
      plugins: [
        bearer(),
        jwt({
          jwt: {
            issuer: config.origin,
            audience: config.origin,
            expirationTime: `${config.accessTokenTtlSeconds}s`,
            definePayload: ({ user, session }) => ({ sid: session.id, email: user.email }),
          },
        }),
        admin(),
        phoneNumber({
          otpLength: OTP_LENGTH,
          expiresIn: OTP_EXPIRES_IN_SECONDS,
          allowedAttempts: OTP_ALLOWED_ATTEMPTS,
          sendOTP: async ({ phoneNumber: to, code }) => {
            await config.sms.send({
              to,
              kind: 'otp',
              body: `${code} is your Learn By Doing verification code. It expires in 5 minutes.`,
            });
          },
          signUpOnVerification: {
            getTempEmail: (phone) => `${phone.replace(/\D/g, '')}@${PHONE_EMAIL_DOMAIN}`,
            getTempName: (phone) => phone,
          },
        }),
        genericOAuth({ config: oauthProviders }),
      ],
    }),
  );
}

export type Auth = ReturnType<typeof createAuth>;
