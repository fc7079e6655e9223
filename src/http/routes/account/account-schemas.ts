import { Type } from 'typebox';

/** Request parts of the account routes; the answers' bodies are in src/results/account.ts. */
export const CredentialsBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 320 }), password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
