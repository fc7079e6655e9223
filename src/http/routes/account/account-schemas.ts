import { Type, type Static, type TSchema } from 'typebox';
import { SCOPES } from '../../../domain/operations.js';
import { OneOf, OrNull } from '../../../results/plain-kinds.js';

export const ScopeSchema = OneOf(SCOPES);
/** Arrays the services hand out as readonly. */
const List = <T extends TSchema>(item: T) => Type.Unsafe<readonly Static<T>[]>(Type.Array(item));
const Iso = Type.String({ format: 'date-time' });
const IsoOrNull = OrNull('string', { format: 'date-time' });

export const CredentialsBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 320 }), password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);
export const AccountSchema = Type.Object({
  id: Type.String(), email: Type.String(), plan: Type.String(), scopes: List(ScopeSchema), created_at: Iso,
});
export const KeyListingSchema = Type.Object({
  id: Type.String(), hint: Type.String(), env: Type.Union([Type.Literal('live'), Type.Literal('test')]), name: Type.Union([Type.String(), Type.Null()]),
  scopes: List(ScopeSchema), created_at: Iso, last_used_at: IsoOrNull,
});
export const IssuedKeySchema = Type.Object({
  key: Type.String({ description: 'The key text, shown this once.' }), id: Type.String(), hint: Type.String(),
  env: Type.Union([Type.Literal('live'), Type.Literal('test')]), name: Type.Union([Type.String(), Type.Null()]),
  scopes: List(ScopeSchema), created_at: Iso,
});
const EndpointUsageSchema = Type.Object({ endpoint: ScopeSchema, used: Type.Integer(), quota: Type.Integer() });
export const UsageSchema = Type.Object({
  period: Type.Object({ start: Iso, end: Iso }),
  endpoints: List(EndpointUsageSchema),
  daily: List(Type.Object({ date: Type.String(), endpoint: Type.String(), count: Type.Integer() })),
});
export const AccessRequestSchema = Type.Object({
  id: Type.String(), email: Type.String(), scopes: List(ScopeSchema), reason: Type.String(),
  state: OneOf(['pending', 'approved', 'denied']), created_at: Iso, decided_at: IsoOrNull,
});
export const AccountListingSchema = Type.Object({
  id: Type.String(), email: Type.String(), plan: Type.String(), scopes: List(ScopeSchema), created_at: Iso,
  is_owner: Type.Boolean(), verified: Type.Boolean(), usage: List(EndpointUsageSchema),
});
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
