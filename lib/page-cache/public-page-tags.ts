/**
 * The cache tags of the public pages, as the database triggers of migration
 * 0035_public_page_change_notices announce them when what a page shows changes
 * (lib/page-cache/cache-handler.mjs makes every web process drop the pages carrying them).
 */
export const propertyPageTags = (property: { id: string; agentId: string }) => [
  `public:property:${property.id}`,
  `public:agent:${property.agentId}`,
];

/** A creator's profile page: their images, follows and profile (migration 0035's `images`, `follows` and `users`). */
export const creatorPageTags = (creatorId: string) => [`public:creator:${creatorId}`];

/**
 * The public gallery: every image published, hidden, deleted or moderated, and every user
 * (their names show on the cards; a username taken or given up changes which profile exists).
 */
export const GALLERY_PAGE_TAG = "public:gallery";

/**
 * How long a public page's HTML is served before it is rendered again, in seconds, whatever
 * changed: time alone removes slots as the advance-notice window moves (a hold re-checks the
 * slot anyway, and the form asks for the chosen day's slots afresh).
 */
export const PUBLIC_PAGE_REVALIDATE_SECONDS = 60;
