import { Type } from 'typebox';
import { UPSTREAM_REASONS } from '../errors.js';
import { OneOf } from './plain-kinds.js';

/** A failed item's `reason` and `upstream_status`, as a problem's (upstream_error only). */
export const UpstreamMembers = {
  reason: Type.Optional(OneOf(UPSTREAM_REASONS, { description: 'upstream_error: what the site answered instead of the page' })),
  upstream_status: Type.Optional(Type.Integer({ description: 'upstream_error: the HTTP status the site answered, when it answered' })),
};
