import { CALL_USAGE, type CallOptions, parseCallArgs, runCall, UsageError } from './signed-call';

async function main(): Promise<void> {
  let options: CallOptions;
  try {
    options = parseCallArgs(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) console.error(`error: ${error.message}\n`);
    console.error(CALL_USAGE);
    process.exitCode = error.message ? 2 : 0;
    return;
  }
  try {
    process.exitCode = await runCall(options);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code === 'ECONNREFUSED')
      console.error(`error: nothing answers at ${options.base}; is the mock server running (npm start)?`);
    else console.error(`error: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

await main();
