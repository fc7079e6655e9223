import { Type, type Static, type TSchema } from 'typebox';
import { SCOPES } from '../domain/operations.js';
import { OneOf, OrNull } from './plain-kinds.js';

/*
 * The bodies of the account API (docs/reference/accounts.md#account-api), declared once: the
 * routes answer with these schemas, and the portal, the pages and the CLI use their Static types.
 */

export const ScopeSchema = OneOf(SCOPES);
/** Arrays the services hand out as readonly. */
const List = <T extends TSchema>(item: T) => Type.Unsafe<readonly Static<T>[]>(Type.Array(item));
const Iso = Type.String({ format: 'date-time' });
const IsoOrNull = OrNull('string', { format: 'date-time' });
const KeyEnvSchema = Type.Union([Type.Literal('live'), Type.Literal('test')]);

/** GET /account */
export const AccountSchema = Type.Object({
  id: Type.String(), email: Type.String(), plan: Type.String(), scopes: List(ScopeSchema), created_at: Iso,
});
export type AccountView = Static<typeof AccountSchema>;

/** One entry of GET /account/keys: never the key text. `last_used_at` is recorded at most once a minute per key and instance. */
export const KeyListingSchema = Type.Object({
  id: Type.String(), hint: Type.String(), env: KeyEnvSchema, name: OrNull('string'),
  scopes: List(ScopeSchema), created_at: Iso, last_used_at: IsoOrNull,
});
export type KeyListing = Static<typeof KeyListingSchema>;

/** A key just made or replaced: its text appears here and nowhere else. */
export const IssuedKeySchema = Type.Object({
  key: Type.String({ description: 'The key text, shown this once.' }), id: Type.String(), hint: Type.String(),
  env: KeyEnvSchema, name: OrNull('string'),
  scopes: List(ScopeSchema), created_at: Iso,
});

const EndpointUsageSchema = Type.Object({ endpoint: ScopeSchema, used: Type.Integer(), quota: Type.Integer() });
export type EndpointUsage = Static<typeof EndpointUsageSchema>;

/**
 * GET /account/usage: this calendar month (UTC); `daily` has one entry per date (YYYY-MM-DD) and endpoint with calls, oldest first:
 * `count` billed, `refused` answered but not billed (a refusal or a failure, given back).
 */
export const UsageSchema = Type.Object({
  period: Type.Object({ start: Iso, end: Iso }),
  endpoints: List(EndpointUsageSchema),
  daily: List(Type.Object({ date: Type.String(), endpoint: Type.String(), count: Type.Integer(), refused: Type.Optional(Type.Integer()) })),
});
export type UsageReport = Static<typeof UsageSchema>;

/** One access request; `reason` is as the user typed it: render it escaped. */
export const AccessRequestSchema = Type.Object({
  id: Type.String(), email: Type.String(), scopes: List(ScopeSchema), reason: Type.String(),
  state: OneOf(['pending', 'approved', 'denied']), created_at: Iso, decided_at: IsoOrNull,
});
export type AccessRequestListing = Static<typeof AccessRequestSchema>;

/** GET /admin/accounts: each account with this month's usage per endpoint of its scopes. */
export const AccountListingSchema = Type.Object({
  ...AccountSchema.properties, is_owner: Type.Boolean(), verified: Type.Boolean(), usage: List(EndpointUsageSchema),
});
export type AccountListing = Static<typeof AccountListingSchema>;
