import { openTestDatabase } from '../../../test/database';
import { describeProviderContract } from '../../../test/support/payment-provider-contract';
import { createLocalProvider } from './local-provider';
import type { ProviderWebhook } from './provider';

/** The local test provider (the default) keeps the one provider contract, on its own tables in PGlite. */
describeProviderContract('local test provider', async () => {
  const database = await openTestDatabase();
  const hooks: ProviderWebhook[] = [];
  const provider = createLocalProvider(
    database.db,
    { keyId: 'lbd_test_contract', keySecret: 'lbd_contract_key_secret_1c9e', webhookSecret: 'lbd_contract_hook_5d02' },
    { clock: () => new Date(), emit: async (hook) => void hooks.push(hook) },
  );
  return {
    provider,
    async pay(orderId, outcome) {
      const { payment, signature } = await provider.checkout(orderId, outcome);
      return { paymentId: payment.id, signature };
    },
    webhooks: () => hooks,
    cleanup: () => database.close(),
  };
});
