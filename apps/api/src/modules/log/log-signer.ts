import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { verifierKey } from './checkpoint-note';

/** The key and name that sign the log's checkpoints. */
export interface LogSigner {
  origin: string;
  privateKey: KeyObject;
  publicKeyPem: string;
  vkey: string;
}

export function createLogSigner(origin: string, privateKeyPem: string): LogSigner {
  const privateKey = createPrivateKey(privateKeyPem);
  const publicKey = createPublicKey(privateKey);
  return {
    origin,
    privateKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    vkey: verifierKey(origin, publicKey),
  };
}
