import { lookup } from 'node:dns/promises';

/**
 * The port through which the fetcher turns a host name into addresses. The fetcher
 * judges every address this returns and dials only those, so what is judged is what
 * is connected to. A failed lookup rejects or yields an empty list.
 */
export interface HostResolver {
  resolve(hostname: string): Promise<string[]>;
}

/** Production resolver: the operating system's resolver, every address of both families. */
export const systemResolver: HostResolver = {
  async resolve(hostname) {
    const answers = await lookup(hostname, { all: true, verbatim: true });
    return answers.map((answer) => answer.address);
  },
};
