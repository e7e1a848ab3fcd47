import { describeProviderContract } from '../../../test/support/payment-provider-contract';
import { startRazorpayFake } from '../../../test/support/razorpay-fake';
import { createRazorpayProvider } from './razorpay-provider';

/** The Razorpay adapter keeps the same contract, against the fake Razorpay on loopback (recorded shapes). */
describeProviderContract('Razorpay adapter', async () => {
  const keys = {
    keyId: 'rzp_test_Contract00001',
    keySecret: 'contract_key_secret_8b1f2a',
    webhookSecret: 'contract_webhook_secret_3e7d',
  };
  const fake = await startRazorpayFake(keys);
  const provider = createRazorpayProvider({ ...keys, apiUrl: fake.url, timeoutMs: 5_000 });
  return {
    provider,
    pay: async (orderId, outcome) => fake.pay(orderId, outcome),
    webhooks: () => fake.webhooks,
    cleanup: () => fake.close(),
  };
});
