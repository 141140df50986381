// Two-step sign-in: an account's TOTP key, sealed at rest; its recovery
// codes; the short-lived challenge that carries a sign-in from the password
// to the code; and checking a second factor (a code, or a recovery code) once.
import type { AppContext } from '../context';
import type { Queries } from '../db/database';
import { getSetting, setSetting } from '../db/settings';
import * as repo from './repo';
import { RECOVERY_CODE_COUNT } from './rules';
import { base32Decode, matchTotp, newTotpSecret, otpauthUri } from './totp';
import type { SignedInBy } from './signed-in-session';
import { open, seal } from './sealed';
import { readPayload, signPayload } from './signed-payload';

const CHALLENGE_PURPOSE = 'two-step challenge';

export const TWO_STEP_REQUIRED_SETTING = 'two_step_required';
/** The name authenticator apps list the account under. */
export const TOTP_ISSUER = 'Institute Hostels';
/** How long the code step may follow the password. */
export const CHALLENGE_SECONDS = 5 * 60;

const now = (ctx: AppContext) => (ctx.config.login.now ?? Date.now)();

// ------------------------------------------------------------ keys at rest (sealed.ts)

export const sealTotpSecret = (ctx: AppContext, secret: string) => seal(ctx.secret, 'totp keys', secret);

export const openTotpSecret = (ctx: AppContext, sealed: string): Uint8Array =>
  base32Decode(open(ctx.secret, 'totp keys', sealed))!;

/**
 * Every account's two-step keys, sealed under `from`, sealed again
 * under `to` (a restore that keeps the running site's signing secret).
 */
export async function resealTwoStepKeys(tx: Queries, from: string, to: string) {
  for (const row of await repo.listSealedTwoStepKeys(tx)) {
    const again = (sealed: string | null) => sealed && seal(to, 'totp keys', open(from, 'totp keys', sealed));
    await repo.updateSealedTwoStepKeys(tx, row.id, again(row.totp_secret), again(row.totp_pending_secret));
  }
}

// ------------------------------------------------------------ recovery codes

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten groups of five and five characters (50 random bits each), as shown to the account once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...crypto.getRandomValues(new Uint8Array(10))].map((byte) => RECOVERY_ALPHABET[byte & 31]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A recovery code as typed (any case, spaces or a hyphen anywhere), or null when it cannot be one. */
function normalizeRecoveryCode(typed: string) {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z2-7]{10}$/.test(code) ? code : null;
}

const hashRecoveryCode = (code: string) =>
  new Bun.CryptoHasher('sha256').update(normalizeRecoveryCode(code)!).digest('hex');

export async function storeNewRecoveryCodes(db: Queries, adminId: string) {
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(db, adminId, codes.map(hashRecoveryCode));
  return codes;
}

// ------------------------------------------------------------ checking a second factor

/** A code typed from the app: digits, perhaps with a space in the middle as apps show them. */
const totpCodeOf = (typed: string) => {
  const code = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
};

/**
 * Whether `typed` is the account's code of now (a step not taken before,
 * taken now) or one of its unused recovery codes (spent now). Each can sign
 * in once.
 */
export async function takeSecondFactor(ctx: AppContext, db: Queries, adminId: string, typed: string): Promise<boolean> {
  const state = await repo.findTwoStep(db, adminId);
  if (!state?.totp_secret) return false;
  const code = totpCodeOf(typed);
  if (code) {
    const lastStep = state.totp_last_step === null ? null : Number(state.totp_last_step);
    const step = matchTotp(openTotpSecret(ctx, state.totp_secret), code, now(ctx) / 1000, lastStep);
    return step !== null && (await repo.takeTotpStep(db, adminId, step)) === 1;
  }
  const recovery = normalizeRecoveryCode(typed);
  return recovery !== null && (await repo.spendRecoveryCode(db, adminId, hashRecoveryCode(recovery))) === 1;
}

/** Begins a setup: a new key, waiting for its first code; the account's key (if any) stays until then. */
export async function beginSetup(ctx: AppContext, db: Queries, admin: { id: string; username: string }) {
  const secret = newTotpSecret();
  await repo.setPendingTotpSecret(db, admin.id, sealTotpSecret(ctx, secret));
  return { secret, uri: otpauthUri(TOTP_ISSUER, admin.username, secret) };
}

export type ConfirmOutcome = 'on' | 'already-on' | 'not-begun' | 'wrong-code';

/** Turns two-step on when `typed` is a code of the key begun; the ten recovery codes come with it. */
export async function confirmSetup(
  ctx: AppContext,
  db: Queries,
  adminId: string,
  typed: string,
): Promise<{ outcome: ConfirmOutcome; recoveryCodes?: string[] }> {
  const state = await repo.findTwoStep(db, adminId);
  if (state?.totp_secret) return { outcome: 'already-on' };
  if (!state?.totp_pending_secret) return { outcome: 'not-begun' };
  const code = totpCodeOf(typed);
  const step = code === null ? null : matchTotp(openTotpSecret(ctx, state.totp_pending_secret), code, now(ctx) / 1000);
  if (step === null) return { outcome: 'wrong-code' };
  if ((await repo.activateTotpSecret(db, adminId, state.totp_pending_secret, step)) !== 1)
    return { outcome: 'not-begun' };
  return { outcome: 'on', recoveryCodes: await storeNewRecoveryCodes(db, adminId) };
}

export async function turnOff(db: Queries, adminId: string) {
  await repo.clearTwoStep(db, adminId);
  await repo.deleteRecoveryCodes(db, adminId);
}

// ------------------------------------------------------------ the setting

export const isTwoStepRequired = async (db: Queries) => (await getSetting(db, TWO_STEP_REQUIRED_SETTING)) === '1';

export const setTwoStepRequired = (db: Queries, required: boolean) =>
  setSetting(db, TWO_STEP_REQUIRED_SETTING, required ? '1' : '0');

// ------------------------------------------------------------ the challenge

/** 'code': two-step is on, the code comes next; 'setup': two-step is required and must be set up first. */
export type ChallengeKind = 'code' | 'setup';
/** `by`: how the first step came, for the session it opens (an institute account's way; a directory's subject). */
type Challenge = { sub: string; kind: ChallengeKind; remember: boolean; exp: number; pw: string; by?: SignedInBy };

// Bound to the password it followed: changing the password ends the sign-ins begun with the old one.
const passwordMark = (passwordHash: string) =>
  new Bun.CryptoHasher('sha256').update(passwordHash).digest('base64url').slice(0, 16);

/**
 * A token naming the account whose password was right, for the
 * next step only (not an access token: another key signs it).
 */
export function signChallenge(
  ctx: AppContext,
  admin: { id: string; password_hash: string },
  kind: ChallengeKind,
  remember: boolean,
  by?: SignedInBy,
) {
  const claims: Challenge = {
    sub: admin.id,
    kind,
    remember,
    exp: now(ctx) + CHALLENGE_SECONDS * 1000,
    pw: passwordMark(admin.password_hash),
    by,
  };
  return signPayload(ctx.secret, CHALLENGE_PURPOSE, claims);
}

/**
 * The account a challenge names, if it is ours, of this kind,
 * unexpired, and its password has not changed since; else null.
 */
export async function readChallenge(ctx: AppContext, token: string, kind: ChallengeKind) {
  const claims = readPayload<Challenge>(ctx.secret, CHALLENGE_PURPOSE, token);
  if (
    !claims ||
    claims.kind !== kind ||
    typeof claims.exp !== 'number' ||
    claims.exp <= now(ctx) ||
    typeof claims.sub !== 'string'
  )
    return null;
  const admin = await repo.findAdminById(ctx.db, claims.sub);
  if (!admin || passwordMark(admin.password_hash) !== claims.pw) return null;
  return { admin, remember: claims.remember === true, by: claims.by };
}
