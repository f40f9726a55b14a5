import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../test/msw-server';

/** An RSA-OAEP-256 key pair like the API's; the public half as the PEM GET /api/user/public-key answers. */
export async function createPasswordKeys() {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const base64 = btoa(String.fromCharCode(...spki));
  const publicKeyPem = `-----BEGIN PUBLIC KEY-----\n${base64.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`;
  const decrypt = async (ciphertext: string) => {
    const bytes = Uint8Array.from(atob(ciphertext), (c) => c.charCodeAt(0));
    const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, bytes);
    return new TextDecoder().decode(plain);
  };
  return { publicKeyPem, decrypt };
}

export function publicKeyHandler(publicKeyPem: string) {
  return http.get(apiUrl('/user/public-key'), () =>
    HttpResponse.json({ status: 1, codeMessages: [], publicKey: publicKeyPem }),
  );
}

/** Records the JSON bodies of a POST and answers each with the given answer. */
export function recordPost(path: string, answer: () => Response) {
  const bodies: Record<string, string>[] = [];
  const handler = http.post(apiUrl(path), async ({ request }) => {
    bodies.push((await request.json()) as Record<string, string>);
    return answer();
  });
  return { handler, bodies };
}
