/** `server` and `x-powered-by` of the final response as sent (trimmed, capped), "" when absent. */
export interface ServerInfo {
  name: string;
  poweredBy: string;
}

const MAX_CHARS = 200;

export function readServer(headers: Readonly<Record<string, string>>): ServerInfo {
  const value = (name: string): string => {
    const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
    return (entry?.[1] ?? '').trim().slice(0, MAX_CHARS);
  };
  return { name: value('server'), poweredBy: value('x-powered-by') };
}
