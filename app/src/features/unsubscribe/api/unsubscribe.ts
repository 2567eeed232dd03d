import { unsubscribeMarketingEmails, type SubscriptionStatus } from '#domain/contracts/marketing-emails.ts';
import { callApi } from '#app/api/api-client.ts';

export async function unsubscribe(token: string): Promise<SubscriptionStatus> {
  return (await callApi(unsubscribeMarketingEmails, { body: { token } })).data;
}
