/**
 * A production start refused. It carries every problem found, not only the first, so that one
 * round of fixing the deployment's configuration is enough.
 */
export class ProductionPreflightError extends Error {
  readonly problems: readonly string[];

  constructor(system: string, problems: readonly string[]) {
    super(`${system} refuses to start in production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ProductionPreflightError';
    this.problems = problems;
  }
}

/** Throws one ProductionPreflightError listing every problem; nothing when the list is empty. */
export function refuseUnsafeProduction(system: string, problems: readonly string[]): void {
  if (problems.length > 0) throw new ProductionPreflightError(system, problems);
}

const LOCAL_HOSTNAMES = new Set(['localhost', '0.0.0.0', '[::1]', '[::]']);

/**
 * Whether a URL names this machine (localhost, a loopback or unspecified address): the development
 * default of every provider and platform address, never where a production partner lives.
 */
export function isLocalUrl(url: string): boolean {
  const hostname = new URL(url).hostname.toLowerCase();
  return LOCAL_HOSTNAMES.has(hostname) || hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** The problem with a partner address in production, or null when it names another machine. */
export function localAddressProblem(variable: string, url: string): string | null {
  return isLocalUrl(url) ? `${variable} is ${url}, this machine (the development default): set the real address` : null;
}
