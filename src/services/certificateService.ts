/**
 * Certificate service (seed 000 §7 names a certificate base; the paths are the stand-in's, issue
 * 13 point 2): the search by holder name and certificate number, one certificate by id, and the
 * signed-in user's certificates. Search and detail need no login; mine does. Loaded on first use
 * (src/services/index.ts), so none of this is in the visitor's entry script.
 */
import { isRecord, listFrom, segment } from './answers';
import { HttpError } from './http/errors';
import type { HttpClient } from './http/types';

export const CERTIFICATE_SEARCH_PATH = '/v1/certificates/actions/search';
export const MY_CERTIFICATES_PATH = '/v1/certificates/mine';

export function certificatePath(certificateId: string): string {
  return `/v1/certificates/${segment(certificateId)}`;
}

/** The lengths the service accepts (the search form says the same with maxlength). */
export const CERTIFICATE_NAME_MAX_LENGTH = 50;
export const CERTIFICATE_NUMBER_MAX_LENGTH = 40;

export interface Certificate {
  certificate_id: string;
  number: string;
  holder_name: string;
  title: string;
  award: string;
  issuer: string;
  /** Platform wire time, `2026-07-20T10:00:00.000+0800`. */
  issue_time: string;
  contest_id: string | null;
}

export interface CertificatePage {
  total: number;
  items: Certificate[];
}

export interface CertificateService {
  /** Certificates whose holder name and number both match; [] when none. Failures reject. */
  search(name: string, number: string): Promise<Certificate[]>;
  /** One certificate; null when it does not exist (404). Other failures reject. */
  detail(certificateId: string): Promise<Certificate | null>;
  /** The signed-in user's certificates, newest first. */
  mine(): Promise<CertificatePage>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A certificate of an answer, or null when it is not one (no id: nothing to link to). */
function certificateOf(value: unknown): Certificate | null {
  if (!isRecord(value) || !text(value.certificate_id)) return null;
  return {
    certificate_id: text(value.certificate_id),
    number: text(value.number),
    holder_name: text(value.holder_name),
    title: text(value.title),
    award: text(value.award),
    issuer: text(value.issuer),
    issue_time: text(value.issue_time),
    contest_id: typeof value.contest_id === 'string' ? value.contest_id : null,
  };
}

const certificatesOf = (answer: unknown): Certificate[] =>
  listFrom<unknown>(answer)
    .map(certificateOf)
    .filter((item): item is Certificate => item !== null);

export function createCertificateService(client: HttpClient): CertificateService {
  return {
    async search(name, number) {
      const answer = await client.request<unknown>({
        service: 'certificate',
        method: 'POST',
        path: CERTIFICATE_SEARCH_PATH,
        data: { name, number },
        noAuth: true,
      });
      return certificatesOf(answer);
    },
    async detail(certificateId) {
      try {
        const answer = await client.request<unknown>({
          service: 'certificate',
          method: 'GET',
          path: certificatePath(certificateId),
          noAuth: true,
        });
        return certificateOf(answer);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    async mine() {
      const answer = await client.request<unknown>({
        service: 'certificate',
        method: 'GET',
        path: MY_CERTIFICATES_PATH,
      });
      const items = certificatesOf(answer);
      const total = isRecord(answer) && typeof answer.total === 'number' ? answer.total : null;
      return { total: total ?? items.length, items };
    },
  };
}
