/**
 * The public pages served from cached HTML (lib/page-cache): the booking, share and creator
 * profile pages and the public gallery (a search of it, rewritten to /public-gallery/search, is
 * rendered per request, but its HTML gets the same kind of CSP, as the proxy leaves it out). Their
 * HTML is the same for every visitor, so it carries no nonce: scripts/serve.ts gives each
 * response the CSP of the hashes of its inline scripts, and proxy.ts's matcher leaves their
 * page requests out (tests hold the two to this list).
 */
const CACHED_PAGE = /^\/(?:(?:book|property\/share|profile)\/[^/]+|public-gallery)$/;

export const isCachedPublicPage = (pathname: string) => CACHED_PAGE.test(pathname);
