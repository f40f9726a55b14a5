/** Every variable of the configuration that is set but does not parse, reported together. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The configuration does not parse; fix these environment variables:\n${problems
        .map((problem) => `  - ${problem}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

export interface RateLimitSetting {
  max: number;
  /** Window in milliseconds. */
  timeWindow: number;
}

/**
 * Reads environment variables for loadConfig. An unset or empty variable gets
 * its default; a set one must parse, or a problem naming the variable, what it
 * expects and the value it got is collected (secrets are not repeated).
 * `throwIfAny` then reports every problem at once.
 */
export class EnvReader {
  private readonly problems: string[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** The value, trimmed; undefined when the variable is unset or empty. */
  raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  /** A whole number in [min, max]; unit names what it counts (seconds, milliseconds). */
  int(
    name: string,
    fallback: number,
    { min = 1, max = Number.MAX_SAFE_INTEGER, unit = '' } = {},
  ): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isSafeInteger(n) && n >= min && n <= max) return n;
    const what = `a whole number${unit ? ` of ${unit}` : ''}`;
    const range =
      max === Number.MAX_SAFE_INTEGER ? `, ${min} or more` : ` between ${min} and ${max}`;
    return this.refuse(name, `${what}${range}`, value, fallback);
  }

  /** true, false, 1 or 0. */
  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return this.refuse(name, 'true, false, 1 or 0', value, fallback);
  }

  oneOf<T extends string>(name: string, choices: readonly T[], fallback: T): T;
  oneOf<T extends string>(name: string, choices: readonly T[], fallback?: T): T | undefined;
  oneOf<T extends string>(name: string, choices: readonly T[], fallback?: T): T | undefined {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const found = choices.find((choice) => choice === value);
    if (found) return found;
    return this.refuse(name, `one of ${choices.join(', ')}`, value, fallback);
  }

  /**
   * An absolute URL with one of the protocols (without the colon) and a host;
   * with needsHost false, only the scheme is checked (PostgreSQL's socket form
   * postgres://user@/db?host=/run is no WHATWG URL); with needsPort, a port too. A secret URL (it may hold a password) is not
   * repeated in the problem.
   */
  url(
    name: string,
    fallback: string,
    {
      protocols,
      isSecret = false,
      needsHost = true,
      needsPort = false,
    }: {
      protocols: readonly string[];
      isSecret?: boolean;
      needsHost?: boolean;
      needsPort?: boolean;
    },
  ): string {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const scheme = /^([a-z][a-z\d+.-]*):\/\//i.exec(value)?.[1]?.toLowerCase() ?? '';
    const parsed = URL.parse(value);
    const hasHost = parsed !== null && parsed.hostname !== '';
    const isValid =
      protocols.includes(scheme) &&
      (!needsHost || hasHost) &&
      (!needsPort || (hasHost && parsed.port !== ''));
    if (isValid) return value;
    const example = `${protocols[0] ?? 'http'}://host${needsPort ? ':port' : ''}`;
    const expected = `a URL such as ${example} (${protocols.map((p) => `${p}://`).join(' or ')})`;
    return this.refuse(name, expected, isSecret ? null : value, fallback);
  }

  /** "max/seconds", both whole numbers of 1 or more, for example 20/60. */
  rateLimit(name: string, fallback: RateLimitSetting): RateLimitSetting {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const match = /^(\d+)\/(\d+)$/.exec(value);
    const max = Number(match?.[1]);
    const seconds = Number(match?.[2]);
    if (
      match &&
      Number.isSafeInteger(max) &&
      max >= 1 &&
      Number.isSafeInteger(seconds) &&
      seconds >= 1
    ) {
      return { max, timeWindow: seconds * 1000 };
    }
    return this.refuse(
      name,
      'max/seconds, two whole numbers of 1 or more such as 20/60',
      value,
      fallback,
    );
  }

  /** A C2SP signed-note key name (the log's origin): non-empty, no spaces, no '+'. */
  keyName(name: string, fallback: string): string {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (/^[^\s+]+$/u.test(value)) return value;
    return this.refuse(
      name,
      'a name without spaces or + such as registry.example/log',
      value,
      fallback,
    );
  }

  /** An ISO 3166-1 alpha-2 country code (two letters, any case), answered in capitals. */
  countryCode(name: string, fallback: string): string {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (/^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
    return this.refuse(name, 'a two-letter ISO 3166-1 country code such as CO', value, fallback);
  }

  /**
   * A Leaflet tile URL template: http(s), a host ({s} may stand for a
   * subdomain), and {z}, {x} and {y} in it; '' when unset.
   */
  tileUrlTemplate(name: string): string {
    const value = this.raw(name);
    if (value === undefined) return '';
    const parsed = URL.parse(value.replaceAll('{s}', 'a'));
    const isValid =
      parsed !== null &&
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      parsed.hostname !== '' &&
      ['{z}', '{x}', '{y}'].every((part) => value.includes(part));
    if (isValid) return value;
    return this.refuse(
      name,
      'a tile URL template such as https://tiles.example.org/{z}/{x}/{y}.png',
      value,
      '',
    );
  }

  /** Throws a ConfigError listing every problem met so far. */
  throwIfAny(): void {
    if (this.problems.length > 0) throw new ConfigError(this.problems);
  }

  private refuse<T>(name: string, expected: string, value: string | null, fallback: T): T {
    const got =
      value === null ? 'the value is not repeated: it may hold a password' : `got "${value}"`;
    this.problems.push(`${name} must be ${expected} (${got})`);
    return fallback;
  }
}
