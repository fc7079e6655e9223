import type { Static, TSchema } from 'typebox';
import { Check, Errors } from 'typebox/value';
import { request } from 'undici';
import { fail, succeed, type Outcome } from '../errors.js';

/** A language model that answers with JSON of a given schema, or a failure (never a guess). */
export interface LlmProvider {
  readonly model: string;
  completeJson<S extends TSchema>(prompt: { system: string; user: string }, schema: S): Promise<Outcome<Static<S>>>;
}

export interface OpenAiCompatibleOptions {
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey: string | undefined;
  readonly timeoutMs: number;
}

/** Bytes of a model's answer we read at most. */
const MAX_ANSWER_BYTES = 1024 * 1024;

interface ChatCompletion {
  choices?: Array<{ message?: { content?: string } }>;
}

/**
 * POST {baseUrl}/chat/completions with a JSON response format. The endpoint is the operator's
 * own configuration, not a user-supplied URL, so it is called directly (an Ollama or vLLM on
 * 127.0.0.1 is the usual case) rather than through the public-web fetcher and its private-address
 * block. Bounded in time and size; the answer is validated against the schema.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): LlmProvider {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    model: options.model,
    async completeJson(prompt, schema) {
      const body = JSON.stringify({
        model: options.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
      });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      let text: string;
      try {
        const response = await request(endpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(options.timeoutMs) });
        if (response.statusCode !== 200) {
          await response.body.dump();
          return fail('upstream_error', `the model endpoint answered ${response.statusCode}`);
        }
        text = await readCapped(response.body);
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        return fail(timedOut ? 'upstream_timeout' : 'upstream_error', timedOut ? `the model did not answer within ${options.timeoutMs} ms` : 'the model endpoint could not be reached');
      }
      return parseAnswer(text, schema);
    },
  };
}

async function readCapped(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_ANSWER_BYTES) throw new Error('answer too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parseAnswer<S extends TSchema>(text: string, schema: S): Outcome<Static<S>> {
  const completion = parseJson(text) as ChatCompletion | undefined;
  const content = completion?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') return fail('upstream_error', 'the model endpoint sent no message');
  const json = parseJson(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
  if (json === undefined) return fail('upstream_error', 'the model did not answer with JSON');
  if (!Check(schema, json)) {
    const first = Errors(schema, json)[0];
    return fail('upstream_error', `the model's JSON does not match the schema${first ? ` (${first.instancePath || '/'} ${first.message})` : ''}`);
  }
  return succeed(json as Static<S>);
}
