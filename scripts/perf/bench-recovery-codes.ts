import { randomBytes } from "node:crypto";
import { hashPassword } from "@/domain/staff/passwords";
import { hashRecoveryCode, newRecoveryCodes, recoveryCodeMatches } from "@/domain/two-factor/recovery-codes";

/**
 * What a recovery login costs the server (decision 038): checking a code against an account's ten
 * stored hashes, as `spendRecoveryCode` does (all at once), for argon2id hashes (before) and
 * HMAC-SHA-256 ones (after); and making a new set of ten. A wrong code is the worst case (every
 * hash checked). Prints medians of `--runs` rounds (default 9); asserts nothing.
 *
 *   npx tsx scripts/perf/bench-recovery-codes.ts [--runs 9]
 */

const runsFlag = process.argv.indexOf("--runs");
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 9;
const key = randomBytes(32);

async function median(label: string, round: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await round();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = times[Math.floor(times.length / 2)]!;
  console.log(`${label.padEnd(52)} ${ms < 1 ? ms.toFixed(3) : ms.toFixed(1)} ms`);
  return ms;
}

const codes = newRecoveryCodes();
const wrong = newRecoveryCodes()[0]!;
const argonHashes = await Promise.all(codes.map(hashPassword));
const hmacHashes = codes.map((code) => hashRecoveryCode(key, code));
const checkAll = (hashes: string[]) => Promise.all(hashes.map((stored) => recoveryCodeMatches(key, stored, wrong)));

console.log(`recovery codes, median of ${runs} rounds`);
const argonCheck = await median("check a code against 10 argon2id hashes (before)", () => checkAll(argonHashes));
const hmacCheck = await median("check a code against 10 HMAC-SHA-256 hashes (after)", () => checkAll(hmacHashes));
await median("hash a new set of 10 with argon2id (before)", () => Promise.all(codes.map(hashPassword)));
await median("hash a new set of 10 with HMAC-SHA-256 (after)", async () => codes.map((code) => hashRecoveryCode(key, code)));
console.log(`checking: ${Math.round(argonCheck / hmacCheck)}× faster`);
