/**
 * Payload encryption (seed 000 §7; ledger A-27). The public key of each algorithm is fetched
 * once (service `keys`, GET /v1.1/public_keys/{sm2|rsa}) and kept in memory for the session;
 * the body sent is `{ "encrypted_data": "<ciphertext>" }`. sm-crypto and jsencrypt are loaded
 * with dynamic import() so they stay out of the initial bundle.
 */
import { EncryptionError } from './errors';
import type { EncryptionAlgorithm } from './types';

export interface EncryptedBody {
  encrypted_data: string;
}

/** Path of the public key of an algorithm under the `keys` service. */
export function publicKeyPath(algorithm: EncryptionAlgorithm): string {
  return `/v1.1/public_keys/${algorithm}`;
}

/** The key from the key answer: a string, or `{public_key}` / `{publicKey}` / `{key}`. */
export function extractPublicKey(answer: unknown): string {
  if (typeof answer === 'string' && answer.trim()) return answer.trim();
  if (answer && typeof answer === 'object') {
    const record = answer as Record<string, unknown>;
    for (const name of ['public_key', 'publicKey', 'key']) {
      const value = record[name];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  throw new EncryptionError('The public-key answer holds no key');
}

async function encryptSm2(plainText: string, publicKey: string): Promise<string> {
  const module = await import('sm-crypto');
  const sm2 = module.sm2 ?? module.default.sm2;
  return sm2.doEncrypt(plainText, publicKey, 1);
}

async function encryptRsa(plainText: string, publicKey: string): Promise<string> {
  const { JSEncrypt } = await import('jsencrypt');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const cipherText = rsa.encrypt(plainText);
  if (cipherText === false) {
    throw new EncryptionError('RSA encryption failed (payload too long for the key?)');
  }
  return cipherText;
}

export interface PayloadEncryption {
  encrypt(algorithm: EncryptionAlgorithm, data: unknown): Promise<EncryptedBody>;
}

/**
 * `fetchPublicKey` asks the server for the raw key answer. Concurrent calls share one key
 * request; a failed key request is forgotten so the next call asks again.
 */
export function createPayloadEncryption(
  fetchPublicKey: (algorithm: EncryptionAlgorithm) => Promise<unknown>,
): PayloadEncryption {
  const keys = new Map<EncryptionAlgorithm, Promise<string>>();

  function publicKey(algorithm: EncryptionAlgorithm): Promise<string> {
    let key = keys.get(algorithm);
    if (!key) {
      key = fetchPublicKey(algorithm).then(extractPublicKey);
      const pending = key;
      pending.catch(() => {
        if (keys.get(algorithm) === pending) keys.delete(algorithm);
      });
      keys.set(algorithm, pending);
    }
    return key;
  }

  return {
    async encrypt(algorithm, data) {
      const plainText = typeof data === 'string' ? data : JSON.stringify(data ?? {});
      const key = await publicKey(algorithm);
      const encrypted_data =
        algorithm === 'sm2' ? await encryptSm2(plainText, key) : await encryptRsa(plainText, key);
      return { encrypted_data };
    },
  };
}
