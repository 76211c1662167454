/**
 * `npm run drift`: the drift report of a real backend (apps/mock-server/src/proxy/drift-report.ts).
 *
 *   npm run drift -- --against URL [--account NAME] [--password PW] [--writes] [--values]
 *   npm run drift -- --recording DIR [--account NAME] [--password PW] [--values]
 *
 * --against calls every read of the contract (with its example request) on the backend at URL and on a mock in this
 * process; --recording reads what the proxy recorded (--record DIR). The password may come from DRIFT_PASSWORD instead
 * of the command line. The mock signs in with the same account, or with its demo account quote when it does not know
 * it. Exit code 1 when a real answer breaks contracts/openapi.json, 2 on a usage error.
 */
import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '../apps/mock-server/fixtures/users';
import { buildApp } from '../apps/mock-server/src/app';
import {
  buildReport,
  formatReport,
  httpTarget,
  injectTarget,
  observeBackend,
  observeRecording,
  reportFails,
} from '../apps/mock-server/src/proxy/drift-report';

const USAGE = `Usage: npm run drift -- --against URL [--account NAME] [--password PW] [--writes] [--values]
       npm run drift -- --recording DIR [--account NAME] [--password PW] [--values]`;

interface DriftArgs {
  against?: string;
  recording?: string;
  account?: string;
  password?: string;
  writes: boolean;
  values: boolean;
}

function parseArgs(argv: readonly string[]): DriftArgs {
  const args: DriftArgs = { writes: false, values: false };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const value = () => {
      const next = argv[++index];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--against') args.against = value();
    else if (arg === '--recording') args.recording = resolve(value());
    else if (arg === '--account') args.account = value();
    else if (arg === '--password') args.password = value();
    else if (arg === '--writes') args.writes = true;
    else if (arg === '--values') args.values = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!args.against === !args.recording) throw new Error('give either --against URL or --recording DIR');
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: npm run drift is a command of its own, never a turbo task
  args.password ??= process.env.DRIFT_PASSWORD;
  if (args.account && args.password === undefined) throw new Error('--account needs --password (or DRIFT_PASSWORD)');
  return args;
}

async function main(): Promise<number> {
  let args: DriftArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const mockApp = await buildApp({ webDist: null, logger: false });
  try {
    const mock = injectTarget(mockApp);
    const demo = { account: 'quote', password: DEMO_PASSWORD };
    const { observed, notExercised } = args.against
      ? await observeBackend(httpTarget(args.against), mock, {
          account: args.account,
          password: args.password,
          writes: args.writes,
          mockAccount: demo,
        })
      : await observeRecording(args.recording!, mock, {
          account: args.account ?? demo.account,
          password: args.account ? args.password : demo.password,
        });
    const source = args.against
      ? `the backend at ${args.against} against contracts/openapi.json, the mock's answers beside`
      : `the recording in ${args.recording} against contracts/openapi.json, the mock's answers beside`;
    const report = buildReport(source, observed, notExercised);
    console.log(formatReport(report, { values: args.values }));
    return reportFails(report) ? 1 : 0;
  } finally {
    await mockApp.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
