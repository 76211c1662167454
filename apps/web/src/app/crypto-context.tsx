import {
  decryptPayload,
  encryptPayload,
  GUEST_SECRET,
  type SignedHeaders,
  type SignRequestInput,
  signRequest,
} from '@cable/contracts/protocol';
import { createContext, type ReactNode, useContext } from 'react';
import type { WasmDigest } from '../lib/crypto/wasm-digest';
import { sessionStore } from '../stores/session-store';

/** What startup provides to the app (spec section 4, step 4). */
export interface CryptoServices {
  sha256: (data: string | Uint8Array) => string;
  aesEncrypt: (secret: string, text: string) => Promise<string>;
  aesDecrypt: (secret: string, base64: string) => Promise<string>;
  apiSign: (input: SignRequestInput) => Promise<SignedHeaders>;
  /** Encrypts with the current session's secret (the guest secret when signed out). */
  apiEncrypt: (text: string) => Promise<string>;
  apiDecrypt: (base64: string) => Promise<string>;
}

function sessionSecret(): string {
  return sessionStore.get().profile?.key ?? GUEST_SECRET;
}

export function createCryptoServices(digest: WasmDigest): CryptoServices {
  const sha256 = (data: string | Uint8Array) =>
    digest.sha256Hex(typeof data === 'string' ? new TextEncoder().encode(data) : data);
  return {
    sha256,
    aesEncrypt: encryptPayload,
    aesDecrypt: decryptPayload,
    apiSign: (input) => signRequest(input, { digest: (bytes) => digest.sha256Hex(bytes) }),
    apiEncrypt: (text) => encryptPayload(sessionSecret(), text),
    apiDecrypt: (base64) => decryptPayload(sessionSecret(), base64),
  };
}

const CryptoContext = createContext<CryptoServices | undefined>(undefined);

export function CryptoProvider({ value, children }: { value: CryptoServices; children: ReactNode }) {
  return <CryptoContext.Provider value={value}>{children}</CryptoContext.Provider>;
}

export function useCrypto(): CryptoServices {
  const value = useContext(CryptoContext);
  if (!value) throw new Error('useCrypto is used outside CryptoProvider');
  return value;
}
