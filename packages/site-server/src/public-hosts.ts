/**
 * The addresses a site answers on, from its configured public address (`siteUrl`): the site
 * itself; this machine as `localhost`, `127.0.0.1` or `[::1]` on any port (where `npm start`,
 * the demo and the tests run it); and one-label subdomains of the site's domain or of
 * `localhost`, which is where partners live (`bancoandino.queseguro.co`,
 * `bancoandino.localhost:5173` in the demo). Any other Host is not ours: a page rendered and
 * cached under it would only serve whoever wrote that Host.
 */

/** `name[:port]` or `[IPv6][:port]`: nothing else a browser sends as a Host. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** A DNS label: what a partner's subdomain is (the same shape the partner lookup accepts). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function hostnameOf(host: string): string | null {
  const match = HOST.exec(host.trim());
  // A fully qualified name may end in a dot: 'queseguro.co.' is 'queseguro.co'.
  return match?.[1] ? match[1].toLowerCase().replace(/\.$/, "") : null;
}

function configuredHostname(siteUrl: string): string | null {
  try {
    return new URL(siteUrl).hostname.toLowerCase();
  } catch {
    // A relative siteUrl names no public host: only this machine and its subdomains answer.
    return null;
  }
}

/**
 * Which of the site's addresses a Host is: '' for the site itself (its configured host or
 * this machine, whatever the port), the subdomain's label for a subdomain of the site's domain
 * or of localhost, and null for a Host that is none of them.
 */
export function siteAddressResolver(siteUrl: string): (host: string) => string | null {
  const own = configuredHostname(siteUrl);
  // Partners are subdomains of the site's domain: the configured host without its 'www.'.
  const bases = [own?.replace(/^www\./, ""), "localhost"].filter(
    (base): base is string => typeof base === "string" && base !== "",
  );
  return (host) => {
    const hostname = hostnameOf(host);
    if (hostname === null) return null;
    if (hostname === own || LOOPBACK.has(hostname)) return "";
    for (const base of bases) {
      if (!hostname.endsWith(`.${base}`)) continue;
      const label = hostname.slice(0, -(base.length + 1));
      if (LABEL.test(label)) return label;
    }
    return null;
  };
}
