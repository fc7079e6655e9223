import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlmServer } from '../../test/llm-server.js';
import { createOpenAiCompatibleProvider } from './llm-provider.js';

const Schema = Type.Object({ brief: Type.String(), points: Type.Array(Type.String()) });
let llm: FakeLlmServer;

beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(async () => {
  await llm?.close();
});

const provider = (timeoutMs = 2000) => createOpenAiCompatibleProvider({ baseUrl: llm.baseUrl, model: 'tiny-1', apiKey: 'sk-test', timeoutMs });
const prompt = { system: 'Summarise.', user: 'Some page text.' };

describe('OpenAI-compatible provider', () => {
  it('returns JSON that matches the schema, sending model, messages and the bearer key', async () => {
    llm.behaviour = { kind: 'answer', content: '{"brief":"A page.","points":["one","two"]}' };
    expect(await provider().completeJson(prompt, Schema)).toEqual({ ok: true, value: { brief: 'A page.', points: ['one', 'two'] } });
    const sent = llm.requests.at(-1)!;
    expect(sent).toMatchObject({ model: 'tiny-1', authorization: 'Bearer sk-test' });
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user']);
  });

  it('accepts JSON wrapped in a code fence', async () => {
    llm.behaviour = { kind: 'answer', content: '```json\n{"brief":"A page.","points":[]}\n```' };
    expect((await provider().completeJson(prompt, Schema)).ok).toBe(true);
  });

  it.each([
    ['JSON of the wrong shape', { kind: 'answer', content: '{"brief":3}' }, 'upstream_error'],
    ['text that is not JSON', { kind: 'answer', content: 'Sure! Here is a summary.' }, 'upstream_error'],
    ['an error status', { kind: 'status', status: 500 }, 'upstream_error'],
  ] as const)('fails on %s', async (_name, behaviour, code) => {
    llm.behaviour = behaviour;
    const result = await provider().completeJson(prompt, Schema);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure.code).toBe(code);
  });

  it('gives up at its deadline', async () => {
    llm.behaviour = { kind: 'hang' };
    const started = Date.now();
    const result = await provider(300).completeJson(prompt, Schema);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure.code).toBe('upstream_timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
