/**
 * The account page's calls (seed 000 §2 `/ucAccount`, §3 account info, §7 SMS; ledger
 * CORE-API-39) on the user-centre service. Loaded on first use (src/services/index.ts), so it
 * stays out of the visitor's entry script. Refusals reject with the server's message
 * (HttpError), which the page shows as it is.
 */
import { isRecord } from './answers';
import type { HttpClient } from './http/types';

export interface PersonAccount {
  account_id: string;
  user_name: string | null;
  real_name: string | null;
  /** Masked by the server (138****0001), or null when none is bound. */
  mobile: string | null;
  account_type: string | null;
}

export interface AccountService {
  account(userId: string): Promise<PersonAccount>;
  /** Sends an SMS code to `mobile` for binding it to the account. */
  sendSmsCode(userId: string, mobile: string): Promise<void>;
  /** Checks the code and binds the mobile; answers the masked mobile now bound. */
  bindMobile(userId: string, mobile: string, smsCode: string): Promise<string | null>;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const segment = (id: string) => encodeURIComponent(id);

export function createAccountService(client: HttpClient): AccountService {
  return {
    async account(userId) {
      const answer = await client.request<unknown>({
        service: 'uc',
        method: 'GET',
        path: `/v1/person_accounts/${segment(userId)}`,
      });
      const record = isRecord(answer) ? answer : {};
      return {
        account_id: text(record.account_id) ?? userId,
        user_name: text(record.user_name),
        real_name: text(record.real_name),
        mobile: text(record.mobile),
        account_type: text(record.account_type),
      };
    },
    async sendSmsCode(userId, mobile) {
      await client.request({
        service: 'uc',
        method: 'POST',
        path: `/person_accounts/${segment(userId)}/mobile/actions/send_sms_code`,
        data: { mobile },
      });
    },
    async bindMobile(userId, mobile, smsCode) {
      const answer = await client.request<unknown>({
        service: 'uc',
        method: 'POST',
        path: `/person_accounts/${segment(userId)}/mobile/actions/valid`,
        data: { mobile, sms_code: smsCode },
      });
      return isRecord(answer) ? text(answer.mobile) : null;
    },
  };
}
