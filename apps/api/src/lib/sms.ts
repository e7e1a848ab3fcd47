import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';

export interface Sms {
  to: string;
  body: string;
  kind: string;
}

export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

interface SmsOptions {
  db: Db;
  providerUrl?: string;
  apiKey?: string;
  /** Development only: print the message so a developer can read the code without a phone. */
  logInDevelopment?: (sms: Sms) => void;
}

/** Every SMS goes to the outbox; a configured provider also receives it over HTTP. */
export function createSmsSender({ db, providerUrl, apiKey, logInDevelopment }: SmsOptions): SmsSender {
  return {
    async send(sms) {
      await db.insert(smsOutbox).values({ to_number: sms.to, body: sms.body, kind: sms.kind });
      logInDevelopment?.(sms);
      if (!providerUrl) return;
      const res = await fetch(providerUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ to: sms.to, body: sms.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}
