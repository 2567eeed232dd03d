import { createHash, createPublicKey } from 'node:crypto';
import { get } from 'node:https';
import { generate } from 'selfsigned';

/**
 * A certificate for localhost and 127.0.0.1, made for one run of a stack served over HTTPS (ADR 294). Nothing else
 * trusts it: a browser is told to accept this one key (`spkiHash`), and the stack's own reads trust this one
 * certificate.
 */
export type LocalCertificate = {
  key: string;
  cert: string;
  /** Base64 SHA-256 of the certificate's public key, as Chromium's `--ignore-certificate-errors-spki-list` takes it. */
  spkiHash: string;
};

export async function makeLocalCertificate(): Promise<LocalCertificate> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] }],
  });
  const spki = createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  return { key: pems.private, cert: pems.cert, spkiHash: createHash('sha256').update(spki).digest('base64') };
}

/** Chromium's flag that accepts the run's certificate, and no other that fails verification. */
export function chromiumTrustFlag(certificate: LocalCertificate): string {
  return `--ignore-certificate-errors-spki-list=${certificate.spkiHash}`;
}

/**
 * A GET that trusts the run's certificate, for the stack's server-side reads of its own API (Node's fetch takes no
 * certificate of its own). Answers as fetch does: a Response whatever its status, a rejection when nothing answers.
 */
export function getTrusting(certificate: LocalCertificate): (url: string) => Promise<Response> {
  return (url) =>
    new Promise((resolve, reject) => {
      get(url, { ca: certificate.cert }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode ?? 502 })));
        answer.on('error', reject);
      }).on('error', reject);
    });
}
