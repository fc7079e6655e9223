import { randomBytes } from 'node:crypto';
import { fail, succeed, type Outcome } from '../errors.js';
import { newId } from '../keys/api-key.js';
import type { Account, AccountStore } from '../store/account-ports.js';
import type { Scope } from '../domain/operations.js';
import type { MailPurpose, WebAccountStore } from '../store/web-account-ports.js';
import type { Clock } from '../time/clock.js';
import { dummyPasswordHash, hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, verifyPassword } from './passwords.js';
import type { Mailer } from './mailer.js';
import { sha256 } from './session-service.js';

/** Verification links live 24 h, reset links 1 h. */
const TOKEN_TTL_MS: Readonly<Record<MailPurpose, number>> = { verify: 24 * 3600_000, reset: 3600_000 };
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

export interface AccountServiceDeps {
  readonly accounts: AccountStore;
  readonly web: WebAccountStore;
  readonly clock: Clock;
  readonly mailer: Mailer;
  readonly publicUrl: string;
  readonly signupScopes: readonly Scope[];
  readonly signupOpen: boolean;
}

export type SignupResult = { readonly kind: 'created'; readonly account: Account } | { readonly kind: 'verification_sent' };

function checkPassword(password: string): Outcome<string> {
  if (password.length < MIN_PASSWORD_LENGTH) return fail('invalid_parameter', `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (password.length > MAX_PASSWORD_LENGTH) return fail('invalid_parameter', `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`);
  return succeed(password);
}

export function createAccountService(deps: AccountServiceDeps) {
  const { accounts, web, clock, mailer } = deps;
  const link = (path: string, token: string) => new URL(`${path}?token=${token}`, deps.publicUrl).toString();

  async function mailToken(account: Account, purpose: MailPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await web.insertMailToken({ tokenHash: sha256(token), accountId: account.id, purpose, expiresAt: clock.now() + TOKEN_TTL_MS[purpose] });
    return token;
  }

  async function sendVerification(account: Account): Promise<void> {
    const url = link('/account/verify', await mailToken(account, 'verify'));
    await mailer.send({ to: account.email, subject: 'Confirm your Pagelens account', link: url, text: `Follow this link to confirm your Pagelens account:\n\n${url}\n\nIt works for 24 hours.` });
  }

  return {
    normalizeEmail: (email: string) => email.trim().toLowerCase(),

    /** Without SMTP: created and signed in. With SMTP: a taken email answers like a fresh one, and both get a mail. */
    async signup(rawEmail: string, password: string): Promise<Outcome<SignupResult>> {
      if (!deps.signupOpen) return fail('forbidden', 'Sign-up is closed on this service; ask the operator for an account.');
      const email = rawEmail.trim().toLowerCase();
      if (!EMAIL.test(email)) return fail('invalid_parameter', 'That is not an email address.');
      const checked = checkPassword(password);
      if (!checked.ok) return checked;
      const passwordHash = await hashPassword(password);
      const input = { id: newId('acct'), email, plan: 'starter' as const, scopes: [...deps.signupScopes], isOwner: false, createdAt: clock.now() };
      const created = await accounts.createAccount(input);
      if (created) await web.setPassword(created.id, passwordHash);
      if (!mailer.configured) {
        if (!created) return fail('conflict', 'An account with this email exists; log in instead.');
        await web.markVerified(created.id, clock.now());
        return succeed({ kind: 'created', account: created });
      }
      if (created) await sendVerification(created);
      else {
        const login = new URL('/login', deps.publicUrl).toString();
        await mailer.send({ to: email, subject: 'You already have a Pagelens account', text: `Someone (maybe you) tried to sign up with this address. You already have an account: log in at ${login}, or reset your password there.` });
      }
      return succeed({ kind: 'verification_sent' });
    },

    /** The same KDF runs for an unknown email, so both failures look and take alike. */
    async login(rawEmail: string, password: string): Promise<Outcome<Account>> {
      const found = await web.credentialsByEmail(rawEmail.trim().toLowerCase());
      const stored = found?.passwordHash ?? (await dummyPasswordHash());
      const matches = await verifyPassword(password.slice(0, MAX_PASSWORD_LENGTH + 1), stored);
      if (!found || found.passwordHash === null || !matches) return fail('unauthorized', 'Wrong email or password.');
      // An account with SMTP on must have followed its link first (a wrong password gave nothing away above).
      if (mailer.configured && found.verifiedAt === null) return fail('forbidden', 'Confirm your email first: follow the link in the mail we sent.');
      return succeed(found.account);
    },

    async verify(token: string): Promise<Account | undefined> {
      const accountId = await web.useMailToken(sha256(token), 'verify', clock.now());
      if (accountId === undefined) return undefined;
      await web.markVerified(accountId, clock.now());
      return accounts.getAccount(accountId);
    },

    /** Always the same answer; a mail goes only to an existing account. */
    async requestReset(rawEmail: string): Promise<void> {
      const found = await accounts.findAccountByEmail(rawEmail.trim().toLowerCase());
      if (!found) return;
      const url = link('/reset-password', await mailToken(found, 'reset'));
      await mailer.send({ to: found.email, subject: 'Reset your Pagelens password', link: url, text: `Follow this link to choose a new password:\n\n${url}\n\nIt works for one hour. If you did not ask for it, ignore this mail.` });
    },

    /** Sets the password, marks the email verified (the link proved it) and ends every session. */
    async confirmReset(token: string, password: string): Promise<Outcome<Account>> {
      const checked = checkPassword(password);
      if (!checked.ok) return checked;
      const accountId = await web.useMailToken(sha256(token), 'reset', clock.now());
      const account = accountId === undefined ? undefined : await accounts.getAccount(accountId);
      if (!account) return fail('invalid_parameter', 'This reset link is unknown, used or expired; ask for a new one.');
      await this.setPassword(account, password);
      return succeed(account);
    },

    async setPassword(account: Account, password: string): Promise<Outcome<Account>> {
      const checked = checkPassword(password);
      if (!checked.ok) return checked;
      await web.setPassword(account.id, await hashPassword(password));
      await web.markVerified(account.id, clock.now());
      await web.deleteSessions(account.id);
      return succeed(account);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
