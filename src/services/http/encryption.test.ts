import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { sm2 } from 'sm-crypto';
import { JSEncrypt } from 'jsencrypt';
import { testClient } from '../testing/fakes';
import { startMswServer } from '../testing/msw';
import { EncryptionError } from './errors';
import { extractPublicKey } from './encryption';

const origin = window.location.origin;
const sm2Keys = sm2.generateKeyPairHex();
const rsaKeys = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
});

const received: unknown[] = [];
const { server, requests } = startMswServer(
  http.get(`${origin}/svc/uc/v1.1/public_keys/sm2`, () =>
    HttpResponse.json({ public_key: sm2Keys.publicKey }),
  ),
  http.get(`${origin}/svc/uc/v1.1/public_keys/rsa`, () =>
    HttpResponse.json({ public_key: rsaKeys.publicKey }),
  ),
  http.post(`${origin}/svc/uc/v1/sms`, async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json({ ok: true });
  }),
);

function keyRequests(algorithm: string) {
  return requests.filter((r) => r.url.pathname === `/svc/uc/v1.1/public_keys/${algorithm}`);
}

describe('payload encryption', () => {
  it('fetches the SM2 key once for two calls and sends ciphertext bodies', async () => {
    received.length = 0;
    const { client } = testClient();
    const payload = { mobile: '13800000000', code: '123456' };
    await Promise.all([
      client.request({
        service: 'uc',
        method: 'POST',
        path: '/v1/sms',
        data: payload,
        encrypt: 'sm2',
      }),
      client.request({
        service: 'uc',
        method: 'POST',
        path: '/v1/sms',
        data: payload,
        encrypt: 'sm2',
      }),
    ]);
    await client.request({
      service: 'uc',
      method: 'POST',
      path: '/v1/sms',
      data: payload,
      encrypt: 'sm2',
    });

    expect(keyRequests('sm2')).toHaveLength(1);
    expect(keyRequests('sm2')[0].headers.get('authorization')).toBeNull();
    expect(received).toHaveLength(3);
    for (const body of received) {
      expect(Object.keys(body as object)).toEqual(['encrypted_data']);
      const cipher = (body as { encrypted_data: string }).encrypted_data;
      expect(cipher).toMatch(/^[0-9a-f]+$/);
      expect(cipher).not.toContain('13800000000');
      expect(JSON.parse(sm2.doDecrypt(cipher, sm2Keys.privateKey, 1))).toEqual(payload);
    }
  });

  it('fetches the RSA key on its own and sends RSA ciphertext', async () => {
    received.length = 0;
    const { client } = testClient();
    await client.request({
      service: 'uc',
      method: 'POST',
      path: '/v1/sms',
      data: { a: 1 },
      encrypt: 'sm2',
    });
    await client.request({
      service: 'uc',
      method: 'POST',
      path: '/v1/sms',
      data: { b: 2 },
      encrypt: 'rsa',
    });
    await client.request({
      service: 'uc',
      method: 'POST',
      path: '/v1/sms',
      data: { c: 3 },
      encrypt: 'rsa',
    });

    expect(keyRequests('sm2')).toHaveLength(1);
    expect(keyRequests('rsa')).toHaveLength(1);
    const decrypter = new JSEncrypt();
    decrypter.setPrivateKey(rsaKeys.privateKey);
    const rsaBodies = received.slice(1) as { encrypted_data: string }[];
    expect(
      rsaBodies.map((body) => JSON.parse(decrypter.decrypt(body.encrypted_data) || 'null')),
    ).toEqual([{ b: 2 }, { c: 3 }]);
  });

  it('asks for the key again after a failed key request', async () => {
    let calls = 0;
    server.use(
      http.get(`${origin}/svc/uc/v1.1/public_keys/sm2`, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({ public_key: sm2Keys.publicKey });
      }),
    );
    const { client } = testClient();
    const send = () =>
      client.request({ service: 'uc', method: 'POST', path: '/v1/sms', data: {}, encrypt: 'sm2' });
    await expect(send()).rejects.toMatchObject({ status: 500 });
    await expect(send()).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('reads the key from a string or a public_key/publicKey/key field', () => {
    expect(extractPublicKey(' k1 ')).toBe('k1');
    expect(extractPublicKey({ publicKey: 'k2' })).toBe('k2');
    expect(extractPublicKey({ key: 'k3' })).toBe('k3');
    expect(() => extractPublicKey({})).toThrow(EncryptionError);
  });
});
