/**
 * The cache tags of the public pages, as the database triggers of migration
 * 0032_public_page_change_notices announce them when what a page shows changes
 * (lib/page-cache/cache-handler.mjs makes every web process drop the pages carrying them).
 */
export const propertyPageTags = (property: { id: string; agentId: string }) => [
  `public:property:${property.id}`,
  `public:agent:${property.agentId}`,
];

/**
 * How long a public page's HTML is served before it is rendered again, in seconds, whatever
 * changed: time alone removes slots as the advance-notice window moves (a hold re-checks the
 * slot anyway, and the form asks for the chosen day's slots afresh).
 */
export const PUBLIC_PAGE_REVALIDATE_SECONDS = 60;
