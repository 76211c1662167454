/**
 * Verifies the web app's pact (contracts/pacts) against any backend, e.g. the real one:
 *
 *   PACT_PROVIDER_BASE_URL=https://api.example.com PACT_PROVIDER_ACCOUNT=zhangwei PACT_PROVIDER_PASSWORD=... \
 *     npm run test:pact:real -w @cable/mock-server
 *
 * There is no state setup against a real backend: the provider states are sentences telling the tester what data
 * must exist (see docs/dev-kit.md). Requests are re-signed like in the mock verification, with the session of the
 * given account (signed in here with the protocol) or an explicit PACT_PROVIDER_TOKEN + PACT_PROVIDER_KEY.
 */
import { GUEST_SECRET, GUEST_TOKEN, hashPassword, signRequest } from '@cable/contracts/protocol';
import type { Credentials } from '../test/pact/provider-states';
import { PACT_FILE, verifyRemote } from '../test/pact/verification';

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`${name} is not set; see the header of scripts/verify-real-backend.ts`);
  return value;
}

async function signIn(baseUrl: string, account: string, password: string): Promise<Credentials> {
  const path = '/biz/user/login/key/signin';
  const body = JSON.stringify({ form: { key: account, pwd: await hashPassword(password) } });
  const headers = await signRequest({ method: 'POST', path, body, token: GUEST_TOKEN, secret: GUEST_SECRET });
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  });
  const envelope = (await response.json()) as {
    data?: { user?: { token?: string; key?: string } };
    stat?: { err?: number; msg?: string };
  };
  const user = envelope.data?.user;
  if (envelope.stat?.err !== 0 || !user?.token || !user.key) {
    throw new Error(`sign-in of ${account} at ${baseUrl} failed: ${envelope.stat?.msg ?? `HTTP ${response.status}`}`);
  }
  return { token: user.token, key: user.key };
}

async function main(): Promise<void> {
  const baseUrl = required('PACT_PROVIDER_BASE_URL');
  const credentials: Credentials =
    process.env.PACT_PROVIDER_TOKEN && process.env.PACT_PROVIDER_KEY
      ? { token: process.env.PACT_PROVIDER_TOKEN, key: process.env.PACT_PROVIDER_KEY }
      : await signIn(baseUrl, required('PACT_PROVIDER_ACCOUNT'), required('PACT_PROVIDER_PASSWORD'));
  const pactFile = process.env.PACT_FILE ?? PACT_FILE;
  console.log(`verifying ${pactFile} against ${baseUrl}`);
  await verifyRemote(baseUrl, () => credentials, [pactFile]);
  console.log('the backend keeps the contract');
}

interface VerifierFailure {
  interaction?: string;
  mismatch?: { mismatches?: Array<{ mismatch?: string; path?: string }> };
}

/** The verifier rejects with a JSON report; one line per failed interaction is what a tester reads first. */
function summary(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  try {
    const report = JSON.parse(text) as { errors?: VerifierFailure[] };
    const lines = (report.errors ?? []).map((failure) => {
      const first = failure.mismatch?.mismatches?.[0];
      const name = (failure.interaction ?? '').replace(/^Verifying a pact between \S+ and \S+ /, '');
      return `- ${name}\n    ${first?.path ? `${first.path}: ` : ''}${first?.mismatch ?? 'see the verifier output above'}`;
    });
    return `${lines.length} interaction(s) failed:\n${lines.join('\n')}`;
  } catch {
    return text;
  }
}

main().catch((error: unknown) => {
  console.error(summary(error));
  process.exitCode = 1;
});
