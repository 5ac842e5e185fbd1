import type { ServerConfig } from '../config.ts';

/** What decides where a site is reached. */
export interface LandingAddress {
  subdomain: string;
  domain: string | null;
  domainVerified: boolean;
}

type OriginConfig = Pick<ServerConfig, 'SITES_DOMAIN' | 'SITES_PORT' | 'SITES_HTTPS' | 'PORT'>;

/**
 * Builds site URLs. The port is only known once the server listens (tests and e2e listen on
 * port 0), so it is read late, through `listeningPort`.
 */
export class SiteOrigins {
  constructor(
    private readonly config: OriginConfig,
    private readonly listeningPort: () => number | null,
  ) {}

  private suffix(): string {
    const scheme = this.config.SITES_HTTPS ? 'https' : 'http';
    const port = this.config.SITES_PORT ?? this.listeningPort() ?? this.config.PORT;
    const defaultPort = scheme === 'https' ? 443 : 80;
    return port && port !== defaultPort ? `:${port}` : '';
  }

  private scheme(): string {
    return this.config.SITES_HTTPS ? 'https' : 'http';
  }

  /**
   * `http://{hostname}:{port}` with the deployment's scheme and port (`SITES_HTTPS`,
   * `SITES_PORT`): every host we serve, sites and white-label app domains alike, is reached so.
   */
  hostOrigin(hostname: string): string {
    return `${this.scheme()}://${hostname}${this.suffix()}`;
  }

  /** `http://{subdomain}.{SITES_DOMAIN}:{port}`: where every site is reachable. */
  subdomainOrigin(subdomain: string): string {
    return this.hostOrigin(`${subdomain}.${this.config.SITES_DOMAIN}`);
  }

  /** The address search engines should index: the verified custom domain, else the subdomain. */
  canonical(landing: LandingAddress): string {
    if (landing.domain && landing.domainVerified) return this.hostOrigin(landing.domain);
    return this.subdomainOrigin(landing.subdomain);
  }
}

/** Host names are matched without port and case; IPv6 literals keep their brackets. */
export function hostnameOf(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return (colon === -1 ? host : host.slice(0, colon)).replace(/\.$/, '');
}
