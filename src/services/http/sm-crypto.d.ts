/** Minimal typing of the parts of sm-crypto (0.5) the client uses. */
declare module 'sm-crypto' {
  export interface Sm2 {
    /** cipherMode 1 = C1C3C2, 0 = C1C2C3. Returns hex without the 04 prefix. */
    doEncrypt(message: string, publicKeyHex: string, cipherMode?: 0 | 1): string;
    doDecrypt(cipherHex: string, privateKeyHex: string, cipherMode?: 0 | 1): string;
    generateKeyPairHex(): { publicKey: string; privateKey: string };
  }
  export const sm2: Sm2;
  const smCrypto: { sm2: Sm2 };
  export default smCrypto;
}
