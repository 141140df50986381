import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { Message, Written, responds } from '../http/contract';
import { badRequest, conflict } from '../http/errors';
import { NOT_RECORDED, ownChange, twoStepRequirement } from './activity';
import { adminAuth, type SignedIn } from './guard';
import { TwoStepKey, TwoStepState, TwoStepStateWithCodes } from './model';
import * as repo from './repo';
import { checkCurrentPassword } from './request-checks';
import { authMessages, twoStepMessages } from './rules';
import {
  beginSetup,
  confirmSetup,
  isTwoStepRequired,
  setTwoStepRequired,
  storeNewRecoveryCodes,
  takeSecondFactor,
  turnOff,
} from './two-step';

/** A code from the app (six digits) or a recovery code, as typed. */
export const SecondFactorCode = v.pipe(v.string(), v.minLength(1, twoStepMessages.enterCode), v.maxLength(64));
const CurrentPassword = v.pipe(v.string(), v.minLength(1, authMessages.fillAllFields), v.maxLength(200));

const SetupBody = v.object({ currentPassword: CurrentPassword });
const CodeBody = v.object({ code: SecondFactorCode });
const TurnOffBody = v.object({ currentPassword: CurrentPassword, code: SecondFactorCode });
const RequiredBody = v.object({ required: v.boolean() });

/**
 * The signed-in account's own two-step sign-in: its state, setting it up
 * (a new key, then its first code), turning it off, new recovery codes; and
 * whether every account must have it. Wrong codes count as failed sign-ins,
 * so a stolen session cannot try codes faster than the login allows.
 */
export function twoStepRoutes(ctx: AppContext) {
  async function stateOf(adminId: string) {
    const row = await repo.findTwoStep(ctx.db, adminId);
    return {
      enabled: Boolean(row?.totp_secret),
      required: await isTwoStepRequired(ctx.db),
      recoveryCodesLeft: row?.totp_secret ? await repo.countUnusedRecoveryCodes(ctx.db, adminId) : 0,
    };
  }

  /** Takes the account's code or recovery code, or responds 400 (and counts the failure; 429 while locked out). */
  async function requireSecondFactor(admin: SignedIn, code: string) {
    if (!(await repo.findTwoStep(ctx.db, admin.adminId))?.totp_secret) throw badRequest(twoStepMessages.notOn);
    await ctx.loginLimiter.reserveAttempt(admin.address, admin.username);
    if (!(await takeSecondFactor(ctx, ctx.db, admin.adminId, code))) throw badRequest(twoStepMessages.wrongCode);
    await ctx.loginLimiter.takeBack(admin.address, admin.username);
  }

  return (
    new Elysia({ prefix: '/two-step' })
      .use(adminAuth(ctx))
      .get('/', ({ admin }) => stateOf(admin.adminId), {
        admin: true,
        detail: responds('Your two-step sign-in: on or off, required, recovery codes left', { 200: TwoStepState }),
      })
      .post(
        '/setup',
        async ({ body, admin }) => {
          const account = await checkCurrentPassword(ctx, admin, body.currentPassword);
          if ((await repo.findTwoStep(ctx.db, account.id))?.totp_secret) throw conflict(twoStepMessages.alreadyOn);
          const key = await ctx.db.write(async (tx) => {
            const key = await beginSetup(ctx, tx, account);
            await ctx.activity.record(tx, admin, ownChange(admin, 'two-step sign-in', 'off', 'being set up'));
            return key;
          });
          return { message: twoStepMessages.scanKey, data: key };
        },
        {
          admin: true,
          body: SetupBody,
          detail: responds('Begin setting up a two-step key', { 200: Written(TwoStepKey), 429: Message }),
        },
      )
      .post(
        '/confirm',
        async ({ body, admin }) => {
          await ctx.loginLimiter.reserveAttempt(admin.address, admin.username);
          const { outcome, recoveryCodes } = await ctx.db.write(async (tx) => {
            const confirmed = await confirmSetup(ctx, tx, admin.adminId, body.code);
            if (confirmed.outcome === 'on')
              await ctx.activity.record(tx, admin, ownChange(admin, 'two-step sign-in', 'off', 'on'));
            return confirmed;
          });
          if (outcome === 'wrong-code') throw badRequest(twoStepMessages.wrongCode);
          await ctx.loginLimiter.takeBack(admin.address, admin.username);
          if (outcome === 'already-on') throw conflict(twoStepMessages.alreadyOn);
          if (outcome === 'not-begun') throw badRequest(twoStepMessages.notBegun);
          return { message: twoStepMessages.turnedOn, data: { ...(await stateOf(admin.adminId)), recoveryCodes } };
        },
        {
          admin: true,
          body: CodeBody,
          detail: responds('Confirm the key with a code: two-step is on, with recovery codes', {
            200: Written(TwoStepStateWithCodes),
            429: Message,
          }),
        },
      )
      .post(
        '/off',
        async ({ body, admin }) => {
          await checkCurrentPassword(ctx, admin, body.currentPassword);
          if (await isTwoStepRequired(ctx.db)) throw badRequest(twoStepMessages.requiredCannotTurnOff);
          await requireSecondFactor(admin, body.code);
          await ctx.db.write(async (tx) => {
            await turnOff(tx, admin.adminId);
            await ctx.activity.record(tx, admin, ownChange(admin, 'two-step sign-in', 'on', 'off'));
            await ctx.mail.office(tx, { kind: 'two-step off', account: admin.adminId, by: admin.username });
          });
          return { message: twoStepMessages.turnedOff, data: await stateOf(admin.adminId) };
        },
        {
          admin: true,
          body: TurnOffBody,
          detail: responds('Turn two-step sign-in off', { 200: Written(TwoStepState), 429: Message }),
        },
      )
      .post(
        '/recovery-codes',
        async ({ body, admin }) => {
          await requireSecondFactor(admin, body.code);
          const recoveryCodes = await ctx.db.write(async (tx) => {
            const codes = await storeNewRecoveryCodes(tx, admin.adminId);
            await ctx.activity.record(tx, admin, ownChange(admin, 'recovery codes', NOT_RECORDED, NOT_RECORDED));
            return codes;
          });
          return {
            message: twoStepMessages.newRecoveryCodes,
            data: { ...(await stateOf(admin.adminId)), recoveryCodes },
          };
        },
        {
          admin: true,
          body: CodeBody,
          detail: responds('New recovery codes (the old ones stop working)', {
            200: Written(TwoStepStateWithCodes),
            429: Message,
          }),
        },
      )
      // Requiring it of every account is an owner's call, like the accounts themselves.
      .put(
        '/required',
        async ({ body, admin }) => {
          if (body.required && !(await repo.findTwoStep(ctx.db, admin.adminId))?.totp_secret)
            throw badRequest(twoStepMessages.setUpYoursFirst);
          await ctx.db.write(async (tx) => {
            await setTwoStepRequired(tx, body.required);
            await ctx.activity.record(tx, admin, twoStepRequirement(body.required));
          });
          return {
            message: body.required ? twoStepMessages.requiredOn : twoStepMessages.requiredOff,
            data: await stateOf(admin.adminId),
          };
        },
        {
          may: 'accounts.manage',
          body: RequiredBody,
          detail: responds('Require two-step sign-in of every account, or not', { 200: Written(TwoStepState) }),
        },
      )
  );
}
