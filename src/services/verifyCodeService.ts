/**
 * Code verification (seed 000 §2 `/verifyCode`; ledger CORE-ROUTE-30). The spec names the
 * certificate service but shows no path for checking a code; this is the stand-in's, on the
 * course service: `POST /v1/verify_codes/actions/check` with `{code}` → the certificate the
 * code belongs to. An unknown code answers 404 (`null` here: 验证码错误); other failures reject.
 * No login needed. Loaded on first use (src/services/index.ts).
 */
import { isRecord } from './answers';
import { HttpError } from './http/errors';
import type { HttpClient } from './http/types';

export const VERIFY_CODE_PATH = '/v1/verify_codes/actions/check';
/** Codes are letters and digits, as printed on a certificate. */
export const VERIFY_CODE_PATTERN = /^[A-Za-z0-9]{6,20}$/;

export interface VerifiedCertificate {
  code: string;
  title: string;
  holder_name: string;
  issuer: string;
  issue_date: string;
}

export interface VerifyCodeService {
  /** The certificate of a valid code; null when the code is unknown; failures reject. */
  check(code: string): Promise<VerifiedCertificate | null>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function createVerifyCodeService(client: HttpClient): VerifyCodeService {
  return {
    async check(code) {
      try {
        const answer = await client.request<unknown>({
          service: 'course',
          method: 'POST',
          path: VERIFY_CODE_PATH,
          data: { code },
          noAuth: true,
        });
        if (!isRecord(answer) || !text(answer.code)) return null;
        return {
          code: text(answer.code),
          title: text(answer.title),
          holder_name: text(answer.holder_name),
          issuer: text(answer.issuer),
          issue_date: text(answer.issue_date),
        };
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
